import { canonicalWord, participleNamedBy } from './lexicon/word-forms';

/** How many words '...' may skip: enough for 'weakness in my right leg is getting worse', not a paragraph. */
export const GAP_LENGTH = 6;

/** One element of a pattern, its words and classes numbered (see lexicon/vocabulary.ts for the syntax). */
export type Element =
  | {
      kind: 'words';
      /** Ids of words matched on a token's base form or its lower-case form. */
      words: ReadonlySet<number>;
      /** Ids of words matched on the typed form only ('=had' is not 'have'). */
      exact: ReadonlySet<number>;
      prefixes: readonly string[];
      classes: readonly number[];
      optional: boolean;
    }
  | { kind: 'any'; optional: boolean }
  | { kind: 'gap' };

export type Sequence = readonly Element[];

/** Words (matched on either form), typed forms and classes: where a match can start, or what an element needs. */
export interface Atoms {
  words: readonly number[];
  exact: readonly number[];
  classes: readonly number[];
}

/** A pattern ready to match: its elements, where its matches can start, and what it cannot match without. */
export interface CompiledSequence {
  elements: Sequence;
  /** Undefined when a match can start at any word. */
  firsts: Atoms | undefined;
  /** Per element every match needs: a message holding none of one element's atoms cannot match. */
  required: readonly Atoms[];
}

/** A node of the trie of the vocabulary's plain phrases, walked one token at a time. */
export interface TrieNode {
  next: ReadonlyMap<number, TrieNode>;
  exact: ReadonlyMap<number, TrieNode>;
  any: TrieNode | undefined;
  prefixes: [string, TrieNode][];
  /** Classes one of whose phrases ends here. */
  classes: number[];
  /** Has it any edge to follow? */
  isInner: boolean;
}

/** Sequences by the words and classes their matches can start with, so a message tries only those it could match. */
export interface SequenceIndex {
  byWord: ReadonlyMap<number, readonly number[]>;
  byExact: ReadonlyMap<number, readonly number[]>;
  byClass: ReadonlyMap<number, readonly number[]>;
  /** Those that can start at any word. */
  always: readonly number[];
  /** How many sequences there are. */
  count: number;
}

const atomCount = (atoms: Atoms) => atoms.words.length + atoms.exact.length + atoms.classes.length;

export function indexSequences(sequences: readonly CompiledSequence[]): SequenceIndex {
  const byWord = new Map<number, number[]>();
  const byExact = new Map<number, number[]>();
  const byClass = new Map<number, number[]>();
  const always: number[] = [];
  const add = (map: Map<number, number[]>, key: number, index: number) =>
    map.set(key, [...(map.get(key) ?? []), index]);
  sequences.forEach(({ firsts }, index) => {
    if (!firsts) always.push(index);
    else {
      firsts.words.forEach((id) => add(byWord, id, index));
      firsts.exact.forEach((id) => add(byExact, id, index));
      firsts.classes.forEach((id) => add(byClass, id, index));
    }
  });
  return { byWord, byExact, byClass, always, count: sequences.length };
}

/**
 * The vocabulary compiled once at start: words and classes numbered, every plain phrase (words, alternatives,
 * optional words, '*') in one trie so that a message is read once for all of them, and the few phrases with
 * '...' or '@class' kept as sequences, evaluated after the classes they name.
 */
export interface CompiledLexicon {
  wordIds: ReadonlyMap<string, number>;
  classIds: ReadonlyMap<string, number>;
  classNames: readonly string[];
  trie: TrieNode;
  /**
   * 1 for the ids of the words a phrase of the trie can start with; null when a phrase can start with any word ('*'
   * or a prefix first). A message's other words need no walk.
   */
  opensPhrase: Uint8Array | null;
  /** Sequences of the classes that have them, in an order where every class comes after those it names. */
  classRules: readonly { classId: number; sequence: CompiledSequence }[];
  compile(pattern: string): CompiledSequence;
}

/**
 * The edges of every node that has none of a kind: most of the trie's 125,000 nodes are leaves and almost none has an
 * exact edge, and two Maps of their own per node held about half of its 78 MB.
 */
const NO_EDGES: ReadonlyMap<number, TrieNode> = new Map();

const newNode = (): TrieNode => ({
  next: NO_EDGES,
  exact: NO_EDGES,
  any: undefined,
  prefixes: [],
  classes: [],
  isInner: false,
});

