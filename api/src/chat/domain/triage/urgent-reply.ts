import { findRedFlagEntry, RED_FLAG_ACTION_PRIORITY, RED_FLAG_ACTIONS, type RedFlagActionId } from '@clinic/content';
import type { TriageResult } from './triage-result';

/** How many of the named entries' warning signs the reply gives. */
const SYMPTOMS_NAMED = 2;

/** With no entry to go on: an emergency's number and the same-day one, most urgent first. */
const UNSPECIFIED_ACTIONS: readonly RedFlagActionId[] = ['emergency', 'same-day'];

const phoneLinks = (actions: readonly RedFlagActionId[]) => {
  const phones = new Map<string, string>();
  for (const actionId of actions) {
    for (const phone of RED_FLAG_ACTIONS[actionId].phones) phones.set(phone.tel, phone.label);
  }
  return [...phones].map(([tel, label]) => `[${label}](tel:${tel})`).join(' · ');
};

/**
 * The answer to a red-flag message, from the red-flag catalogue so that the articles and the assistant give the
 * same advice: what to do now (most urgent first), why, and the numbers to call. The actions and numbers are every
 * raised entry's, companions included, so the reply is never less urgent than the triage; the warning signs and the
 * self-harm wording are the named entries' alone.
 */
export function urgentReply(triage: TriageResult): string {
  const named = triage.named.flatMap((id) => findRedFlagEntry(id) ?? []);
  const entries = [...named, ...triage.companions.flatMap((id) => findRedFlagEntry(id) ?? [])];
  // Urgent without a known entry (the model's second opinion alone): 999 for an emergency, else GP or 111 today.
  const actions: readonly RedFlagActionId[] =
    entries.length > 0
      ? RED_FLAG_ACTION_PRIORITY.filter((actionId) => entries.some((entry) => entry.action === actionId))
      : UNSPECIFIED_ACTIONS;
  const instructions = actions.map((actionId) => RED_FLAG_ACTIONS[actionId].instruction);
  // The most urgent entries' signs first, so a same-day entry earlier in the catalogue (a lump) does not take the
  // place of an emergency's (a deformity after a fall); the sort is stable, so catalogue order breaks ties.
  const byUrgency = [...named].sort(
    (a, b) => RED_FLAG_ACTION_PRIORITY.indexOf(a.action) - RED_FLAG_ACTION_PRIORITY.indexOf(b.action),
  );
  const symptoms = byUrgency.slice(0, SYMPTOMS_NAMED).map((entry) => entry.symptoms);
  const why = named.some((entry) => entry.category === 'self-harm')
    ? 'Thank you for telling me. You do not have to cope with this alone, and people are ready to listen now.'
    : symptoms.length > 0
      ? `What you describe may need urgent assessment. Warning signs include ${symptoms.join('; and ')}.`
      : 'What you describe may need urgent assessment.';
  return [
    instructions.join(' '),
    why,
    `Phone: ${phoneLinks(actions)}`,
    'I am an information assistant, not a medical professional, and I cannot assess symptoms.',
  ].join('\n\n');
}
