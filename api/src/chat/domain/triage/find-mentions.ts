import type { RedFlagConceptId } from '@clinic/content';
import {
  classesNamedFrom,
  type CompiledSequence,
  compileLexicon,
  indexSequences,
  wordClasses,
} from './compiled-lexicon';
import { CONCEPT_PATTERNS, type ConceptDefinition } from './lexicon/concept-patterns';
import { LOOSE_WORD_PARTS, VOCABULARY } from './lexicon/vocabulary';
import { MessageMatcher } from './pattern-matcher';
import type { MessageToken, ReadMessage } from './read-message';

/** A concept found in a message: where, and under which definition. */
export interface Mention {
  concept: RedFlagConceptId;
  definition: ConceptDefinition;
  /** First token and the token after the last. */
  start: number;
  end: number;
  /** Where, in the mention's sentence, a phrase that cancels it starts ('trying to lose weight'). */
  cancelledAt: readonly number[];
  /**
   * Where, in the mention's sentence, a phrase that cancels it within its own clause starts (unlessInClause): read
   * only where it starts in the mention's clause (mention-context/negation.ts).
   */
  cancelledInClauseAt: readonly number[];
  /** As cancelledInClauseAt, for the phrases that cancel no small child's mention (unlessInClauseExceptSmallChild). */
  cancelledInClauseExceptSmallChildAt: readonly number[];
  /** Where, in the mention's sentence, an everyday cause that accounts for it starts (ConceptDefinition.explained). */
  explainedAt: readonly number[];
  /** Where, in the mention's sentence, a cause that accounts for it only in a child starts (explained.forChild). */
  childExplainedAt: readonly number[];
}

interface CompiledConcept {
  concept: RedFlagConceptId;
  definition: ConceptDefinition;
  unless: readonly CompiledSequence[];
  unlessInClause: readonly CompiledSequence[];
  unlessInClauseExceptSmallChild: readonly CompiledSequence[];
  explainers: readonly CompiledSequence[];
  /** ConceptDefinition.explained.alone's causes. */
  aloneExplainers: readonly CompiledSequence[];
  /** ConceptDefinition.explained.forChild's causes. */
  childExplainers: readonly CompiledSequence[];
  requires: readonly CompiledSequence[];
  antecedent: readonly CompiledSequence[];
  /** ConceptDefinition.readings: the normal ones, then the raised ones. */
  normalReadings: readonly CompiledSequence[];
  raisedReadings: readonly CompiledSequence[];
}

/** How many sentences back a referring mention ('it's round the back passage') looks for what 'it' is. */
const REFERRING_REACH = 2;

const LOOSE_WORDS = 'not-a-symptom';
/** What marks a word a loose phrase took (blankLooseWords). */
const LOOSE_MARK = '~';
/** Words used loosely or in benign phrases, matched first, on their own. */
/** A body part someone owns, just before words a loose phrase would take ('the cut on my back from surgery'). */
const OWNED_PART = 'owned-body-part';
/** A pregnancy's bump, of which the bump's word alone is blanked, unless placed on the back (BACK_BUMP). */
const PREGNANCY_BUMP = 'pregnancy-bump';
const BACK_BUMP = 'bump-on-the-back';
const BUMP_WORDS = new Set(['bump', 'bumps']);
/**
 * The loose words, a part owned, and the classes their phrases name (a long list of drinks or of places named once
 * as a class, not spelt out in the trie per combination of a phrase's alternatives).
 */
const LOOSE_LEXICON = compileLexicon(
  classesNamedFrom(VOCABULARY, [LOOSE_WORDS, OWNED_PART, PREGNANCY_BUMP, BACK_BUMP]),
);
/** Every class but the loose words and the classes only they name (LOOSE_WORD_PARTS: no symptom's words). */
const LEXICON = compileLexicon(
  Object.fromEntries(
    Object.entries(VOCABULARY).filter(([name]) => name !== LOOSE_WORDS && !LOOSE_WORD_PARTS.has(name)),
  ),
);

/** Each word's vocabulary classes (compiled-lexicon.ts wordClasses), for the second net. */
export const WORD_CLASSES: ReadonlyMap<string, readonly string[]> = wordClasses(LEXICON);

