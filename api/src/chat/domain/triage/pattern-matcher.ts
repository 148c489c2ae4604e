import {
  type Atoms,
  type CompiledLexicon,
  type CompiledSequence,
  type Element,
  GAP_LENGTH,
  type SequenceIndex,
  type TrieNode,
} from './compiled-lexicon';
import type { MessageToken } from './read-message';

const NONE: readonly number[] = [];

/** A phrase of a class, or a match of a sequence, in a message: its first token and the token after its last. */
export interface Span {
  start: number;
  end: number;
}

/**
 * One message matched against the compiled vocabulary. The trie of plain phrases is walked once from each word
 * (the walk stops at the sentence's end and after the longest phrase), then the classes' sequences are evaluated
 * from the places their first word or class occurs; other sequences are matched the same way on demand. The work
 * is linear in the message's length for a given vocabulary.
 */
export class MessageMatcher {
  private readonly normalIds: Int32Array;
  private readonly baseIds: Int32Array;
  /** Positions of each word id (typed or base form), and of each typed form, by id. */
  private readonly wordPositions: (number[] | undefined)[];
  private readonly exactPositions: (number[] | undefined)[];
  /** The word ids the message holds, each once. */
  private readonly presentWords: number[] = [];
  /** Per class: its phrases' start positions, and the ends of those starting at each. */
  private readonly classStarts: number[][];
  private readonly classEndsAt: Map<number, number[]>[];
  /** Stamps for removing repeated positions without allocating a set. */
  private readonly seen: Int32Array;
  private stamp = 0;

  constructor(
    private readonly lexicon: CompiledLexicon,
    readonly tokens: readonly MessageToken[],
  ) {
    const length = tokens.length;
    this.normalIds = new Int32Array(length);
    this.baseIds = new Int32Array(length);
    this.seen = new Int32Array(length + 1);
    this.classStarts = lexicon.classNames.map(() => []);
    this.classEndsAt = lexicon.classNames.map(() => new Map());
    this.wordPositions = new Array<number[] | undefined>(lexicon.wordIds.size);
    this.exactPositions = new Array<number[] | undefined>(lexicon.wordIds.size);
    for (let position = 0; position < length; position += 1) {
      const token = tokens[position]!;
      const normalId = token.isPunctuation ? -1 : (lexicon.wordIds.get(token.normal) ?? -1);
      const baseId = token.isPunctuation ? -1 : (lexicon.wordIds.get(token.base) ?? -1);
      this.normalIds[position] = normalId;
      this.baseIds[position] = baseId;
      if (normalId >= 0) {
        this.addPosition(this.wordPositions, normalId, position);
        this.addPosition(this.exactPositions, normalId, position);
      }
      if (baseId >= 0 && baseId !== normalId) this.addPosition(this.wordPositions, baseId, position);
    }
    for (let position = 0; position < length; position += 1) {
      const token = tokens[position]!;
      if (!token.isPunctuation) this.walk(lexicon.trie, position, position, token.sentence);
    }
    for (const { classId, sequence } of lexicon.classRules) {
      for (const start of this.candidateStarts(sequence)) {
        for (const end of this.endsFrom(sequence.elements, start)) this.record(classId, start, end);
      }
    }
    for (const starts of this.classStarts) if (starts.length > 1) starts.sort((a, b) => a - b);
  }

  /** Every phrase of the class, by start, each with its longest end. */
  spans(name: string): Span[] {
    const classId = this.lexicon.classIds.get(name);
    if (classId === undefined) throw new Error(`Unknown vocabulary class @${name}`);
    const endsAt = this.classEndsAt[classId]!;
    return this.classStarts[classId]!.map((start) => ({ start, end: Math.max(...endsAt.get(start)!) }));
  }

  /** Positions inside a phrase of any class but these ('not' in 'can not feel'). */
  coveredByAllBut(excluded: ReadonlySet<string>): Uint8Array {
    const covered = new Uint8Array(this.tokens.length);
    this.classStarts.forEach((starts, classId) => {
      if (starts.length === 0 || excluded.has(this.lexicon.classNames[classId]!)) return;
      for (const start of starts) covered.fill(1, start, Math.max(...this.classEndsAt[classId]!.get(start)!));
    });
    return covered;
  }

  /**
   * The indexed sequences that may match this message (its words or classes hold their first element), in the
   * index's order.
   */
  candidates(index: SequenceIndex): number[] {
    const found = new Set<number>(index.always);
    const add = (sequences: readonly number[] | undefined) => sequences?.forEach((each) => found.add(each));
    for (const id of this.presentWords) {
      add(index.byWord.get(id));
      if (this.exactPositions[id]) add(index.byExact.get(id));
    }
    this.classStarts.forEach((starts, classId) => {
      if (starts.length > 0) add(index.byClass.get(classId));
    });
    return [...found].sort((a, b) => a - b);
  }

  /** Every match of the sequence: where it starts and its longest end. */
  matches(sequence: CompiledSequence): Span[] {
    if (!this.mayMatch(sequence)) return [];
    const found: Span[] = [];
    for (const start of this.candidateStarts(sequence)) {
      const ends = this.endsFrom(sequence.elements, start);
      if (ends.length > 0) found.push({ start, end: Math.max(...ends) });
    }
    return found;
  }

