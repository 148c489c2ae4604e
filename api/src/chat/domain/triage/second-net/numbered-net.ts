import type { WindowReading } from '../triage-message';
import { namedOnly, type TriageResult } from '../triage-result';
import { WORD_CLASSES } from '../find-mentions';
import { type FeatureNaming, FEATURE_NAMES, NOT_REPORTED, visitFeatures } from './net-features';
import { addWeights, entriesFromProbabilities, softmax, TRIAGE_NET, type TriageNetModel } from './triage-net';
import { isPlainComplaint } from './plain-complaint';

/**
 * A model whose features are numbered: each word it knows has an id, each feature an id, so that a message is scored
 * without building a string per word and pair. Scores exactly as classProbabilities does on netFeatures, at the
 * model's temperature: the same weights, added in the same order (each feature once, where it first occurs).
 */
export class NumberedNet {
  private readonly wordIds = new Map<string, number>();
  private readonly weightsById: (readonly number[])[] = [];
  private readonly unigramIds: number[] = [];
  /** Keyed by previous word id * word count + word id. */
  private readonly bigramIds = new Map<number, number>();
  private readonly conceptIds = new Map<string, number>();
  /** The message each feature was last seen in: each counts once per message. */
  private readonly seenIn: Uint32Array;
  private message = 0;
  readonly naming: FeatureNaming<number, number>;

  constructor(readonly model: TriageNetModel) {
    const names = Object.keys(model.weights);
    this.seenIn = new Uint32Array(names.length);
    const wordId = (word: string) => {
      if (!this.wordIds.has(word)) this.wordIds.set(word, this.wordIds.size);
      return this.wordIds.get(word)!;
    };
    const bigrams: [string, string, number][] = [];
    names.forEach((name, id) => {
      this.weightsById.push(model.weights[name]!);
      const rest = name.slice(2);
      if (name.startsWith('w:')) this.unigramIds[wordId(rest)] = id;
      else if (name.startsWith('c:')) return;
      else if (name.startsWith('b:')) {
        // A word may hold '_', or be it ('snake_case' reads 'snake', '_', 'case'): every split that names the
        // feature is kept, so no pair is missed.
        for (let cut = rest.indexOf('_'); cut >= 0; cut = rest.indexOf('_', cut + 1)) {
          bigrams.push([rest.slice(0, cut), rest.slice(cut + 1), id]);
        }
      } else this.conceptIds.set(name, id);
    });
    for (const [previous, word] of bigrams) [previous, word].forEach(wordId);
    const wordCount = this.wordIds.size;
    for (const [previous, word, id] of bigrams) this.bigramIds.set(wordId(previous) * wordCount + wordId(word), id);
    // Each word's class features the model knows, by their ids, as reported and as not reported.
    const idOfName = new Map(names.map((name, id) => [name, id]));
    const classIds = [false, true].map((notReported) => {
      const ids = new Map<string, readonly number[]>();
      for (const word of WORD_CLASSES.keys()) {
        const known = FEATURE_NAMES.classes(word, notReported).flatMap((name) => {
          const id = idOfName.get(name);
          return id === undefined ? [] : [id];
        });
        if (known.length > 0) ids.set(word, known);
      }
      return ids;
    });
    const noClasses: readonly number[] = [];
    const reportedIds = this.conceptIdsMarked('r');
    const mentionedIds = this.conceptIdsMarked('m');
    this.naming = {
      word: (base, notReported) => this.wordIds.get(notReported ? `${NOT_REPORTED}${base}` : base),
      unigram: (word) => this.unigramIds[word],
      classes: (base, notReported) => classIds[notReported ? 1 : 0]!.get(base) ?? noClasses,
      bigram: (previous, word) => this.bigramIds.get(previous * wordCount + word),
      concept: (concept, reported) => (reported ? reportedIds : mentionedIds).get(concept),
    };
  }

  /** The ids of the concept features with this mark ('r' or 'm'), by concept. */
  private conceptIdsMarked(mark: string): Map<string, number> {
    const ids = new Map<string, number>();
    for (const [name, id] of this.conceptIds) {
      const concept = name.slice(2);
      if (FEATURE_NAMES.concept(concept, mark === 'r') === name) ids.set(concept, id);
    }
    return ids;
  }

  classProbabilities(readings: readonly WindowReading[]): number[] {
    this.message = this.message === 0xffffffff ? 1 : this.message + 1;
    if (this.message === 1) this.seenIn.fill(0);
    const logits = [...this.model.bias];
    visitFeatures(readings, this.naming, (id) => {
      if (this.seenIn[id] === this.message) return;
      this.seenIn[id] = this.message;
      addWeights(logits, this.weightsById[id]!);
    });
    return softmax(logits, this.model.temperature);
  }
}

const NUMBERED_NET = new NumberedNet(TRIAGE_NET);

/**
 * The second net's verdict on a message as the triage read it, knowing whether the rules raised an entry. It only
 * ever adds to what the rules raise, and alone never raises a plain spine complaint (plain-complaint.ts).
 */
export function netEntries(readings: readonly WindowReading[], rulesRaised: boolean): TriageResult {
  const net = entriesFromProbabilities(TRIAGE_NET, NUMBERED_NET.classProbabilities(readings), rulesRaised);
  if (!rulesRaised && net.named.length > 0 && isPlainComplaint(readings)) return namedOnly([]);
  return net;
}
