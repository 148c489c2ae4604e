import { RED_FLAG_CATALOGUE } from '@clinic/content';
import { readForTriage, ruleEntries } from '../triage-message';
import { netFeatures } from './net-features';
import { netEntries, TRIAGE_NET } from './triage-net';

/**
 * The rules with the second net beside them: the rules raise what they raise, and the net may add the entry it reads
 * as likely, never take one away. Offline and deterministic like the rules. Not yet what the chat uses: on the
 * held-out split it raised recall but took false alarms above the 5 % ceiling (docs/clinical-safety/hazard-log.md,
 * H1); `npm run eval:triage -- --with-net` measures it.
 */
export function triageWithSecondNet(message: string): string[] {
  const readings = readForTriage(message);
  const raised = new Set([...ruleEntries(readings), ...netEntries(TRIAGE_NET, netFeatures(readings))]);
  return RED_FLAG_CATALOGUE.filter((entry) => raised.has(entry.id)).map((entry) => entry.id);
}