  private addPosition(positions: (number[] | undefined)[], id: number, position: number) {
    const list = positions[id];
    if (list) list.push(position);
    else {
      positions[id] = [position];
      if (positions === this.wordPositions) this.presentWords.push(id);
    }
  }

  private record(classId: number, start: number, end: number) {
    const endsAt = this.classEndsAt[classId]!;
    const ends = endsAt.get(start);
    if (!ends) {
      endsAt.set(start, [end]);
      this.classStarts[classId]!.push(start);
    } else if (!ends.includes(end)) ends.push(end);
  }

  /** Follows the trie from `node` with the token at `position`, recording every phrase that ends on the way. */
  private walk(node: TrieNode, start: number, position: number, sentence: number) {
    const token = this.tokens[position];
    if (!token || token.isPunctuation || token.sentence !== sentence) return;
    const normalId = this.normalIds[position]!;
    const baseId = this.baseIds[position]!;
    if (normalId >= 0) {
      this.enter(node.next.get(normalId), start, position, sentence);
      this.enter(node.exact.get(normalId), start, position, sentence);
    }
    if (baseId >= 0 && baseId !== normalId) this.enter(node.next.get(baseId), start, position, sentence);
    this.enter(node.any, start, position, sentence);
    for (const [prefix, child] of node.prefixes) {
      if (token.normal.startsWith(prefix)) this.enter(child, start, position, sentence);
    }
  }

  private enter(node: TrieNode | undefined, start: number, position: number, sentence: number) {
    if (!node) return;
    for (const classId of node.classes) this.record(classId, start, position + 1);
    if (node.isInner) this.walk(node, start, position + 1, sentence);
  }

  /** Where a sequence's matches may start: the positions of its first words and classes, or every word. */
  private candidateStarts(sequence: CompiledSequence): readonly number[] {
    const { firsts } = sequence;
    if (!firsts) return this.tokens.flatMap((token, position) => (token.isPunctuation ? [] : [position]));
    const starts: number[] = [];
    this.stamp += 1;
    const add = (positions: readonly number[] | undefined) => {
      for (const position of positions ?? NONE) {
        if (this.seen[position] === this.stamp) continue;
        this.seen[position] = this.stamp;
        starts.push(position);
      }
    };
    for (const id of firsts.words) add(this.wordPositions[id]);
    for (const id of firsts.exact) add(this.exactPositions[id]);
    for (const classId of firsts.classes) add(this.classStarts[classId]);
    return starts;
  }

  /** Does the message hold at least one of these words or phrases? */
  private holdsAny(atoms: Atoms): boolean {
    for (const id of atoms.words) if (this.wordPositions[id]) return true;
    for (const id of atoms.exact) if (this.exactPositions[id]) return true;
    for (const classId of atoms.classes) if (this.classStarts[classId]!.length > 0) return true;
    return false;
  }

  /** Can the sequence match at all: does the message hold something of each element every match needs? */
  private mayMatch(sequence: CompiledSequence): boolean {
    for (const atoms of sequence.required) if (!this.holdsAny(atoms)) return false;
    return true;
  }

  /** The ends of the sequence's matches from `start`, within its sentence: the positions reached, element by element. */
  private endsFrom(elements: readonly Element[], start: number): readonly number[] {
    const first = this.tokens[start];
    if (!first || first.isPunctuation) return NONE;
    let current: readonly number[] = [start];
    for (const element of elements) {
      const next: number[] = [];
      this.stamp += 1;
      for (const position of current) this.step(element, position, first.sentence, next);
      if (next.length === 0) return NONE;
      current = next;
    }
    return current;
  }

  private reach(position: number, into: number[]) {
    if (this.seen[position] === this.stamp) return;
    this.seen[position] = this.stamp;
    into.push(position);
  }

  private step(element: Element, position: number, sentence: number, into: number[]) {
    if (element.kind === 'gap') {
      for (let skipped = 0; skipped <= GAP_LENGTH; skipped += 1) {
        const at = position + skipped;
        const previous = this.tokens[at - 1];
        if (skipped > 0 && (previous?.sentence !== sentence || (previous.isPunctuation && previous.normal !== ','))) {
          break;
        }
        this.reach(at, into);
      }
      return;
    }
    if (element.optional) this.reach(position, into);
    const token = this.tokens[position];
    if (!token || token.isPunctuation || token.sentence !== sentence) return;
    if (element.kind === 'any') {
      this.reach(position + 1, into);
      return;
    }
    const normalId = this.normalIds[position]!;
    const baseId = this.baseIds[position]!;
    if (
      element.words.has(normalId) ||
      element.words.has(baseId) ||
      element.exact.has(normalId) ||
      element.prefixes.some((prefix) => token.normal.startsWith(prefix))
    ) {
      this.reach(position + 1, into);
    }
    for (const classId of element.classes) {
      for (const end of this.classEndsAt[classId]!.get(position) ?? NONE) this.reach(end, into);
    }
  }
}
