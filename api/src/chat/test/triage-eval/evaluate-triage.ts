import { RED_FLAG_CATALOGUE } from '@clinic/content';
import { triageMessage } from '../../domain/triage/triage-message';
import type { TriageEvalCase } from './triage-eval-set';

export interface TriageEvaluation {
  redFlagCount: number;
  ordinaryCount: number;
  /** Red-flag messages the triage caught, as a share of all red-flag messages. */
  recall: number;
  /** Ordinary messages the triage flagged, as a share of all ordinary messages. */
  falseAlarmRate: number;
  missed: string[];
  falseAlarms: string[];
  /** Caught red-flag messages whose category was not among those the triage found. */
  wrongCategory: string[];
}

const categoryOf = new Map(RED_FLAG_CATALOGUE.map((entry) => [entry.id, entry.category]));

export function evaluateTriage(cases: readonly TriageEvalCase[]): TriageEvaluation {
  const missed: string[] = [];
  const falseAlarms: string[] = [];
  const wrongCategory: string[] = [];
  let redFlagCount = 0;
  for (const { message, redFlag } of cases) {
    const categories = new Set(triageMessage(message).map((entryId) => categoryOf.get(entryId)));
    if (redFlag === null) {
      if (categories.size > 0) falseAlarms.push(message);
      continue;
    }
    redFlagCount += 1;
    if (categories.size === 0) missed.push(message);
    else if (!categories.has(redFlag)) wrongCategory.push(message);
  }
  const ordinaryCount = cases.length - redFlagCount;
  return {
    redFlagCount,
    ordinaryCount,
    recall: (redFlagCount - missed.length) / redFlagCount,
    falseAlarmRate: falseAlarms.length / ordinaryCount,
    missed,
    falseAlarms,
    wrongCategory,
  };
}
