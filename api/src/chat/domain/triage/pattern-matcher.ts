import { canonicalWord } from './lexicon/word-forms';
import type { MessageToken } from './read-message';

/** How many words '...' may skip: enough for 'weakness in my right leg is getting worse', not a paragraph. */
const GAP_LENGTH = 6;

type Element =
  | {
      kind: 'words';
      words: ReadonlySet<string>;
      /** Matched on the typed form only ('=had' is not 'have'). */
      exact: ReadonlySet<string>;
      prefixes: readonly string[];
      classes: readonly string[];
      optional: boolean;
    }
  | { kind: 'any'; optional: boolean }
  | { kind: 'gap' };

export type Sequence = readonly Element[];

/** One element of the vocabulary's pattern syntax (see lexicon/vocabulary.ts). */
function compileElement(item: string): Element {
  if (item === '...') return { kind: 'gap' };
  const optional = item.endsWith('?') && item.length > 1;
  const body = optional ? item.slice(0, -1) : item;
  if (body === '*') return { kind: 'any', optional };
  const alternatives = body.split('|');
  return {
    kind: 'words',
    words: new Set(alternatives.filter((word) => /^[^@=]/.test(word) && !word.endsWith('*')).map(canonicalWord)),
    exact: new Set(alternatives.filter((word) => word.startsWith('=')).map((word) => word.slice(1))),
    prefixes: alternatives.filter((word) => word.endsWith('*') && word.length > 1).map((word) => word.slice(0, -1)),
    classes: alternatives.filter((word) => word.startsWith('@')).map((word) => word.slice(1)),
    optional,
  };
}

/** Hyphens are spaces, as in a message ('co-codamol' is read 'co codamol'). */
export const compilePattern = (pattern: string): Sequence =>
  pattern
    .split(' ')
    .flatMap((item) => (item.includes('@') ? [item] : item.replace(/([a-z0-9])-(?=[a-z0-9])/g, '$1 ').split(' ')))
    .filter(Boolean)
    .map(compileElement);

/** The words a match of the sequence can start with; undefined when it can start with any word. */
function firstWords(sequence: Sequence, classFirsts: (name: string) => ReadonlySet<string> | undefined) {
  const firsts = new Set<string>();
  for (const element of sequence) {
    if (element.kind !== 'words' || element.prefixes.length > 0) return undefined;
    for (const word of [...element.words, ...element.exact]) firsts.add(word);
    for (const name of element.classes) {
      const ofClass = classFirsts(name);
      if (!ofClass) return undefined;
      for (const word of ofClass) firsts.add(word);
    }
    if (!element.optional) return firsts;
  }
  return undefined;
}

/**
 * Compiled vocabulary: each class's sequences and the words its matches can start with, so a message is only tried
 * against what could match at each word.
 */
export interface CompiledVocabulary {
  classes: ReadonlyMap<string, readonly Sequence[]>;
  firsts: ReadonlyMap<string, ReadonlySet<string> | undefined>;
  firstsOf(sequence: Sequence): ReadonlySet<string> | undefined;
}

export function compileVocabulary(vocabulary: Readonly<Record<string, readonly string[]>>): CompiledVocabulary {
  const classes = new Map(Object.entries(vocabulary).map(([name, patterns]) => [name, patterns.map(compilePattern)]));
  const firsts = new Map<string, ReadonlySet<string> | undefined>();
  const visiting = new Set<string>();
  const classFirsts = (name: string): ReadonlySet<string> | undefined => {
    if (firsts.has(name)) return firsts.get(name);
    const sequences = classes.get(name);
    if (!sequences) throw new Error(`Unknown vocabulary class @${name}`);
    if (visiting.has(name)) throw new Error(`Vocabulary class @${name} refers to itself`);
    visiting.add(name);
    let union: Set<string> | undefined = new Set();
    for (const sequence of sequences) {
      const ofSequence = firstWords(sequence, classFirsts);
      if (!ofSequence) union = undefined;
      else if (union) for (const word of ofSequence) union.add(word);
    }
    visiting.delete(name);
    firsts.set(name, union);
    return union;
  };
  for (const name of classes.keys()) classFirsts(name);
  return { classes, firsts, firstsOf: (sequence) => firstWords(sequence, classFirsts) };
}