const compiledConcept = (concept: string, definition: ConceptDefinition): CompiledConcept => ({
  concept: concept as RedFlagConceptId,
  definition,
  unless: (definition.unlessInSentence ?? []).map(LEXICON.compile),
  unlessInClause: (definition.unlessInClause ?? []).map(LEXICON.compile),
  unlessInClauseExceptSmallChild: (definition.unlessInClauseExceptSmallChild ?? []).map(LEXICON.compile),
  explainers: (definition.explained?.by ?? []).map(LEXICON.compile),
  aloneExplainers: (definition.explained?.alone?.by ?? []).map(LEXICON.compile),
  childExplainers: (definition.explained?.forChild?.by ?? []).map(LEXICON.compile),
  requires: (definition.alsoInSentence ?? []).map(LEXICON.compile),
  antecedent: (definition.referring?.antecedent ?? []).map(LEXICON.compile),
  normalReadings: (definition.readings?.normal ?? []).map(LEXICON.compile),
  raisedReadings: (definition.readings?.raised ?? []).map(LEXICON.compile),
});
/**
 * A concept's wordings that a cause accounts for narrowly (ConceptDefinition.narrowly): the same concept, read as its
 * own are, with the narrow cancels added to its own, and none of its other patterns (nor an explanation of them); its
 * referring wordings are the group's own.
 */
const narrowDefinition = (
  definition: ConceptDefinition,
  narrowly: NonNullable<ConceptDefinition['narrowly']>[number],
) => ({
  ...definition,
  patterns: narrowly.patterns,
  unlessInSentence: [...(definition.unlessInSentence ?? []), ...narrowly.unlessInSentence],
  referring: narrowly.referring,
  alsoReferring: undefined,
  narrowly: undefined,
  explained:
    narrowly.explained ??
    (definition.explained && { ...definition.explained, patterns: definition.explained.patterns && [] }),
});
/** A concept's further referring group (ConceptDefinition.alsoReferring): its wordings alone, with its antecedents. */
const alsoReferringDefinition = (
  definition: ConceptDefinition,
  referring: NonNullable<ConceptDefinition['alsoReferring']>[number],
) => ({ ...narrowDefinition(definition, { unlessInSentence: [], patterns: [] }), referring });
const CONCEPTS: readonly CompiledConcept[] = Object.entries(CONCEPT_PATTERNS).flatMap(([concept, definition]) => [
  compiledConcept(concept, definition),
  ...(definition.narrowly ?? []).map((narrowly) => compiledConcept(concept, narrowDefinition(definition, narrowly))),
  ...(definition.alsoReferring ?? []).map((referring) =>
    compiledConcept(concept, alsoReferringDefinition(definition, referring)),
  ),
]);
/**
 * Each concept's cancelling phrases that are a bare class ('@cancer-worry' in unlessInSentence), by name without the
 * '@': read for every cancelled mention of a concept whose history is the point (mention-context/negation.ts
 * heldByCancel), so picked out once here, not from the strings each time.
 */
const CANCELLING_CLASSES: ReadonlyMap<ConceptDefinition, readonly string[]> = new Map(
  CONCEPTS.map(({ definition }) => [
    definition,
    (definition.unlessInSentence ?? [])
      .filter((pattern) => pattern.startsWith('@') && !pattern.includes(' '))
      .map((pattern) => pattern.slice(1)),
  ]),
);
const NO_CLASSES: readonly string[] = [];
const NO_STARTS: readonly number[] = [];

/** The bare classes among a concept's cancelling phrases ('@cancer-worry' -> 'cancer-worry'). */
export function cancellingClassesOf(definition: ConceptDefinition): readonly string[] {
  return CANCELLING_CLASSES.get(definition) ?? NO_CLASSES;
}

/** Every concept's patterns, in one list indexed by their first words and classes. */
const PATTERNS = CONCEPTS.flatMap((concept) => {
  const { patterns, referring, explained } = concept.definition;
  // Without patterns of its own, an explanation may account for any of the concept's wordings.
  const explainable = explained !== undefined && explained.patterns === undefined;
  const entry = (pattern: string, refers: boolean, canBeExplained: boolean, alone = false) => ({
    concept,
    sequence: LEXICON.compile(pattern),
    refers,
    explainable: canBeExplained,
    alone,
  });
  return [
    ...patterns.map((pattern) => entry(pattern, false, explainable)),
    ...(referring?.patterns ?? []).map((pattern) =>
      entry(pattern, true, explainable || (explained !== undefined && referring?.explainable === true)),
    ),
    ...(explained?.patterns ?? []).map((pattern) => entry(pattern, false, true)),
    ...(explained?.alone?.patterns ?? []).map((pattern) => entry(pattern, false, true, true)),
  ];
});
const PATTERN_INDEX = indexSequences(PATTERNS.map(({ sequence }) => sequence));

