import type { RedFlagConceptId } from '@clinic/content';
import { CONCEPT_PATTERNS, type ConceptDefinition } from './lexicon/concept-patterns';
import { VOCABULARY } from './lexicon/vocabulary';
import { compilePattern, compileVocabulary, MessageMatcher, type Sequence } from './pattern-matcher';
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
}

interface CompiledConceptPattern {
  concept: RedFlagConceptId;
  definition: ConceptDefinition;
  sequence: Sequence;
  unless: readonly Sequence[];
  requires: readonly Sequence[];
}

export const COMPILED_VOCABULARY = compileVocabulary(VOCABULARY);

const CONCEPTS: readonly CompiledConceptPattern[] = Object.entries(CONCEPT_PATTERNS).flatMap(([concept, definition]) =>
  definition.patterns.map((pattern) => ({
    concept: concept as RedFlagConceptId,
    definition,
    sequence: compilePattern(pattern),
    unless: (definition.unlessInSentence ?? []).map(compilePattern),
    requires: (definition.alsoInSentence ?? []).map(compilePattern),
  })),
);

/** Concept patterns by the words their matches can start with; those that can start anywhere are always tried. */
const BY_FIRST_WORD = new Map<string, CompiledConceptPattern[]>();
const UNINDEXED: CompiledConceptPattern[] = [];
for (const compiled of CONCEPTS) {
  const firsts = COMPILED_VOCABULARY.firstsOf(compiled.sequence);
  if (!firsts) UNINDEXED.push(compiled);
  else for (const word of firsts) BY_FIRST_WORD.set(word, [...(BY_FIRST_WORD.get(word) ?? []), compiled]);
}

/** Words used loosely or in benign phrases ('dying to', 'the back of my leg') are blanked before concepts are sought. */
function blankLooseWords(message: ReadMessage): MessageToken[] {
  const matcher = new MessageMatcher(COMPILED_VOCABULARY, message.tokens);
  const tokens = [...message.tokens];
  let blankedUpTo = 0;
  for (let position = 0; position < tokens.length; position += 1) {
    const end = Math.max(0, ...matcher.classEnds('not-a-symptom', position));
    for (let blank = Math.max(position, blankedUpTo); blank < end; blank += 1) {
      tokens[blank] = { ...tokens[blank]!, base: '', normal: '' };
    }
    blankedUpTo = Math.max(blankedUpTo, end);
  }
  return tokens;
}

/** Every mention of every concept, with their spans; context (negation, whose, when) is judged afterwards. */
export function findMentions(message: ReadMessage): { mentions: Mention[]; matcher: MessageMatcher } {
  const tokens = blankLooseWords(message);
  const matcher = new MessageMatcher(COMPILED_VOCABULARY, tokens);
  const mentions: Mention[] = [];
  // Each concept's cancelling (or required) phrases are sought once per sentence, not once per mention.
  const found = new Map<string, number[]>();
  const sentenceTokens = new Map<number, number[]>();
  tokens.forEach((token, position) => {
    const positions = sentenceTokens.get(token.sentence);
    if (positions) positions.push(position);
    else sentenceTokens.set(token.sentence, [position]);
  });
  const inSentence = (key: string, sequences: readonly Sequence[], sentence: number) => {
    const cacheKey = `${key}:${sentence}`;
    let starts = found.get(cacheKey);
    if (!starts) {
      starts = (sentenceTokens.get(sentence) ?? []).filter((position) =>
        sequences.some((sequence) => matcher.sequenceEnds(sequence, position).length > 0),
      );
      found.set(cacheKey, starts);
    }
    return starts;
  };
  tokens.forEach((token, start) => {
    if (token.isPunctuation || token.normal === '') return;
    const candidates = [
      ...UNINDEXED,
      ...(BY_FIRST_WORD.get(token.base) ?? []),
      ...(token.normal === token.base ? [] : (BY_FIRST_WORD.get(token.normal) ?? [])),
    ];
    for (const { concept, definition, sequence, unless, requires } of candidates) {
      if (!matcher.sentenceCanMatch(sequence, token.sentence)) continue;
      const ends = matcher.sequenceEnds(sequence, start);
      if (ends.length === 0) continue;
      if (requires.length > 0 && inSentence(`requires:${concept}`, requires, token.sentence).length === 0) continue;
      const cancelledAt = unless.length === 0 ? [] : inSentence(`unless:${concept}`, unless, token.sentence);
      mentions.push({ concept, definition, start, end: Math.max(...ends), cancelledAt });
    }
  });
  return { mentions, matcher };
}
