import type { SoftmaxWeights } from '../../domain/triage/second-net/triage-net';

export interface TrainingRow {
  features: ReadonlySet<string>;
  /** Index into the classes; 0 is an ordinary message. */
  label: number;
  /**
   * Given for a copy of a message made for training alone (its features partly hidden): how much it counts in the
   * loss, against 1 for a message. A copy does not count towards a feature's minCount.
   */
  copyWeight?: number;
}

export interface FitOptions {
  classes: readonly string[];
  /** L2 penalty on the weights (not the biases), per message. */
  l2: number;
  /** A feature seen in fewer training messages than this is left out: too rare to learn from, and it keeps the model small. */
  minCount: number;
  iterations: number;
  learningRate: number;
  /** Stored weights smaller than this in size are dropped; the rest are rounded to 3 decimals. */
  pruneBelow: number;
}

/** The features seen in at least minCount messages, sorted so that the model does not depend on the rows' order. */
function vocabularyOf(rows: readonly TrainingRow[], minCount: number): string[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.copyWeight === undefined)
      for (const feature of row.features) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, count]) => count >= minCount)
    .map(([feature]) => feature)
    .sort();
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Multinomial logistic regression by full-batch gradient descent (Adam), from zero weights: no random start and no
 * shuffling, so the same rows give the same model on every run. Returns the weights in their stored form (pruned and
 * rounded).
 */
export function fitSoftmax(rows: readonly TrainingRow[], options: FitOptions): SoftmaxWeights {
  const vocabulary = vocabularyOf(rows, options.minCount);
  const index = new Map(vocabulary.map((feature, position) => [feature, position]));
  const classCount = options.classes.length;
  // Each row's features as offsets into the weights, so the inner loops add without multiplying.
  const offsets = rows.map((row) =>
    Int32Array.from(
      [...row.features].flatMap((feature) => index.get(feature) ?? []),
      (at) => at * classCount,
    ),
  );
  const labels = Int32Array.from(rows, (row) => row.label);
  const rowWeights = Float64Array.from(rows, (row) => row.copyWeight ?? 1);
  const totalWeight = rowWeights.reduce((sum, weight) => sum + weight, 0);
  const biasAt = vocabulary.length * classCount; // the last block of classCount holds the biases
  const size = biasAt + classCount;
  const weights = new Float64Array(size);
  const gradient = new Float64Array(size);
  const moment = new Float64Array(size);
  const velocity = new Float64Array(size);
  const scores = new Float64Array(classCount);
  const [beta1, beta2, epsilon] = [0.9, 0.999, 1e-8];
  for (let step = 1; step <= options.iterations; step += 1) {
    gradient.fill(0);
    for (let row = 0; row < rows.length; row += 1) {
      const active = offsets[row]!;
      scores.set(weights.subarray(biasAt, size));
      for (const offset of active) for (let k = 0; k < classCount; k += 1) scores[k]! += weights[offset + k]!;
      let top = -Infinity;
      for (let k = 0; k < classCount; k += 1) top = Math.max(top, scores[k]!);
      let total = 0;
      for (let k = 0; k < classCount; k += 1) {
        scores[k] = Math.exp(scores[k]! - top);
        total += scores[k]!;
      }
      // The gradient of the weighted mean cross-entropy: (probability - 1 for the label) * weight / total weight.
      const share = rowWeights[row]! / totalWeight;
      for (let k = 0; k < classCount; k += 1) scores[k] = (scores[k]! / total - (k === labels[row] ? 1 : 0)) * share;
      for (let k = 0; k < classCount; k += 1) gradient[biasAt + k]! += scores[k]!;
      for (const offset of active) for (let k = 0; k < classCount; k += 1) gradient[offset + k]! += scores[k]!;
    }
    const [fade1, fade2] = [1 - beta1 ** step, 1 - beta2 ** step];
    for (let at = 0; at < size; at += 1) {
      const g = gradient[at]! + (at < biasAt ? options.l2 * weights[at]! : 0);
      moment[at] = beta1 * moment[at]! + (1 - beta1) * g;
      velocity[at] = beta2 * velocity[at]! + (1 - beta2) * g * g;
      weights[at]! -= (options.learningRate * (moment[at]! / fade1)) / (Math.sqrt(velocity[at]! / fade2) + epsilon);
    }
  }
  const stored: Record<string, number[]> = {};
  vocabulary.forEach((feature, position) => {
    const kept: number[] = [];
    for (let k = 0; k < classCount; k += 1) {
      const weight = weights[position * classCount + k]!;
      if (Math.abs(weight) >= options.pruneBelow) kept.push(k, round3(weight));
    }
    if (kept.length > 0) stored[feature] = kept;
  });
  return {
    classes: options.classes,
    bias: options.classes.map((_, k) => round3(weights[biasAt + k]!)),
    weights: stored,
  };
}