/**
 * Words used loosely or in benign phrases ('dying to', 'the back of my leg') are blanked before concepts are sought:
 * no base form, and the typed form marked (LOOSE_MARK), so that no symptom's words match them but a context phrase
 * may still name them as `~word` ('stand up and they ~come ~back': the feeling returns). A loose phrase that starts
 * inside a body part someone owns (@owned-body-part), begun before it, is the body's: 'back from' is a return, but
 * not in 'the scar on my back from surgery', nor 'back into' in 'shoots from my back into my leg'.
 */
function blankLooseWords(message: ReadMessage): readonly MessageToken[] {
  // Copied when a first word is blanked: a message without loose words is read as it is.
  let tokens: MessageToken[] | undefined;
  const matcher = new MessageMatcher(LOOSE_LEXICON, message.tokens);
  const owned = new Uint8Array(message.tokens.length);
  const blankAt = (at: number) => {
    tokens ??= [...message.tokens];
    const token = tokens[at]!;
    tokens[at] = { ...token, base: '', normal: token.isPunctuation ? '' : `${LOOSE_MARK}${token.normal}` };
  };
  matcher.eachSpan(OWNED_PART, (start, end) => owned.fill(1, start + 1, end));
  matcher.eachSpan(LOOSE_WORDS, (start, end) => {
    if (owned[start] === 1) return;
    for (let blank = start; blank < end; blank += 1) blankAt(blank);
  });
  const onTheBack = new Uint8Array(message.tokens.length);
  matcher.eachSpan(BACK_BUMP, (start) => (onTheBack[start] = 1));
  matcher.eachSpan(PREGNANCY_BUMP, (start, end) => {
    for (let at = start; at < end; at += 1) {
      if (onTheBack[at] !== 1 && BUMP_WORDS.has(message.tokens[at]!.normal)) blankAt(at);
    }
  });
  return tokens ?? message.tokens;
}

/** The sentences in which any of the sequences matches, and where. */
function startsBySentence(matcher: MessageMatcher, sequences: readonly CompiledSequence[]): Map<number, number[]> {
  const bySentence = new Map<number, number[]>();
  for (const sequence of sequences) {
    for (const { start } of matcher.matches(sequence)) {
      const sentence = matcher.tokens[start]!.sentence;
      const starts = bySentence.get(sentence);
      if (starts) starts.push(start);
      else bySentence.set(sentence, [start]);
    }
  }
  return bySentence;
}

