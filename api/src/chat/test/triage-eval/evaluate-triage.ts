import { findRedFlagEntry, RED_FLAG_ACTION_PRIORITY, type RedFlagActionId } from '@clinic/content';
import { triageMessage } from '../../domain/triage/triage';
import { raisedEntries, type TriageResult } from '../../domain/triage/triage-result';
import type { TriageCase } from './triage-case';

/** One labelled message and what the triage made of it. */
export interface TriagedCase extends TriageCase {
  /** What the triage raised: the entries the reply names, and the companions whose action it gives. */
  triage: TriageResult;
  /** Every entry raised, named or companion. */
  found: string[];
}

export interface EntryFigures {
  entryId: string;
  messages: number;
  /** Messages raised as urgent at all (any entry). */
  caught: number;
  /** Messages whose own entry was among those raised. */
  exact: number;
  /** Caught, but the most urgent action given (companions' included) is less urgent than the entry's own. */
  underTriaged: number;
}

export interface TriageEvaluation {
  redFlagCount: number;
  ordinaryCount: number;
  /** Red-flag messages the triage raised as urgent, as a share of all red-flag messages. */
  recall: number;
  /** Ordinary messages the triage raised, as a share of all ordinary messages. */
  falseAlarmRate: number;
  missed: TriagedCase[];
  falseAlarms: TriagedCase[];
  /** Raised, but answered with a less urgent action than the labelled entry's (cauda equina told 'see your GP'). */
  underTriaged: TriagedCase[];
  /** Per catalogue entry, in the order the cases name them. */
  entries: EntryFigures[];
}

const urgencyRank = (action: RedFlagActionId) => RED_FLAG_ACTION_PRIORITY.indexOf(action);

/** The rank of the most urgent action among the entries (0 is 999/A&E); Infinity when there are none. */
function mostUrgentRank(entryIds: readonly string[]): number {
  const ranks = entryIds.flatMap((id) => {
    const entry = findRedFlagEntry(id);
    return entry ? [urgencyRank(entry.action)] : [];
  });
  return Math.min(Infinity, ...ranks);
}

/** The triage under evaluation: the product's own by default; the rules alone, or a cross-validated net, to compare. */
export type Triage = (message: string) => TriageResult;

export function evaluateTriage(cases: readonly TriageCase[], triage: Triage = triageMessage): TriageEvaluation {
  const triaged = cases.map((labelled) => {
    const result = triage(labelled.message);
    return { ...labelled, triage: result, found: raisedEntries(result) };
  });
  const redFlags = triaged.filter((each) => each.entryId !== null);
  const ordinary = triaged.filter((each) => each.entryId === null);
  const missed = redFlags.filter((each) => each.found.length === 0);
  const falseAlarms = ordinary.filter((each) => each.found.length > 0);
  const isUnderTriaged = (each: TriagedCase) => {
    const entry = findRedFlagEntry(each.entryId ?? '');
    return each.found.length > 0 && entry !== undefined && mostUrgentRank(each.found) > urgencyRank(entry.action);
  };
  const underTriaged = redFlags.filter(isUnderTriaged);
  const entries = new Map<string, EntryFigures>();
  for (const each of redFlags) {
    const entryId = each.entryId!;
    const figures = entries.get(entryId) ?? { entryId, messages: 0, caught: 0, exact: 0, underTriaged: 0 };
    figures.messages += 1;
    if (each.found.length > 0) figures.caught += 1;
    if (each.found.includes(entryId)) figures.exact += 1;
    if (isUnderTriaged(each)) figures.underTriaged += 1;
    entries.set(entryId, figures);
  }
  return {
    redFlagCount: redFlags.length,
    ordinaryCount: ordinary.length,
    recall: redFlags.length === 0 ? 1 : (redFlags.length - missed.length) / redFlags.length,
    falseAlarmRate: ordinary.length === 0 ? 0 : falseAlarms.length / ordinary.length,
    missed,
    falseAlarms,
    underTriaged,
    entries: [...entries.values()],
  };
}
