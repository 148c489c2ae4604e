import { createHash } from 'node:crypto';
import { RED_FLAG_CATALOGUE } from '@clinic/content';
import { readForTriage, ruleEntries, type WindowReading } from '../../domain/triage/triage-message';
import { netFeatures } from '../../domain/triage/second-net/net-features';
import { classProbabilities, type NetDecision, type TriageNetModel } from '../../domain/triage/second-net/triage-net';
import type { TriageCase } from '../triage-eval/triage-case';
import { TRIAGE_CASES } from '../triage-eval/triage-cases';
import { splitOf } from '../triage-eval/triage-split';
import { type FitOptions, fitSoftmax, type TrainingRow } from './fit-softmax';

const ORDINARY = 'ordinary';
export const NET_CLASSES: readonly string[] = [ORDINARY, ...RED_FLAG_CATALOGUE.map((entry) => entry.id)];

/**
 * Chosen by the cross-validated recall at 1 to 6 extra false alarms, among a few settings tried on the development
 * split (L2 0.0005 to 0.005, features in 2 to 4 messages at least, weights pruned below 0.02 to 0.2), keeping the
 * stored model under 100 KiB. Full-batch Adam converges within 100 steps on these 1,095 messages. L2 0.001 since
 * round 8 (was 0.0005): on round 8's development split, at 1.5 % false alarms out of fold, 0.0005 put the threshold
 * (0.513) under a terse ordinary opener ('hurt my back at work', 0.553); 0.001 keeps it above (0.566 against 0.551)
 * and the net catches 65.1 % of red flags whose own concepts are hidden (0.0005 had to fall to 1.2 % and 62.5 %).
 * Weights pruned below 0.15 since the concept copies (OWN_CONCEPTS_HIDDEN_WEIGHT; 0.1 before): the copies keep more
 * features above the cut, and at 0.12 the stored model reached 100 KiB.
 */
export const FIT_OPTIONS: FitOptions = {
  classes: NET_CLASSES,
  l2: 0.001,
  minCount: 3,
  iterations: 100,
  learningRate: 0.15,
  pruneBelow: 0.15,
};

const FOLDS = 5;
/**
 * The share of the development split's ordinary messages that the net may raise beyond those the rules raise, in
 * cross-validation. 1.3 % since session 42: it was a budget for the rules and the net together (1.5 % since round 7,
 * when the rules alone raised 0.2 % and left the net 1.3 %; 2 % before, when at 2 % the threshold fell under a terse
 * ordinary opener, 'hurt my back at work', triage/short-openers.test.ts). Each new writer's round adds hard ordinary
 * messages the rules raise until their readings are fixed (round 18: 10 of 1,473), and a joint budget then took
 * those from the net: its threshold rose and it caught 69.8 % of development red flags with their own concepts
 * hidden, against 72.3 % with the net's own 1.3 %.
 */
export const CV_NET_FALSE_ALARMS_AT_MOST = 0.013;

/** A development message, read once: what the rules raise and what the net sees. */
export interface ReadCase extends TriageCase {
  rules: string[];
  features: Set<string>;
  /**
   * What the net sees when the rules' lexicon misses the labelled entry's own concepts (its triggers' concepts other
   * than spinal pain), the words left as they are: the case where the net must catch what the rules do not.
   */
  ownConceptsHidden: Set<string>;
  /** What the rules raise when their lexicon misses the labelled entry's own concepts: none, or another entry. */
  rulesWithOwnConceptsHidden: string[];
  fold: number;
}

/** Folds by a hash of the text (bytes 4 to 7 of its sha256: the split uses bytes 0 to 3), so they never change. */
const foldOf = (message: string) => createHash('sha256').update(message, 'utf8').digest().readUInt32BE(4) % FOLDS;

export const OWN_CONCEPTS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  RED_FLAG_CATALOGUE.map((entry) => [
    entry.id,
    new Set<string>(entry.triggers.flatMap((trigger) => trigger.all).filter((concept) => concept !== 'spinal-pain')),
  ]),
);

export function withoutConcepts(readings: readonly WindowReading[], hidden: ReadonlySet<string>): WindowReading[] {
  return readings.map((reading) => ({
    ...reading,
    mentions: reading.mentions.filter((mention) => !hidden.has(mention.concept)),
  }));
}

export function readDevelopmentCases(): ReadCase[] {
  return TRIAGE_CASES.filter((each) => splitOf(each.message) === 'development').map((each) => {
    const readings = readForTriage(each.message);
    const own = OWN_CONCEPTS.get(each.entryId ?? '') ?? new Set<string>();
    const ownHidden = withoutConcepts(readings, own);
    return {
      ...each,
      rules: ruleEntries(readings),
      features: netFeatures(readings),
      ownConceptsHidden: netFeatures(ownHidden),
      rulesWithOwnConceptsHidden: ruleEntries(ownHidden),
      fold: foldOf(each.message),
    };
  });
}

