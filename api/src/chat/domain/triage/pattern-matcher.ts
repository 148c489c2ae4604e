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
import { TypedArena } from './typed-arena';

const ascending = (a: number, b: number) => a - b;
/** Bits of MessageMatcher.presence. */
const WORD = 1;
const TYPED = 2;

/** A phrase of a class, or a match of a sequence, in a message: its first token and the token after its last. */
export interface Span {
  start: number;
  end: number;
}

/** The matches of a sequence that matches nowhere: one shared empty array (read-only to its callers). */
const NO_SPANS: readonly Span[] = [];
/** The starts of a class the message does not hold. */
const NO_STARTS: readonly number[] = [];

/**
 * One message matched against the compiled vocabulary. The trie of plain phrases is walked once from each word
 * (the walk stops at the sentence's end and after the longest phrase), then the classes' sequences are evaluated
 * from the places their first word or class occurs; other sequences are matched the same way on demand. The work
 * is linear in the message's length for a given vocabulary.
 */
export class MessageMatcher {
  private readonly normalIds: Int32Array;
  private readonly baseIds: Int32Array;
  /**
   * Each word's sentence, -1 for punctuation and past the end: where a phrase may continue, read without the token
   * objects.
   */
  private readonly wordSentence: Int32Array;
  /**
   * Positions of each word id (typed or base form), as chains in typed arrays rather than an array per word: per id,
   * its first link plus one (0: none); per link, its position and the next link plus one, in ascending positions.
   */
  private readonly firstLink: Int32Array;
  private readonly linkPosition: Int32Array;
  private readonly nextLink: Int32Array;
  /** The word ids the message holds, each once. */
  private readonly heldIds: Int32Array;
  private heldCount = 0;
  /** Per word id: WORD if the message holds it in either form, plus TYPED if as typed. */
  private readonly presence: Uint8Array;
  /** Per class: its phrases' start positions. Made when the class is first found: a message holds few classes. */
  private readonly classStarts: (number[] | undefined)[];
  /**
   * Every phrase of every class, chained by start rather than a Map per class: per start, its last phrase plus one (0:
   * none); per phrase, its class, its end and the previous phrase from the same start plus one.
   */
  private readonly lastPhraseAt: Int32Array;
  private phraseClass: Int32Array;
  private phraseEnd: Int32Array;
  private previousPhrase: Int32Array;
  private phraseCount = 0;
  /** Stamps for removing repeated positions without allocating a set. */
  private readonly seen: Int32Array;
  private stamp = 0;
  /** The positions a sequence has reached, and those the next element reaches: swapped element by element. */
  private reached: Int32Array;
  private reachedCount = 0;
  private reaching: Int32Array;
  private reachingCount = 0;
  /** Where the sequence being matched may start (candidateStarts): a buffer, rewritten for each sequence. */
  private readonly starts: Int32Array;
  /** Every word's position, for sequences that can start anywhere; made on first use (wordCount < 0 until then). */
  private readonly wordStarts: Int32Array;
  private wordCount = -1;