/**
 * Matches compiled patterns against one message's tokens. Each class's matches at each position are computed once
 * and kept, so the work is bounded by the message's length times the vocabulary's size.
 */
export class MessageMatcher {
  private readonly classEndsAt = new Map<string, number[]>();

  constructor(
    private readonly vocabulary: CompiledVocabulary,
    readonly tokens: readonly MessageToken[],
  ) {}

  private wordAt(position: number): MessageToken | undefined {
    const token = this.tokens[position];
    return token && !token.isPunctuation ? token : undefined;
  }

  /** End positions (exclusive) of every match of the class starting at `position`. */
  classEnds(name: string, position: number): readonly number[] {
    const key = `${name}:${position}`;
    const cached = this.classEndsAt.get(key);
    if (cached) return cached;
    const ends = new Set<number>();
    const token = this.wordAt(position);
    const firsts = this.vocabulary.firsts.get(name);
    if (token && (!firsts || firsts.has(token.base) || firsts.has(token.normal))) {
      for (const sequence of this.vocabulary.classes.get(name) ?? [])
        this.collect(sequence, 0, position, token.sentence, ends);
    }
    const result = [...ends].sort((a, b) => a - b);
    this.classEndsAt.set(key, result);
    return result;
  }

  /** End positions of the sequence's matches starting at `position`, within one sentence. */
  sequenceEnds(sequence: Sequence, position: number): number[] {
    const token = this.wordAt(position);
    if (!token) return [];
    const ends = new Set<number>();
    this.collect(sequence, 0, position, token.sentence, ends);
    return [...ends];
  }

  /** [first, end) of a sentence's tokens. */
  sentenceRange(sentence: number): [number, number] {
    const first = this.tokens.findIndex((token) => token.sentence === sentence);
    const last = this.tokens.findLastIndex((token) => token.sentence === sentence);
    return [first, last + 1];
  }

  classNames(): Iterable<string> {
    return this.vocabulary.classes.keys();
  }

  /** Positions inside a phrase of any of these classes, among those tried so far ('not' in 'can not feel'). */
  coveredBy(names: ReadonlySet<string>): Uint8Array {
    const covered = new Uint8Array(this.tokens.length);
    for (const [key, ends] of this.classEndsAt) {
      const separator = key.lastIndexOf(':');
      if (ends.length === 0 || !names.has(key.slice(0, separator))) continue;
      const start = Number(key.slice(separator + 1));
      covered.fill(1, start, Math.max(...ends));
    }
    return covered;
  }

  /** Does the class match anywhere in [from, to)? Returns the first start found, or -1. */
  findClass(name: string, from: number, to: number): number {
    for (let position = Math.max(0, from); position < Math.min(to, this.tokens.length); position += 1) {
      if (this.classEnds(name, position).length > 0) return position;
    }
    return -1;
  }

  private collect(sequence: Sequence, index: number, position: number, sentence: number, ends: Set<number>): void {
    if (index === sequence.length) {
      ends.add(position);
      return;
    }
    const element = sequence[index]!;
    if (element.kind === 'gap') {
      for (let skipped = 0; skipped <= GAP_LENGTH; skipped += 1) {
        const at = position + skipped;
        if (skipped > 0 && this.tokens[at - 1]?.sentence !== sentence) break;
        if (skipped > 0 && this.tokens[at - 1]?.isPunctuation && this.tokens[at - 1]?.normal !== ',') break;
        this.collect(sequence, index + 1, at, sentence, ends);
      }
      return;
    }
    if (element.optional) this.collect(sequence, index + 1, position, sentence, ends);
    const token = this.wordAt(position);
    if (!token || token.sentence !== sentence) return;
    if (element.kind === 'any') {
      this.collect(sequence, index + 1, position + 1, sentence, ends);
      return;
    }
    if (
      element.words.has(token.base) ||
      element.words.has(token.normal) ||
      element.exact.has(token.normal) ||
      element.prefixes.some((prefix) => token.normal.startsWith(prefix))
    ) {
      this.collect(sequence, index + 1, position + 1, sentence, ends);
    }
    for (const name of element.classes) {
      for (const end of this.classEnds(name, position)) this.collect(sequence, index + 1, end, sentence, ends);
    }
  }
}
