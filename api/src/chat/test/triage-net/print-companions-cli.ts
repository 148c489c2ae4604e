/**
 * `npx tsx api/src/chat/test/triage-net/print-companions-cli.ts [--split development|held-out]`: how often the
 * triage (rules and net) raises a companion on a split of the labelled set, in aggregate only (no message is
 * printed, so the held-out split stays unread): messages given one, ordinary messages given one, and those a
 * companion alone sends to 999 (their named entries' actions are less urgent).
 */
import { findRedFlagEntry } from '@clinic/content';
import { triageMessage } from '../../domain/triage/triage';
import { TRIAGE_CASES } from '../triage-eval/triage-cases';
import { splitOf, type TriageSplit } from '../triage-eval/triage-split';

const split: TriageSplit = process.argv.includes('held-out') ? 'held-out' : 'development';
const isEmergency = (id: string) => findRedFlagEntry(id)?.action === 'emergency';
const triaged = TRIAGE_CASES.filter((each) => splitOf(each.message) === split).map((each) => ({
  ...each,
  triage: triageMessage(each.message),
}));
const withCompanion = triaged.filter(({ triage }) => triage.companions.length > 0);
const sentTo999 = withCompanion.filter(
  ({ triage }) => !triage.named.some(isEmergency) && triage.companions.some(isEmergency),
);
const count = (rows: readonly { entryId: string | null }[], ordinary: boolean) =>
  rows.filter(({ entryId }) => (entryId === null) === ordinary).length;
process.stdout.write(
  [
    `${split}: ${triaged.length} messages; given a companion: ${withCompanion.length} ` +
      `(${count(withCompanion, true)} ordinary, ${count(withCompanion, false)} red-flag)`,
    `  sent to 999 by a companion alone: ${sentTo999.length} (${count(sentTo999, true)} ordinary, ` +
      `${sentTo999.filter(({ entryId }) => entryId !== null && !isEmergency(entryId)).length} red flags whose entry is not an emergency)`,
    '',
  ].join('\n'),
);
