import { findRedFlagEntry } from '@clinic/content';
import { entriesFromProbabilities, type NetDecision, softmax } from '../../domain/triage/second-net/triage-net';
import { withNetReading } from '../../domain/triage/triage';
import type { TriageResult } from '../../domain/triage/triage-result';
import { evaluateTriage } from '../triage-eval/evaluate-triage';
import { NET_CLASSES, type OutOfFold, type ReadCase } from './train-triage-net';

/** The temperatures tried, from sharpening (below 1) to softening the fitted probabilities. */
const TEMPERATURES = Array.from({ length: 371 }, (_, step) => Math.round((0.3 + step * 0.01) * 100) / 100);

/** Probabilities at another temperature: the softmax of their logarithms (the logits up to a constant) over it. */
export const atTemperature = (probabilities: readonly number[], temperature: number) =>
  softmax(
    probabilities.map((probability) => Math.log(probability)),
    temperature,
  );

/**
 * Temperature scaling: the temperature at which the out-of-fold probabilities of the development messages' own
 * labels are most likely (least cross-entropy), so that a probability reads as a frequency.
 */
export function fitTemperature(cases: readonly ReadCase[], probabilities: readonly number[][]): number {
  const labels = cases.map((each) => NET_CLASSES.indexOf(each.entryId ?? 'ordinary'));
  const crossEntropy = (temperature: number) =>
    probabilities.reduce((sum, each, index) => sum - Math.log(atTemperature(each, temperature)[labels[index]!]!), 0);
  return TEMPERATURES.reduce((best, each) => (crossEntropy(each) < crossEntropy(best) ? each : best));
}

export const calibrated = (outOfFold: OutOfFold, temperature: number): OutOfFold => ({
  probabilities: outOfFold.probabilities.map((each) => atTemperature(each, temperature)),
  ownConceptsHidden: outOfFold.ownConceptsHidden.map((each) => atTemperature(each, temperature)),
});

/** The companion shares tried, for the net alone and beside the rules. */
const COMPANION_SHARES = [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5];

/**
 * How much one under-triaged red flag (answered less urgently than its entry) weighs against one companion that
 * sends an ordinary or non-emergency message to a more urgent action, in choosing the companion shares. A proposal
 * for the clinical safety officer (hazard log H1). Out of fold on the development split (1,168 red flags, 741
 * ordinary), the shares chosen (net alone 0.002, beside the rules 0.05) leave no red flag as read under-triaged and
 * 15 read with their own concepts hidden (about 12 of them where the net raises nothing and the rules' hidden
 * reading raises a less urgent entry: no companion can reach those), with companions on 7 ordinary messages, 90
 * non-emergency red flags and 244 concepts-hidden ones; the fewest under-triaged reachable, 12, takes 251
 * non-emergency companions. The rule it replaced (a companion at 5 % of the best entry's probability, uncalibrated,
 * with the net trained without copies) left 16 under-triaged there, with companions on 7, 175 and 303.
 */
export const UNDER_TRIAGE_WEIGHT = 50;

export interface CompanionFigures {
  companionAt: NetDecision['companionAt'];
  /** Under-triaged red flags, out of fold: as read, and with their own concepts hidden from rules and net. */
  underTriaged: number;
  underTriagedConceptsHidden: number;
  /** Companions given to ordinary messages and to red flags whose entry is not an emergency, out of fold. */
  companionsOrdinary: number;
  companionsNonEmergency: number;
  /** The same on the red flags read with their own concepts hidden. */
  companionsConceptsHidden: number;
  cost: number;
}

const isEmergency = (entryId: string | null) => findRedFlagEntry(entryId ?? '')?.action === 'emergency';

/**
 * Every pair of companion shares, judged out of fold (calibrated) with the rules as the triage runs them, on the
 * development messages as read and on the red flags read with their own concepts hidden (the rules then raise
 * nothing, or another entry); the chosen pair is the one of least cost (first in the table).
 */
export function companionTable(
  cases: readonly ReadCase[],
  outOfFold: OutOfFold,
  decision: Omit<NetDecision, 'companionAt'>,
): CompanionFigures[] {
  const indexOf = new Map(cases.map((each, index) => [each.message, index]));
  const redFlags = cases.filter((each) => each.entryId !== null);
  const figures = COMPANION_SHARES.flatMap((netAlone) =>
    COMPANION_SHARES.map((besideRules) => {
      const companionAt = { netAlone, besideRules };
      const triage =
        (probabilities: readonly number[][], rulesOf: (each: ReadCase) => readonly string[]) =>
        (message: string): TriageResult => {
          const each = cases[indexOf.get(message)!]!;
          const rules = rulesOf(each);
          const net = entriesFromProbabilities(
            { ...decision, companionAt },
            probabilities[indexOf.get(message)!]!,
            rules.length > 0,
          );
          return withNetReading(rules, net);
        };
      const asRead = triage(outOfFold.probabilities, (each) => each.rules);
      const hidden = triage(outOfFold.ownConceptsHidden, (each) => each.rulesWithOwnConceptsHidden);
      const withCompanion = (rows: readonly ReadCase[], triageOf: (message: string) => TriageResult) =>
        rows.filter((each) => triageOf(each.message).companions.length > 0 && !isEmergency(each.entryId));
      const companionsAsRead = withCompanion(cases, asRead);
      const row = {
        companionAt,
        underTriaged: evaluateTriage(cases, asRead).underTriaged.length,
        underTriagedConceptsHidden: evaluateTriage(redFlags, hidden).underTriaged.length,
        companionsOrdinary: companionsAsRead.filter((each) => each.entryId === null).length,
        companionsNonEmergency: companionsAsRead.filter((each) => each.entryId !== null).length,
        companionsConceptsHidden: withCompanion(redFlags, hidden).length,
      };
      const cost =
        UNDER_TRIAGE_WEIGHT * (row.underTriaged + row.underTriagedConceptsHidden) +
        row.companionsOrdinary +
        row.companionsNonEmergency +
        row.companionsConceptsHidden;
      return { ...row, cost };
    }),
  );
  return figures.sort((a, b) => a.cost - b.cost);
}