  constructor(
    private readonly lexicon: CompiledLexicon,
    readonly tokens: readonly MessageToken[],
  ) {
    const length = tokens.length;
    const vocabularySize = lexicon.wordIds.size;
    const arena = new TypedArena({ bytes: vocabularySize, ints: vocabularySize + 18 * (length + 1) });
    this.presence = arena.uint8(vocabularySize);
    this.firstLink = arena.int32(vocabularySize);
    this.linkPosition = arena.int32(2 * (length + 1));
    this.nextLink = arena.int32(2 * (length + 1));
    this.heldIds = arena.int32(2 * (length + 1));
    this.lastPhraseAt = arena.int32(length + 1);
    this.normalIds = arena.int32(length + 1);
    this.baseIds = arena.int32(length + 1);
    this.wordSentence = arena.int32(length + 1);
    this.seen = arena.int32(length + 1);
    this.reached = arena.int32(length + 1);
    this.reaching = arena.int32(length + 1);
    this.starts = arena.int32(length + 1);
    this.wordStarts = arena.int32(length + 1);
    // The position past the last token ends every phrase, as punctuation does.
    this.wordSentence[length] = -1;
    this.classStarts = new Array<number[] | undefined>(lexicon.classNames.length).fill(undefined);
    // A phrase per word is room enough for most messages; more makes larger arrays (addPhrase).
    this.phraseClass = arena.int32(length + 1);
    this.phraseEnd = arena.int32(length + 1);
    this.previousPhrase = arena.int32(length + 1);
    // From the last word back, so that each word's chain of positions is in ascending order.
    let links = 0;
    for (let position = length - 1; position >= 0; position -= 1) {
      const token = tokens[position]!;
      const normalId = token.isPunctuation ? -1 : (lexicon.wordIds.get(token.normal) ?? -1);
      // Most words are their own base form: one look-up serves both.
      const baseId =
        token.isPunctuation || token.base === token.normal ? normalId : (lexicon.wordIds.get(token.base) ?? -1);
      this.normalIds[position] = normalId;
      this.baseIds[position] = baseId;
      this.wordSentence[position] = token.isPunctuation ? -1 : token.sentence;
      if (normalId >= 0) {
        links = this.addPosition(normalId, position, links);
        this.presence[normalId] = WORD | TYPED;
      }
      if (baseId >= 0 && baseId !== normalId) {
        links = this.addPosition(baseId, position, links);
        this.presence[baseId]! |= WORD;
      }
    }
    const { opensPhrase } = lexicon;
    for (let position = 0; position < length; position += 1) {
      const token = tokens[position]!;
      if (token.isPunctuation) continue;
      const opens = !opensPhrase || opensPhrase[this.normalIds[position]!] || opensPhrase[this.baseIds[position]!];
      if (opens) this.walk(lexicon.trie, position, position, token.sentence);
    }
    for (const { classId, sequence } of lexicon.classRules) {
      // The classes a rule names are all found before it (classRules' order), so the prefilter holds here too.
      if (!this.mayMatch(sequence)) continue;
      const count = this.candidateStarts(sequence);
      for (let candidate = 0; candidate < count; candidate += 1) {
        const start = this.starts[candidate]!;
        this.reachEnds(sequence.elements, start);
        // record() does not touch the buffers, so the ends are read in place.
        for (let index = 0; index < this.reachedCount; index += 1) this.record(classId, start, this.reached[index]!);
      }
    }
    // The trie records each class's starts in order; only a class with sequences may need sorting (and sort()
    // allocates working space on every call).
    for (const starts of this.classStarts) if (starts && !isAscending(starts)) starts.sort(ascending);
  }

  /** Visits every phrase of the class, by start, with its longest end, without an object per phrase. */
  eachSpan(name: string, visit: (start: number, end: number) => void): void {
    const classId = this.classIdOf(name);
    for (const start of this.classStarts[classId] ?? []) visit(start, this.longestEnd(classId, start));
  }

  /** Where the class's phrases start, in order: the matcher's own list (read it, never write it), no copy. */
  startsOf(name: string): readonly number[] {
    return this.classStarts[this.classIdOf(name)] ?? NO_STARTS;
  }

  /** The end of the class's longest phrase from one of its starts. */
  spanEnd(name: string, start: number): number {
    return this.longestEnd(this.classIdOf(name), start);
  }

  private classIdOf(name: string): number {
    const classId = this.lexicon.classIds.get(name);
    if (classId === undefined) throw new Error(`Unknown vocabulary class @${name}`);
    return classId;
  }

  /** Marks in `covered` (zeroed, one per token) the positions inside a phrase of any class but these ('not' in 'can not feel'). */
  coverAllBut(excluded: ReadonlySet<string>, covered: Uint8Array): Uint8Array {
    this.classStarts.forEach((starts, classId) => {
      if (!starts || excluded.has(this.lexicon.classNames[classId]!)) return;
      for (const start of starts) covered.fill(1, start, this.longestEnd(classId, start));
    });
    return covered;
  }

  /**
   * 1 for each indexed sequence that may match this message (its words or classes hold their first element): a mask
   * read in the index's order, not a list of them, which grew by push() to a thousand entries per message.
   */
  candidates(index: SequenceIndex): Uint8Array {
    const isCandidate = new Uint8Array(index.count);
    for (const each of index.always) isCandidate[each] = 1;
    for (let held = 0; held < this.heldCount; held += 1) {
      const id = this.heldIds[held]!;
      markAll(isCandidate, index.byWord.get(id));
      if (this.presence[id]! & TYPED) markAll(isCandidate, index.byExact.get(id));
    }
    for (let classId = 0; classId < this.classStarts.length; classId += 1) {
      if (this.classStarts[classId]) markAll(isCandidate, index.byClass.get(classId));
    }
    return isCandidate;
  }

  /** Every match of the sequence: where it starts and its longest end. Most sequences tried match nowhere. */
  matches(sequence: CompiledSequence): readonly Span[] {
    if (!this.mayMatch(sequence)) return NO_SPANS;
    let found: Span[] | undefined;
    const count = this.candidateStarts(sequence);
    for (let candidate = 0; candidate < count; candidate += 1) {
      const start = this.starts[candidate]!;
      this.reachEnds(sequence.elements, start);
      if (this.reachedCount > 0) (found ??= []).push({ start, end: longest(this.reached, this.reachedCount) });
    }
    return found ?? NO_SPANS;
  }

