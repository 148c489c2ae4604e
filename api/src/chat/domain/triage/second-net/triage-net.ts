import { RED_FLAG_ACTION_PRIORITY, RED_FLAG_CATALOGUE } from '@clinic/content';
import { namedOnly, type TriageResult } from '../triage-result';
import storedModel from './triage-net-model.json';

/** A multinomial logistic regression's weights: class 0 is an ordinary message, the others catalogue entries. */
export interface SoftmaxWeights {
  classes: readonly string[];
  bias: readonly number[];
  /**
   * Per feature, its weights that matter, flat as class index, weight, class index, weight … (one line each in the
   * stored JSON); features seen too rarely in training are absent.
   */
  weights: Readonly<Record<string, readonly number[]>>;
}

/** How the net's probabilities become entries raised; each chosen by cross-validation on the development split. */
export interface NetDecision {
  classes: readonly string[];
  /** The logits are divided by this before the softmax, so that the probabilities are calibrated (out of fold). */
  temperature: number;
  /** A message whose probability of not being ordinary reaches this is raised. */
  threshold: number;
  /**
   * A more urgent action is raised with the best reading, as its companion, when its entries together hold at least
   * this share of the probability of a red flag (entriesFromProbabilities): one share when the net alone raises the
   * message, another when the rules raise an entry too.
   */
  companionAt: { netAlone: number; besideRules: number };
}

/**
 * The second net: a multinomial logistic regression over netFeatures, trained on the labelled set's development split
 * alone by `npm run train:triage` (api/src/chat/test/triage-net).
 */
export type TriageNetModel = NetDecision & SoftmaxWeights;

export const TRIAGE_NET: TriageNetModel = storedModel as unknown as TriageNetModel;

/** Each entry's action as its place in RED_FLAG_ACTION_PRIORITY: 0 is 999 / A&E. */
const URGENCY_RANK = new Map(
  RED_FLAG_CATALOGUE.map((entry) => [entry.id, RED_FLAG_ACTION_PRIORITY.indexOf(entry.action)]),
);
const urgencyRank = (entryId: string) => URGENCY_RANK.get(entryId) ?? RED_FLAG_ACTION_PRIORITY.length;

/** The model's probability for each class, its logits divided by the temperature (1: as fitted). */
export function classProbabilities(model: SoftmaxWeights, features: ReadonlySet<string>, temperature = 1): number[] {
  const logits = [...model.bias];
  for (const feature of features) addWeights(logits, model.weights[feature] ?? []);
  return softmax(logits, temperature);
}

/** Adds a feature's weights (class index, weight, …) to the logits. */
export function addWeights(logits: number[], weights: readonly number[]) {
  for (let at = 0; at < weights.length; at += 2) logits[weights[at]!]! += weights[at + 1]!;
}

/** Probabilities from logits divided by the temperature. */
export function softmax(logits: readonly number[], temperature = 1): number[] {
  const top = Math.max(...logits);
  const exps = logits.map((logit) => Math.exp((logit - top) / temperature));
  const total = exps.reduce((sum, value) => sum + value, 0);
  return exps.map((value) => value / total);
}

/**
 * The entries raised for these (calibrated) class probabilities: none when the message reads as ordinary; else the
 * most likely entry, named, and, as its companion, the most likely entry of the most urgent action more urgent than
 * its own whose entries together hold at least companionAt of the probability of a red flag. The companion is there
 * so that a message the net raises is not answered less urgently than it may need (a pulmonary embolism read as
 * cancer pain between the shoulder blades still gets 999; the reply takes the companion's action, not its words).
 * The share is of the red-flag probability rather than of the best entry's, and lower when the rules raise nothing
 * (a message only the net catches is one the rules' reading missed), so that an entry well behind a confident
 * reading does not send a message the rules also raise to 999 ('a curve in her spine' with the overdose entry's
 * action). The shares are chosen by cross-validation (api/src/chat/test/triage-net/calibrate-net.ts).
 */
export function entriesFromProbabilities(
  decision: NetDecision,
  probabilities: readonly number[],
  rulesRaised: boolean,
): TriageResult {
  const redFlag = 1 - probabilities[0]!;
  if (redFlag < decision.threshold) return namedOnly([]);
  let best = 1;
  for (let index = 2; index < probabilities.length; index += 1) {
    if (probabilities[index]! > probabilities[best]!) best = index;
  }
  const bestId = decision.classes[best]!;
  const companionAt = rulesRaised ? decision.companionAt.besideRules : decision.companionAt.netAlone;
  for (let action = 0; action < urgencyRank(bestId); action += 1) {
    let share = 0;
    let likeliest = -1;
    decision.classes.forEach((entryId, index) => {
      if (index === 0 || urgencyRank(entryId) !== action) return;
      share += probabilities[index]! / redFlag;
      if (likeliest < 0 || probabilities[index]! > probabilities[likeliest]!) likeliest = index;
    });
    if (likeliest > 0 && share >= companionAt) return { named: [bestId], companions: [decision.classes[likeliest]!] };
  }
  return namedOnly([bestId]);
}