/** Every mention of every concept, with their spans; context (negation, whose, when) is judged afterwards. */
export function findMentions(message: ReadMessage): { mentions: Mention[]; matcher: MessageMatcher } {
  const matcher = new MessageMatcher(LEXICON, blankLooseWords(message));
  const mentions: Mention[] = [];
  // Each concept's cancelling (or required) phrases are sought once per message, when it is first mentioned.
  const required = new Map<CompiledConcept, Map<number, number[]>>();
  const cancelling = new Map<CompiledConcept, Map<number, number[]>>();
  const cancellingInClause = new Map<CompiledConcept, Map<number, number[]>>();
  const cancellingExceptSmallChild = new Map<CompiledConcept, Map<number, number[]>>();
  const antecedents = new Map<CompiledConcept, Map<number, number[]>>();
  const explaining = new Map<CompiledConcept, Map<number, number[]>>();
  const explainingAlone = new Map<CompiledConcept, Map<number, number[]>>();
  const explainingInAChild = new Map<CompiledConcept, Map<number, number[]>>();
  const normalReadings = new Map<CompiledConcept, Map<number, number[]>>();
  const raisedReadings = new Map<CompiledConcept, Map<number, number[]>>();
  /** The first reading after `end` in the sentence or the next: its start, or Infinity. */
  const firstAfter = (found: Map<number, number[]>, sentence: number, end: number) =>
    Math.min(...[sentence, sentence + 1].flatMap((each) => found.get(each) ?? []).filter((start) => start >= end));
  /** Is the first reading given after the mention a normal one ('temperature … 36.3')? */
  const readAsNormal = (concept: CompiledConcept, sentence: number, end: number) =>
    firstAfter(sought(normalReadings, concept, concept.normalReadings), sentence, end) <
    firstAfter(sought(raisedReadings, concept, concept.raisedReadings), sentence, end);
  /** Does the sentence, or one of the REFERRING_REACH before it (or the one after, alsoAfter), say what 'it' is? */
  const saysWhatItIs = (concept: CompiledConcept, sentence: number) => {
    const found = sought(antecedents, concept, concept.antecedent);
    for (let back = 0; back <= REFERRING_REACH; back += 1) if (found.has(sentence - back)) return true;
    return concept.definition.referring?.alsoAfter === true && found.has(sentence + 1);
  };
  /**
   * Where the sentence gives an everyday cause; for a concept of which only some wordings can be explained (legs
   * heavy or 'dead'), the sentence before may give it too ('Half marathon PB yesterday! Legs dead'), and for one that
   * reaches next (explained.reachesNext), the sentence after ('Slipped on the ice. No pain at all.').
   */
  const explainersFor = (concept: CompiledConcept, sentence: number) => {
    const found = sought(explaining, concept, concept.explainers);
    const reachesBack = concept.definition.explained?.patterns !== undefined;
    const reachesNext = concept.definition.explained?.reachesNext === true;
    return [
      ...(reachesBack ? (found.get(sentence - 1) ?? []) : []),
      ...(found.get(sentence) ?? []),
      ...(reachesNext ? (found.get(sentence + 1) ?? []) : []),
    ];
  };
  const sought = (cache: typeof required, concept: CompiledConcept, sequences: readonly CompiledSequence[]) => {
    let found = cache.get(concept);
    if (!found) {
      found = startsBySentence(matcher, sequences);
      cache.set(concept, found);
    }
    return found;
  };
  const isCandidate = matcher.candidates(PATTERN_INDEX);
  for (let index = 0; index < isCandidate.length; index += 1) {
    if (isCandidate[index] !== 1) continue;
    const { concept, sequence, refers, explainable, alone } = PATTERNS[index]!;
    for (const { start, end } of matcher.matches(sequence)) {
      const sentence = matcher.tokens[start]!.sentence;
      // A wording that only its own causes account for is a mention only where one is named (explained.alone).
      const aloneCauses = alone ? sought(explainingAlone, concept, concept.aloneExplainers) : undefined;
      if (
        aloneCauses &&
        !aloneCauses.has(sentence - 1) &&
        !aloneCauses.has(sentence) &&
        !aloneCauses.has(sentence + 1)
      ) {
        continue;
      }
      if (concept.requires.length > 0 && !sought(required, concept, concept.requires).has(sentence)) continue;
      if (refers && !saysWhatItIs(concept, sentence)) continue;
      if (concept.normalReadings.length > 0 && readAsNormal(concept, sentence, end)) continue;
      const cancelledAt = concept.unless.length > 0 ? sought(cancelling, concept, concept.unless).get(sentence) : [];
      const cancelledInClauseAt =
        concept.unlessInClause.length > 0
          ? sought(cancellingInClause, concept, concept.unlessInClause).get(sentence)
          : NO_STARTS;
      const cancelledInClauseExceptSmallChildAt =
        concept.unlessInClauseExceptSmallChild.length > 0
          ? sought(cancellingExceptSmallChild, concept, concept.unlessInClauseExceptSmallChild).get(sentence)
          : NO_STARTS;
      // A referring mention's own words are no cause of it: 'nobody can reach her' is no 'reaching' up for a shelf.
      const explainedAt = !explainable
        ? []
        : aloneCauses
          ? [sentence - 1, sentence, sentence + 1].flatMap((each) => aloneCauses.get(each) ?? [])
          : refers
            ? explainersFor(concept, sentence).filter((at) => at < start || at >= end)
            : explainersFor(concept, sentence);
      mentions.push({
        concept: concept.concept,
        definition: concept.definition,
        start,
        end,
        cancelledAt: cancelledAt ?? [],
        cancelledInClauseAt: cancelledInClauseAt ?? NO_STARTS,
        cancelledInClauseExceptSmallChildAt: cancelledInClauseExceptSmallChildAt ?? NO_STARTS,
        explainedAt: explainedAt ?? [],
        childExplainedAt:
          explainable && !refers && !alone && concept.childExplainers.length > 0
            ? (sought(explainingInAChild, concept, concept.childExplainers).get(sentence) ?? NO_STARTS)
            : NO_STARTS,
      });
    }
  }
  return { mentions, matcher };
}