  /** Puts the position first in the word's chain (positions are added from the last); returns the links used. */
  private addPosition(id: number, position: number, links: number): number {
    if (this.firstLink[id] === 0) {
      this.heldIds[this.heldCount] = id;
      this.heldCount += 1;
    }
    this.linkPosition[links] = position;
    this.nextLink[links] = this.firstLink[id]!;
    this.firstLink[id] = links + 1;
    return links + 1;
  }

  /** Records a phrase of the class, once; its start joins the class's starts the first time it is seen. */
  private record(classId: number, start: number, end: number) {
    let startKnown = false;
    for (let phrase = this.lastPhraseAt[start]!; phrase > 0; phrase = this.previousPhrase[phrase - 1]!) {
      if (this.phraseClass[phrase - 1] !== classId) continue;
      if (this.phraseEnd[phrase - 1] === end) return;
      startKnown = true;
    }
    if (!startKnown) {
      const starts = this.classStarts[classId];
      if (starts) starts.push(start);
      else this.classStarts[classId] = [start];
    }
    this.addPhrase(classId, start, end);
  }

  private addPhrase(classId: number, start: number, end: number) {
    if (this.phraseCount === this.phraseClass.length) {
      const grown = (from: Int32Array) => {
        const to = new Int32Array(2 * from.length);
        to.set(from);
        return to;
      };
      this.phraseClass = grown(this.phraseClass);
      this.phraseEnd = grown(this.phraseEnd);
      this.previousPhrase = grown(this.previousPhrase);
    }
    const phrase = this.phraseCount;
    this.phraseClass[phrase] = classId;
    this.phraseEnd[phrase] = end;
    this.previousPhrase[phrase] = this.lastPhraseAt[start]!;
    this.lastPhraseAt[start] = phrase + 1;
    this.phraseCount += 1;
  }

  /** The longest phrase of the class from a start it is known at. */
  private longestEnd(classId: number, start: number): number {
    let most = -Infinity;
    for (let phrase = this.lastPhraseAt[start]!; phrase > 0; phrase = this.previousPhrase[phrase - 1]!) {
      if (this.phraseClass[phrase - 1] === classId && this.phraseEnd[phrase - 1]! > most)
        most = this.phraseEnd[phrase - 1]!;
    }
    return most;
  }

  /** Follows the trie from `node` with the token at `position`, recording every phrase that ends on the way. */
  private walk(node: TrieNode, start: number, position: number, sentence: number) {
    if (this.wordSentence[position] !== sentence) return;
    const normalId = this.normalIds[position]!;
    const baseId = this.baseIds[position]!;
    if (normalId >= 0) {
      this.enter(node.next.get(normalId), start, position, sentence);
      // Almost no node has an exact edge: most share one empty map.
      if (node.exact.size > 0) this.enter(node.exact.get(normalId), start, position, sentence);
    }
    if (baseId >= 0 && baseId !== normalId) this.enter(node.next.get(baseId), start, position, sentence);
    this.enter(node.any, start, position, sentence);
    if (node.prefixes.length > 0) this.enterPrefixes(node.prefixes, start, position, sentence);
  }

  /**
   * Enters each prefix's node the word starts with. The root has some twenty prefixes, tried from every word: a first
   * letter that differs rules one out without a call to startsWith().
   */
  private enterPrefixes(prefixes: readonly [string, TrieNode][], start: number, position: number, sentence: number) {
    const word = this.tokens[position]!.normal;
    const initial = word.charCodeAt(0);
    for (let index = 0; index < prefixes.length; index += 1) {
      const [prefix, child] = prefixes[index]!;
      if (prefix.charCodeAt(0) === initial && word.startsWith(prefix)) this.enter(child, start, position, sentence);
    }
  }

  private enter(node: TrieNode | undefined, start: number, position: number, sentence: number) {
    if (!node) return;
    for (const classId of node.classes) this.record(classId, start, position + 1);
    if (node.isInner) this.walk(node, start, position + 1, sentence);
  }

  /**
   * Where a sequence's matches may start: the positions of its first words and classes, or every word. Left in
   * `starts` (read before the next sequence is matched); returns how many.
   */
  private candidateStarts(sequence: CompiledSequence): number {
    const { firsts } = sequence;
    if (!firsts) {
      if (this.wordCount < 0) {
        this.wordCount = 0;
        this.tokens.forEach((token, position) => {
          if (token.isPunctuation) return;
          this.wordStarts[this.wordCount] = position;
          this.wordCount += 1;
        });
      }
      this.starts.set(this.wordStarts.subarray(0, this.wordCount));
      return this.wordCount;
    }
    let count = 0;
    this.stamp += 1;
    for (const id of firsts.words) count = this.addWordStarts(id, count);
    for (const id of firsts.exact) {
      // Only where the word is typed as it is (not only its base form).
      if (this.presence[id]! & TYPED) count = this.addWordStarts(id, count, id);
    }
    for (const classId of firsts.classes) {
      for (const position of this.classStarts[classId] ?? []) count = this.addStart(position, count);
    }
    return count;
  }

