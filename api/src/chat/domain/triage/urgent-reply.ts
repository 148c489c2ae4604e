import { findRedFlagEntry, RED_FLAG_ACTION_PRIORITY, RED_FLAG_ACTIONS, type RedFlagEntry } from '@clinic/content';

/** How many of the matched warning signs the reply names. */
const SYMPTOMS_NAMED = 2;

const phoneLinks = (entries: readonly RedFlagEntry[]) => {
  const phones = new Map<string, string>();
  for (const actionId of RED_FLAG_ACTION_PRIORITY) {
    if (!entries.some((entry) => entry.action === actionId)) continue;
    for (const phone of RED_FLAG_ACTIONS[actionId].phones) phones.set(phone.tel, phone.label);
  }
  return [...phones].map(([tel, label]) => `[${label}](tel:${tel})`).join(' · ');
};

/**
 * The answer to a red-flag message, from the red-flag catalogue so that the articles and the assistant give the
 * same advice: what to do now (most urgent first), why, and the numbers to call.
 */
export function urgentReply(entryIds: readonly string[]): string {
  const entries = entryIds.flatMap((id) => findRedFlagEntry(id) ?? []);
  const instructions = RED_FLAG_ACTION_PRIORITY.filter((actionId) =>
    entries.some((entry) => entry.action === actionId),
  ).map((actionId) => RED_FLAG_ACTIONS[actionId].instruction);
  const symptoms = entries.slice(0, SYMPTOMS_NAMED).map((entry) => entry.symptoms);
  const why =
    entries[0]?.category === 'self-harm'
      ? 'Thank you for telling me. You do not have to cope with this alone, and people are ready to listen now.'
      : `What you describe may need urgent assessment. Warning signs include ${symptoms.join('; and ')}.`;
  return [
    instructions.join(' '),
    why,
    `Phone: ${phoneLinks(entries)}`,
    'I am an information assistant, not a medical professional, and I cannot assess symptoms.',
  ].join('\n\n');
}
