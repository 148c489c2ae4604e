import { findRedFlagEntry, RED_FLAG_ACTION_PRIORITY } from '@clinic/content';
import { namedOnly, type TriageResult } from '../triage-result';
import storedModel from './triage-net-model.json';

/**
 * A multinomial logistic regression over netFeatures, trained on the labelled set's development split alone by
 * `npm run train:triage` (api/src/chat/test/triage-net). Class 0 is an ordinary message; the others are catalogue
 * entries.
 */
export interface TriageNetModel {
  classes: readonly string[];
  bias: readonly number[];
  /**
   * Per feature, its weights that matter, flat as class index, weight, class index, weight … (one line each in the
   * stored JSON); features seen too rarely in training are absent.
   */
  weights: Readonly<Record<string, readonly number[]>>;
  /** A message whose probability of not being ordinary reaches this is raised; chosen by cross-validation. */
  threshold: number;
}

export const TRIAGE_NET: TriageNetModel = storedModel as unknown as TriageNetModel;

/**
 * The most urgent entry at least this share as likely as the most likely one is raised with it, as its companion, so
 * that a message the net alone raises is not answered less urgently than it may need (a pulmonary embolism read as
 * cancer pain between the shoulder blades still gets 999; the reply takes the companion's action, not its words).
 * 0.05 is the largest share with no such under-triage in
 * cross-validation on the development split (0.5 left 10 of 680, 0.1 left 1).
 */
const CLOSE_SHARE = 0.05;

const urgencyRank = (entryId: string) => {
  const action = findRedFlagEntry(entryId)?.action;
  return action ? RED_FLAG_ACTION_PRIORITY.indexOf(action) : RED_FLAG_ACTION_PRIORITY.length;
};

/** The model's probability for each class. */
export function classProbabilities(model: TriageNetModel, features: ReadonlySet<string>): number[] {
  const logits = [...model.bias];
  for (const feature of features) addWeights(logits, model.weights[feature] ?? []);
  return softmax(logits);
}

/** Adds a feature's weights (class index, weight, …) to the logits. */
export function addWeights(logits: number[], weights: readonly number[]) {
  for (let at = 0; at < weights.length; at += 2) logits[weights[at]!]! += weights[at + 1]!;
}

/** Probabilities from logits. */
export function softmax(logits: readonly number[]): number[] {
  const top = Math.max(...logits);
  const exps = logits.map((logit) => Math.exp(logit - top));
  const total = exps.reduce((sum, value) => sum + value, 0);
  return exps.map((value) => value / total);
}

/**
 * The entries raised for these class probabilities: the most likely entry, named, and the most urgent of those nearly
 * as likely, as its companion when it is another; none when the message reads as ordinary.
 */
export function entriesFromProbabilities(
  classes: readonly string[],
  probabilities: readonly number[],
  threshold: number,
): TriageResult {
  if (1 - probabilities[0]! < threshold) return namedOnly([]);
  const ranked = classes
    .map((entryId, index) => ({ entryId, probability: probabilities[index]! }))
    .slice(1)
    .sort((a, b) => b.probability - a.probability);
  const best = ranked[0]!;
  const mostUrgent = ranked
    .filter((each) => each.probability >= CLOSE_SHARE * best.probability)
    .reduce((chosen, each) => (urgencyRank(each.entryId) < urgencyRank(chosen.entryId) ? each : chosen));
  return { named: [best.entryId], companions: mostUrgent === best ? [] : [mostUrgent.entryId] };
}