export function compileLexicon(vocabulary: Readonly<Record<string, readonly string[]>>): CompiledLexicon {
  const wordIds = new Map<string, number>();
  const idOf = (word: string) => {
    let id = wordIds.get(word);
    if (id === undefined) {
      id = wordIds.size;
      wordIds.set(word, id);
    }
    return id;
  };
  const classNames = Object.keys(vocabulary);
  const classIds = new Map(classNames.map((name, id) => [name, id]));

  function compileElement(item: string): Element {
    if (item === '...') return { kind: 'gap' };
    const optional = item.endsWith('?') && item.length > 1;
    const body = optional ? item.slice(0, -1) : item;
    if (body === '*') return { kind: 'any', optional };
    const alternatives = body.split('|');
    const plain = alternatives.filter((word) => /^[^@=]/.test(word) && !word.endsWith('*'));
    return {
      kind: 'words',
      // A verb's base or past tense names its irregular participle too ('fell' matches 'has fallen').
      words: new Set(
        plain.flatMap((word) => {
          const participle = participleNamedBy(word);
          return participle === undefined ? [idOf(canonicalWord(word))] : [idOf(canonicalWord(word)), idOf(participle)];
        }),
      ),
      exact: new Set(alternatives.filter((word) => word.startsWith('=')).map((word) => idOf(word.slice(1)))),
      prefixes: alternatives.filter((word) => word.endsWith('*') && word.length > 1).map((word) => word.slice(0, -1)),
      classes: alternatives
        .filter((word) => word.startsWith('@'))
        .map((word) => {
          const id = classIds.get(word.slice(1));
          if (id === undefined) throw new Error(`Unknown vocabulary class ${word}`);
          return id;
        }),
      optional,
    };
  }

  /** Hyphens are spaces, as in a message ('co-codamol' is read 'co codamol'). */
  const elementsOf = (pattern: string): Sequence =>
    pattern
      .split(' ')
      .flatMap((item) => (item.includes('@') ? [item] : item.replace(/([a-z0-9])-(?=[a-z0-9])/g, '$1 ').split(' ')))
      .filter(Boolean)
      .map(compileElement);

  function firstAtoms(elements: Sequence): Atoms | undefined {
    const atoms = { words: new Set<number>(), exact: new Set<number>(), classes: new Set<number>() };
    for (const element of elements) {
      if (element.kind !== 'words' || element.prefixes.length > 0) return undefined;
      element.words.forEach((id) => atoms.words.add(id));
      element.exact.forEach((id) => atoms.exact.add(id));
      element.classes.forEach((id) => atoms.classes.add(id));
      if (!element.optional) return { words: [...atoms.words], exact: [...atoms.exact], classes: [...atoms.classes] };
    }
    return undefined;
  }

  const compile = (pattern: string): CompiledSequence => {
    const elements = elementsOf(pattern);
    // Fewest atoms first: most sequences tried match nowhere, and a small element missing rules one out soonest.
    const required = elements
      .flatMap((element) =>
        element.kind === 'words' && !element.optional && element.prefixes.length === 0
          ? [{ words: [...element.words], exact: [...element.exact], classes: element.classes }]
          : [],
      )
      .sort((a, b) => atomCount(a) - atomCount(b));
    return { elements, firsts: firstAtoms(elements), required };
  };

  // Plain phrases go into the trie; those with '...' or '@class' stay sequences.
  const trie = newNode();
  const rulesOf = new Map<number, CompiledSequence[]>();
  const insert = (node: TrieNode, elements: Sequence, index: number, classId: number): void => {
    if (index === elements.length) {
      if (!node.classes.includes(classId)) node.classes.push(classId);
      return;
    }
    const element = elements[index]!;
    if (element.kind === 'gap') throw new Error('A gap cannot go into the trie');
    if (element.optional) insert(node, elements, index + 1, classId);
    node.isInner = true;
    if (element.kind === 'any') {
      node.any ??= newNode();
      insert(node.any, elements, index + 1, classId);
      return;
    }
    const childOf = (kind: 'next' | 'exact', id: number) => {
      if (node[kind] === NO_EDGES) node[kind] = new Map();
      const edges = node[kind] as Map<number, TrieNode>;
      let child = edges.get(id);
      if (!child) {
        child = newNode();
        edges.set(id, child);
      }
      return child;
    };
    element.words.forEach((id) => insert(childOf('next', id), elements, index + 1, classId));
    element.exact.forEach((id) => insert(childOf('exact', id), elements, index + 1, classId));
    for (const prefix of element.prefixes) {
      // One child per prefix: three phrases open with '1*|2*|…|9*', and every word is tried against each.
      let child = node.prefixes.find(([known]) => known === prefix)?.[1];
      if (!child) {
        child = newNode();
        node.prefixes.push([prefix, child]);
      }
      insert(child, elements, index + 1, classId);
    }
  };
  classNames.forEach((name, classId) => {
    for (const pattern of vocabulary[name]!) {
      const sequence = compile(pattern);
      const isPlain = sequence.elements.every(
        (element) => element.kind === 'any' || (element.kind === 'words' && element.classes.length === 0),
      );
      if (isPlain) insert(trie, sequence.elements, 0, classId);
      else rulesOf.set(classId, [...(rulesOf.get(classId) ?? []), sequence]);
    }
  });

  // Classes with sequences, each after the classes its sequences name.
  const ordered: number[] = [];
  const state = new Map<number, 'visiting' | 'done'>();
  const visit = (classId: number) => {
    if (state.get(classId) === 'done') return;
    if (state.get(classId) === 'visiting') throw new Error(`Vocabulary class @${classNames[classId]} refers to itself`);
    state.set(classId, 'visiting');
    for (const sequence of rulesOf.get(classId) ?? []) {
      for (const element of sequence.elements) if (element.kind === 'words') element.classes.forEach(visit);
    }
    state.set(classId, 'done');
    if (rulesOf.has(classId)) ordered.push(classId);
  };
  [...rulesOf.keys()].forEach(visit);
  const classRules = ordered.flatMap((classId) => rulesOf.get(classId)!.map((sequence) => ({ classId, sequence })));

  let opensPhrase: Uint8Array | null = null;
  if (!trie.any && trie.prefixes.length === 0) {
    opensPhrase = new Uint8Array(wordIds.size);
    for (const id of [...trie.next.keys(), ...trie.exact.keys()]) opensPhrase[id] = 1;
  }

  return { wordIds, classIds, classNames, trie, opensPhrase, classRules, compile };
}