/**
 * Each red-flag message is trained on a second time without its own entry's concept features (the words, and their
 * marks where the rules judged a mention not reported, as they are), weighing this much against 1 for a message, so
 * that the net keeps the words and does not lean on the rules' concepts alone (issue 25). Chosen by 5-fold
 * cross-validation on the development split (at 1.5 % false alarms out of fold; recall of the net alone on each red
 * flag read with its own concepts hidden, ReadCase.ownConceptsHidden; weights pruned below 0.15), with the stored
 * model's own recall on the development split kept at 100 %: no copies 64.2 %; these copies at 0.25, 66.0 %; at
 * 0.5, 68.7 %, but the stored model then misses a development cancer-night-pain message the rules miss (its night
 * pain read as not reported; 0.64 against a threshold of 0.66); copies read again with the concepts hidden (the
 * marks lost with them) at 0.5, 68.9 %, and the same message at 0.20. Copies of every message without any concept
 * feature (0.25, 0.5; pruned below 0.1) reached 72.2 / 73.2 %, with the terse ordinary openers
 * (triage/short-openers.test.ts) close under the threshold (0.42 against 0.44 at 0.25).
 */
export const OWN_CONCEPTS_HIDDEN_WEIGHT = 0.25;

const labelOf = (each: ReadCase) => NET_CLASSES.indexOf(each.entryId ?? ORDINARY);

export function trainingRows(cases: readonly ReadCase[]): TrainingRow[] {
  const rows: TrainingRow[] = cases.map((each) => ({ features: each.features, label: labelOf(each) }));
  for (const each of cases) {
    if (each.entryId !== null) {
      const own = OWN_CONCEPTS.get(each.entryId)!;
      const features = new Set([...each.features].filter((feature) => !own.has(feature.slice(2))));
      rows.push({ features, label: labelOf(each), copyWeight: OWN_CONCEPTS_HIDDEN_WEIGHT });
    }
  }
  return rows;
}

export interface OutOfFold {
  /** Each development message's class probabilities, from a model trained on the other folds. */
  probabilities: number[][];
  /** The same on what the net sees with the message's own concepts hidden (ReadCase.ownConceptsHidden). */
  ownConceptsHidden: number[][];
}

/** Each message's probabilities from a model fitted on the other folds, as fitted (temperature 1). */
export function outOfFoldProbabilities(cases: readonly ReadCase[]): OutOfFold {
  const found: OutOfFold = { probabilities: new Array(cases.length), ownConceptsHidden: new Array(cases.length) };
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const model = fitSoftmax(trainingRows(cases.filter((each) => each.fold !== fold)), FIT_OPTIONS);
    cases.forEach((each, index) => {
      if (each.fold !== fold) return;
      found.probabilities[index] = classProbabilities(model, each.features);
      found.ownConceptsHidden[index] = classProbabilities(model, each.ownConceptsHidden);
    });
  }
  return found;
}

/** The probability of not being ordinary. */
export const urgencyOf = (probabilities: readonly number[]) => 1 - probabilities[0]!;

/**
 * The lowest threshold at which the net raises at most CV_NET_FALSE_ALARMS_AT_MOST of the ordinary messages beyond
 * those the rules raise, out of fold: halfway between the last ordinary score allowed and the first one not allowed.
 */
export function chooseThreshold(cases: readonly ReadCase[], probabilities: readonly number[][]): number {
  const ordinary = cases.flatMap((each, index) =>
    each.entryId === null ? [{ each, score: urgencyOf(probabilities[index]!) }] : [],
  );
  const scores = ordinary
    .filter(({ each }) => each.rules.length === 0)
    .map(({ score }) => score)
    .sort((a, b) => b - a);
  const extra = Math.floor(CV_NET_FALSE_ALARMS_AT_MOST * ordinary.length);
  const firstRefused = scores[extra] ?? 0;
  const lastAllowed = extra > 0 ? scores[extra - 1]! : 1;
  return Math.round(((firstRefused + lastAllowed) / 2) * 10_000) / 10_000;
}

/** The stored model: its decision by cross-validation, its weights from the whole development split. */
export function fitTriageNet(cases: readonly ReadCase[], decision: NetDecision): TriageNetModel {
  return { ...decision, ...fitSoftmax(trainingRows(cases), FIT_OPTIONS) };
}
