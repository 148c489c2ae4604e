import { RED_FLAG_CATALOGUE } from '@clinic/content';
import { netEntries } from './second-net/numbered-net';
import { readForTriage, ruleEntries } from './triage-message';

/**
 * The red-flag triage the chat runs first on every message: the rules (triage-message.ts), with the second net
 * (second-net/) beside them. The rules raise what they raise, and the net may add the entry it reads as likely, never
 * take one away. Deterministic and offline, independent of any model service. Failing towards safety: the net raised
 * recall on the held-out split and both independent sets at the cost of more false alarms (held-out 4.8 % -> 8.7 %),
 * a trade-off the hazard log records for clinical review (docs/clinical-safety/hazard-log.md, H1).
 */
export function triageMessage(message: string): string[] {
  const readings = readForTriage(message);
  const raised = new Set([...ruleEntries(readings), ...netEntries(readings)]);
  return RED_FLAG_CATALOGUE.filter((entry) => raised.has(entry.id)).map((entry) => entry.id);
}
