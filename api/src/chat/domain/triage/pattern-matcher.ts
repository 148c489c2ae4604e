import { canonicalWord } from './lexicon/word-forms';
import type { MessageToken } from './read-message';

const NO_ENDS: readonly number[] = [];

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
  /** Per class, its sequences by the words they can start with, and those that can start with any word. */
  byFirstWord: ReadonlyMap<string, { indexed: ReadonlyMap<string, readonly Sequence[]>; anyWord: readonly Sequence[] }>;
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
  const byFirstWord = new Map(
    [...classes].map(([name, sequences]) => {
      const indexed = new Map<string, Sequence[]>();
      const anyWord: Sequence[] = [];
      for (const sequence of sequences) {
        const words = firstWords(sequence, classFirsts);
        if (!words) anyWord.push(sequence);
        else for (const word of words) indexed.set(word, [...(indexed.get(word) ?? []), sequence]);
      }
      return [name, { indexed, anyWord }] as const;
    }),
  );
  return { classes, byFirstWord, firsts, firstsOf: (sequence) => firstWords(sequence, classFirsts) };
}

/**
 * Matches compiled patterns against one message's tokens. Each class's matches at each position are computed once
 * and kept, so the work is bounded by the message's length times the vocabulary's size.
 */
export class MessageMatcher {
  /** Per class, per position: the ends of its matches there (only positions whose word could start one). */
  private readonly classEndsAt = new Map<string, (readonly number[] | undefined)[]>();

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
    const token = this.wordAt(position);
    const firsts = this.vocabulary.firsts.get(name);
    if (!token || (firsts && !firsts.has(token.base) && !firsts.has(token.normal))) return NO_ENDS;
    let memo = this.classEndsAt.get(name);
    if (!memo) {
      memo = new Array<readonly number[] | undefined>(this.tokens.length);
      this.classEndsAt.set(name, memo);
    }
    const cached = memo[position];
    if (cached) return cached;
    const ends: number[] = [];
    const index = this.vocabulary.byFirstWord.get(name);
    if (index) {
      for (const sequence of index.anyWord) this.collect(sequence, 0, position, token.sentence, ends);
      for (const sequence of index.indexed.get(token.base) ?? [])
        this.collect(sequence, 0, position, token.sentence, ends);
      if (token.normal !== token.base) {
        for (const sequence of index.indexed.get(token.normal) ?? []) {
          this.collect(sequence, 0, position, token.sentence, ends);
        }
      }
    }
    const result = ends.length === 0 ? NO_ENDS : [...new Set(ends)].sort((a, b) => a - b);
    memo[position] = result;
    return result;
  }

  /** End positions of the sequence's matches starting at `position`, within one sentence. */
  sequenceEnds(sequence: Sequence, position: number): readonly number[] {
    const token = this.wordAt(position);
    if (!token || !this.mayStart(sequence[0], token, position)) return NO_ENDS;
    const ends: number[] = [];
    this.collect(sequence, 0, position, token.sentence, ends);
    return ends.length === 0 ? NO_ENDS : ends;
  }

  /**
   * Can every required word or class of the sequence be found somewhere in the sentence? A pattern that needs
   * '@chest' is not tried in a sentence without a word for the chest. Each class is looked for once per sentence.
   */
  sentenceCanMatch(sequence: Sequence, sentence: number): boolean {
    for (const element of sequence) {
      if (element.kind !== 'words' || element.optional || element.prefixes.length > 0) continue;
      if (!this.elementInSentence(element, sentence)) return false;
    }
    return true;
  }

  /** [first, end) of each sentence's tokens. */
  private readonly sentenceBounds = new Map<number, [number, number]>();
  private readonly sentenceWords = new Map<number, Set<string>>();
  private readonly sentenceClasses = new Map<string, boolean>();

  private elementInSentence(element: Extract<Element, { kind: 'words' }>, sentence: number): boolean {
    const words = this.wordsOf(sentence);
    for (const word of element.words) if (words.has(word)) return true;
    for (const word of element.exact) if (words.has(word)) return true;
    return element.classes.some((name) => this.classInSentence(name, sentence));
  }

  private boundsOf(sentence: number): [number, number] {
    if (this.sentenceBounds.size === 0) {
      this.tokens.forEach((token, position) => {
        const bounds = this.sentenceBounds.get(token.sentence);
        if (bounds) bounds[1] = position + 1;
        else this.sentenceBounds.set(token.sentence, [position, position + 1]);
      });
    }
    return this.sentenceBounds.get(sentence) ?? [0, 0];
  }

  private wordsOf(sentence: number): ReadonlySet<string> {
    let words = this.sentenceWords.get(sentence);
    if (!words) {
      words = new Set();
      const [first, end] = this.boundsOf(sentence);
      for (let position = first; position < end; position += 1) {
        const token = this.tokens[position];
        if (token) words.add(token.base).add(token.normal);
      }
      this.sentenceWords.set(sentence, words);
    }
    return words;
  }

  private classInSentence(name: string, sentence: number): boolean {
    const key = `${name}:${sentence}`;
    let found = this.sentenceClasses.get(key);
    if (found === undefined) {
      found = false;
      const [first, end] = this.boundsOf(sentence);
      for (let position = first; position < end && !found; position += 1) {
        found = this.classEnds(name, position).length > 0;
      }
      this.sentenceClasses.set(key, found);
    }
    return found;
  }

  /** A cheap first look: can the sequence's first element match this word? (Most candidates fail here.) */
  private mayStart(element: Element | undefined, token: MessageToken, position: number): boolean {
    if (!element || element.kind !== 'words' || element.optional || element.prefixes.length > 0) return true;
    if (element.words.has(token.base) || element.words.has(token.normal) || element.exact.has(token.normal))
      return true;
    return element.classes.some((name) => this.classEnds(name, position).length > 0);
  }

  classNames(): Iterable<string> {
    return this.vocabulary.classes.keys();
  }

  /** Positions inside a phrase of any of these classes, among those tried so far ('not' in 'can not feel'). */
  coveredBy(names: ReadonlySet<string>): Uint8Array {
    const covered = new Uint8Array(this.tokens.length);
    for (const [name, memo] of this.classEndsAt) {
      if (!names.has(name)) continue;
      memo.forEach((ends, start) => {
        if (ends && ends.length > 0) covered.fill(1, start, ends.at(-1));
      });
    }
    return covered;
  }

  private collect(sequence: Sequence, index: number, position: number, sentence: number, ends: number[]): void {
    if (index === sequence.length) {
      ends.push(position);
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