  /** Adds the word's positions (only those typed as `typedAs`, if given) to `starts`; returns the new count. */
  private addWordStarts(id: number, count: number, typedAs = -1): number {
    let added = count;
    for (let link = this.firstLink[id]!; link > 0; link = this.nextLink[link - 1]!) {
      const position = this.linkPosition[link - 1]!;
      if (typedAs < 0 || this.normalIds[position] === typedAs) added = this.addStart(position, added);
    }
    return added;
  }

  /** Adds the position to `starts` unless already seen under the current stamp; returns the new count. */
  private addStart(position: number, count: number): number {
    if (this.seen[position] === this.stamp) return count;
    this.seen[position] = this.stamp;
    this.starts[count] = position;
    return count + 1;
  }

  /** Does the message hold at least one of these words or phrases? */
  private holdsAny(atoms: Atoms): boolean {
    for (const id of atoms.words) if (this.presence[id]) return true;
    for (const id of atoms.exact) if (this.presence[id]! & TYPED) return true;
    for (const classId of atoms.classes) if (this.classStarts[classId]) return true;
    return false;
  }

  /** Can the sequence match at all: does the message hold something of each element every match needs? */
  private mayMatch(sequence: CompiledSequence): boolean {
    for (const atoms of sequence.required) if (!this.holdsAny(atoms)) return false;
    return true;
  }

  /**
   * The ends of the sequence's matches from `start`, within its sentence: the positions reached, element by element,
   * left in `reached` (none when it does not match).
   */
  private reachEnds(elements: readonly Element[], start: number): void {
    this.reachedCount = 0;
    const first = this.tokens[start];
    if (!first || first.isPunctuation) return;
    this.reached[0] = start;
    this.reachedCount = 1;
    for (const element of elements) {
      this.reachingCount = 0;
      this.stamp += 1;
      for (let index = 0; index < this.reachedCount; index += 1)
        this.step(element, this.reached[index]!, first.sentence);
      [this.reached, this.reaching] = [this.reaching, this.reached];
      this.reachedCount = this.reachingCount;
      if (this.reachedCount === 0) return;
    }
  }

  private reach(position: number) {
    if (this.seen[position] === this.stamp) return;
    this.seen[position] = this.stamp;
    this.reaching[this.reachingCount] = position;
    this.reachingCount += 1;
  }

  private step(element: Element, position: number, sentence: number) {
    if (element.kind === 'gap') {
      for (let skipped = 0; skipped <= GAP_LENGTH; skipped += 1) {
        const at = position + skipped;
        const previous = this.tokens[at - 1];
        if (skipped > 0 && (previous?.sentence !== sentence || (previous.isPunctuation && previous.normal !== ','))) {
          break;
        }
        this.reach(at);
      }
      return;
    }
    if (element.optional) this.reach(position);
    if (this.wordSentence[position] !== sentence) return;
    if (element.kind === 'any') {
      this.reach(position + 1);
      return;
    }
    const normalId = this.normalIds[position]!;
    const baseId = this.baseIds[position]!;
    if (
      element.words.has(normalId) ||
      (baseId !== normalId && element.words.has(baseId)) ||
      element.exact.has(normalId) ||
      (element.prefixes.length > 0 && startsWithAny(this.tokens[position]!.normal, element.prefixes))
    ) {
      this.reach(position + 1);
    }
    if (element.classes.length === 0) return;
    for (let phrase = this.lastPhraseAt[position]!; phrase > 0; phrase = this.previousPhrase[phrase - 1]!) {
      if (element.classes.includes(this.phraseClass[phrase - 1]!)) this.reach(this.phraseEnd[phrase - 1]!);
    }
  }
}

function isAscending(values: readonly number[]): boolean {
  for (let index = 1; index < values.length; index += 1) if (values[index - 1]! > values[index]!) return false;
  return true;
}

/** The largest of the first `count` values. */
function longest(values: ArrayLike<number>, count: number): number {
  let most = -Infinity;
  for (let index = 0; index < count; index += 1) if (values[index]! > most) most = values[index]!;
  return most;
}

function startsWithAny(word: string, prefixes: readonly string[]): boolean {
  for (const prefix of prefixes) if (word.startsWith(prefix)) return true;
  return false;
}

function markAll(flags: Uint8Array, indices: readonly number[] | undefined) {
  if (indices) for (const index of indices) flags[index] = 1;
}