/**
 * The named classes and every class their phrases name ('@third-person'), and the classes those name, and so on: a
 * vocabulary of these alone, in the order they are reached, so that a lexicon compiled apart (find-mentions.ts, the
 * loose words) can name classes without compiling the whole vocabulary.
 */
export function classesNamedFrom(
  vocabulary: Readonly<Record<string, readonly string[]>>,
  names: readonly string[],
): Record<string, readonly string[]> {
  const reached: Record<string, readonly string[]> = {};
  const pending = [...names];
  for (let name = pending.shift(); name !== undefined; name = pending.shift()) {
    if (Object.hasOwn(reached, name)) continue;
    const phrases = vocabulary[name];
    if (phrases === undefined) throw new Error(`Unknown vocabulary class @${name}`);
    reached[name] = phrases;
    for (const phrase of phrases) for (const [, named] of phrase.matchAll(/@([a-z0-9-]+)/g)) pending.push(named!);
  }
  return reached;
}

/**
 * Each word's classes: those with a one-word phrase that is the word ('naproxen' is @tablets), and those whose only
 * phrase element names such classes or words ('@tablets|@capsules'), in the order of their names.
 */
export function wordClasses(lexicon: CompiledLexicon): Map<string, string[]> {
  const classesOf = new Map<number, Set<number>>();
  const add = (wordId: number, classId: number) => {
    const classes = classesOf.get(wordId) ?? new Set<number>();
    classes.add(classId);
    classesOf.set(wordId, classes);
  };
  for (const [wordId, node] of lexicon.trie.next) node.classes.forEach((classId) => add(wordId, classId));
  for (const { classId, sequence } of lexicon.classRules) {
    const [element] = sequence.elements;
    if (sequence.elements.length !== 1 || element?.kind !== 'words' || element.optional) continue;
    element.words.forEach((wordId) => add(wordId, classId));
    if (element.classes.length === 0) continue;
    for (const classes of classesOf.values()) {
      if (element.classes.some((named) => classes.has(named))) classes.add(classId);
    }
  }
  const words = [...lexicon.wordIds.keys()];
  return new Map(
    [...classesOf].map(([wordId, classes]) => [
      words[wordId]!,
      [...classes].map((classId) => lexicon.classNames[classId]!).sort(),
    ]),
  );
}
