import { RED_FLAG_CATALOGUE } from '@clinic/content';
import { netEntries } from './second-net/numbered-net';
import { readForTriage, ruleEntries } from './triage-message';
import type { TriageResult } from './triage-result';

const inCatalogueOrder = (ids: ReadonlySet<string>) =>
  RED_FLAG_CATALOGUE.filter((entry) => ids.has(entry.id)).map((entry) => entry.id);

/** The rules' entries with the net's beside them: the rules' are always named, and a companion the rules raised too. */
export function withNetReading(ruleIds: readonly string[], net: TriageResult): TriageResult {
  const named = new Set([...ruleIds, ...net.named]);
  return {
    named: inCatalogueOrder(named),
    companions: inCatalogueOrder(new Set(net.companions.filter((id) => !named.has(id)))),
  };
}

/**
 * The red-flag triage the chat runs first on every message: the rules (triage-message.ts), with the second net
 * (second-net/) beside them. The rules raise what they raise, and the net may add the entry it reads as likely, never
 * take one away; its more urgent companion raises the reply's action without being named (triage-result.ts).
 * Deterministic and offline, independent of any model service. Failing towards safety: the net raised
 * recall on the held-out split and both independent sets at the cost of more false alarms (held-out 4.8 % -> 8.7 %),
 * a trade-off the hazard log records for clinical review (docs/clinical-safety/hazard-log.md, H1).
 */
export function triageMessage(message: string): TriageResult {
  const readings = readForTriage(message);
  const rules = ruleEntries(readings);
  return withNetReading(rules, netEntries(readings, rules.length > 0));
}
