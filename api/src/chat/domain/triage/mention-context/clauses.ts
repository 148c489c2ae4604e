import type { Mention } from '../find-mentions';
import type { MessageToken } from '../read-message';
import type { TypedArena } from '../typed-arena';
import {
  AFTER_AN_AGE_WORDS,
  AFTER_A_PARTICIPLE_WORDS,
  BE_FORMS_WORDS,
  CONTRAST_TURNS_WORDS,
  COORDINATORS_WORDS,
  FINITE_VERB_WORDS,
  LEFT_OUT_SUBJECT_OPENINGS_WORDS,
  LIST_JOINERS_WORDS,
  NEW_SUBJECT_WORDS,
  NO_SUBJECT_AFTER_OPENING_WORDS,
  OWN_SUBJECT_WORDS,
  QUESTION_OPENINGS_WORDS,
  STATEMENT_AFTER_OPENING_WORDS,
} from '../lexicon/vocabulary';
import type { MentionContext } from './message-facts';
import { countsOf, type Spans } from './spans';

/** Words that start a new subject after a comma: 'it's not my lower back, it's between my shoulder blades'. */
const NEW_SUBJECT = new Set(NEW_SUBJECT_WORDS);
/** Subjects a verb after an age may have of its own ('…10, is she too young …'), besides NEW_SUBJECT's. */
const OWN_SUBJECT = new Set(OWN_SUBJECT_WORDS);
/** Words that may follow an age in apposition: 'is 10 years old,', '(9),'. */
const AFTER_AN_AGE = new Set(AFTER_AN_AGE_WORDS);
const AGE_WORDS_REACH = 3;
/** Finite verbs that show a new clause's subject before them, after a comma: 'tom can not', 'the baby is'. */
const FINITE_VERBS = new Set(FINITE_VERB_WORDS);
/** 'bowels are normal': a form of 'be' straight after one word tells a finding of a list, not a new subject's. */
const BE_FORMS = new Set(BE_FORMS_WORDS);
/** How far after a comma a finite verb may stand for the words before it to be its subject ('our little boy has'). */
const SUBJECT_REACH = 3;

/** Words that open a question: 'can', 'is', 'what' … ('can not' opens a statement). */
const QUESTION_OPENING = new Set(QUESTION_OPENINGS_WORDS);
/** A question's opening is followed by its subject; 'can not', 'can barely pee' are statements without one. */
const STATEMENT_AFTER_OPENING = new Set(STATEMENT_AFTER_OPENING_WORDS);
/**
 * 'was in a crash 2 hours ago', 'was knocked off my bike': a 'be' or 'have' opening whose next word cannot start a
 * subject (a preposition, a participle) is a statement whose subject, the writer, is left out; not 'was the crash …'.
 */
const LEFT_OUT_SUBJECT_OPENINGS = new Set(LEFT_OUT_SUBJECT_OPENINGS_WORDS);
const NO_SUBJECT_AFTER_OPENING = new Set(NO_SUBJECT_AFTER_OPENING_WORDS);
/** A participle in '-ed' says the subject was left out only when a preposition follows it ('was knocked off …'). */
const AFTER_A_PARTICIPLE = new Set(AFTER_A_PARTICIPLE_WORDS);
/** 'no fever and coughing up blood': after 'and' or 'or', a verb starts a new clause (and a new negation scope). */
export const COORDINATORS = new Set(COORDINATORS_WORDS);
/** Words that turn from what came before: 'probably just a pulled muscle but now my chest hurts'. */
export const CONTRAST_TURNS = new Set(CONTRAST_TURNS_WORDS);
const LIST_JOINERS = new Set(LIST_JOINERS_WORDS);

/** A message's clauses and sentences (MentionContext). */
export interface Clauses {
  clause: Int32Array;
  opensAfterPause: boolean[];
  clauseRanges: [number, number][];
  sentenceFirst: number[];
  sentenceEnd: number[];
  listJoiners: Int32Array;
}

/** Clauses: a sentence splits at ';' and ':', at 'but', 'although', 'and now' …, and at a comma before a new subject. */
export function clausesOf(tokens: readonly MessageToken[], scopeBreak: Spans, arena: TypedArena): Clauses {
  const clause = arena.int32(tokens.length);
  /** Per clause: does it open a sentence or follow a comma? Only then can a leading 'is' or 'can' ask a question. */
  const opensAfterPause: boolean[] = [];
  let clauseId = 0;
  tokens.forEach((token, position) => {
    const previous = tokens[position - 1];
    const startsClause =
      position > 0 &&
      (token.sentence !== previous?.sentence ||
        previous.normal === ';' ||
        previous.normal === ':' ||
        scopeBreak.isStart[position] === 1 ||
        (COORDINATORS.has(previous.normal) && token.opensPredicate) ||
        (previous.normal === ',' &&
          ((NEW_SUBJECT.has(token.normal) && !continuesAfterAge(tokens, position)) ||
            opensWithSubject(tokens, position))));
    if (startsClause) clauseId += 1;
    clause[position] = clauseId;
    if (startsClause || position === 0) {
      opensAfterPause[clauseId] =
        position === 0 || token.sentence !== previous?.sentence || /^[,;:]$/.test(previous.normal);
    }
  });
  const clauseFirst: number[] = [];
  const clauseEnd: number[] = [];
  const sentenceFirst: number[] = [];
  const sentenceEnd: number[] = [];
  tokens.forEach((token, position) => {
    const id = clause[position] ?? 0;
    clauseFirst[id] ??= position;
    clauseEnd[id] = position + 1;
    sentenceFirst[token.sentence] ??= position;
    sentenceEnd[token.sentence] = position + 1;
  });
  // Each clause's [first, end) made once: clauseRange is asked for several times per mention, and made a pair each time.
  const clauseRanges = clauseFirst.map((first, id): [number, number] => [first, clauseEnd[id] ?? first + 1]);
  const listJoiners = countsOf(tokens.length, (position) => LIST_JOINERS.has(tokens[position]?.normal ?? ''), arena);
  return { clause, opensAfterPause, clauseRanges, sentenceFirst, sentenceEnd, listJoiners };
}

/**
 * After a comma, a noun phrase followed by a finite verb ('…, tom can not breathe', '…, the baby is struggling'):
 * the subject of a new clause. A list goes on instead: a mark or 'and' / 'or' before any verb ('numb, tingling or
 * weak'; 'mum, dad and I laughed'), or a form of 'be' straight after a single word ('…, bowels are normal, …'); and
 * a pronoun before the verb is the subject itself ('…, pharmacist said it was fine'), not the words after the comma. A
 * verb straight after the comma has no subject before it: NEW_SUBJECT's question openings read that.
 */
function opensWithSubject(tokens: readonly MessageToken[], position: number): boolean {
  if (tokens[position]?.isPunctuation !== false || LIST_JOINERS.has(tokens[position]!.normal)) return false;
  for (let next = position + 1; next <= position + SUBJECT_REACH; next += 1) {
    const token = tokens[next];
    if (token === undefined || token.isPunctuation || LIST_JOINERS.has(token.normal)) return false;
    if (FINITE_VERBS.has(token.normal) && !(next === position + 1 && BE_FORMS.has(token.normal))) return true;
    // 'pharmacist said it was fine': a pronoun before the verb is its subject, and the words before it are no noun's.
    if (NEW_SUBJECT.has(token.normal) || OWN_SUBJECT.has(token.normal)) return false;
  }
  return false;
}

/**
 * 'My kid is 10, has a fever': after an age in apposition, a verb without a subject of its own ('has', not 'is it')
 * goes on with the person the age is about; it asks no question.
 */
function continuesAfterAge(tokens: readonly MessageToken[], position: number): boolean {
  const opening = tokens[position]?.normal ?? '';
  const next = tokens[position + 1]?.normal ?? '';
  return (
    QUESTION_OPENING.has(opening) &&
    !NEW_SUBJECT.has(next) &&
    !OWN_SUBJECT.has(next) &&
    endsWithAge(tokens, position - 1)
  );
}
function endsWithAge(tokens: readonly MessageToken[], comma: number): boolean {
  let back = comma - 1;
  while (back >= comma - AGE_WORDS_REACH && AFTER_AN_AGE.has(tokens[back]?.normal ?? '')) back -= 1;
  return /^\d+$/.test(tokens[back]?.normal ?? '');
}

/** The clause of a token of the message (the pair is shared: read it, never write it). */
export const clauseRange = (c: MentionContext, position: number): [number, number] =>
  c.clauseRanges[c.clause[position] ?? 0]!;

/**
 * Does a mention run on past an earlier clause (ending at `earlierEnd`) into a later one that `told` accepts? 'will
 * lactulose help with straining, it makes my back pain worse': the mention is told again in the later clause.
 */
export const runsOnInto = (
  c: MentionContext,
  mention: Mention,
  earlierEnd: number,
  told: (later: [number, number]) => boolean,
): boolean => {
  const later = clauseRange(c, mention.end - 1);
  return later[0] >= earlierEnd && told(later);
};

/** A clause that opens with 'can', 'is', 'what' … (not 'can not'): a question, general unless it names someone. */
export const isQuestionClause = (c: MentionContext, [first]: [number, number]) => {
  const { tokens } = c;
  // 'At what temperature should I worry?', 'by how much': a preposition before its question word opens it as well.
  const asked =
    PREPOSITION_BEFORE_QUESTION.has(tokens[first]?.normal ?? '') && QUESTION_WORD.has(tokens[first + 1]?.normal ?? '')
      ? first + 1
      : first;
  const opening = tokens[asked];
  return (
    opening !== undefined &&
    c.opensAfterPause[c.clause[first] ?? 0] === true &&
    QUESTION_OPENING.has(opening.normal) &&
    !STATEMENT_AFTER_OPENING.has(tokens[asked + 1]?.normal ?? '') &&
    !(LEFT_OUT_SUBJECT_OPENINGS.has(opening.normal) && opensWithoutSubject(tokens, asked + 1))
  );
};
/** Prepositions that may stand before a question's word ('at what temperature', 'from which day', 'by how much'). */
const PREPOSITION_BEFORE_QUESTION = new Set(['at', 'from', 'by', 'after', 'above', 'over', 'to', 'until', 'in']);
const QUESTION_WORD = new Set(['what', 'which', 'how']);
/** After a 'was' or 'has', a preposition or a participle ('knocked off', 'hit by'): no subject follows. */
function opensWithoutSubject(tokens: readonly MessageToken[], next: number): boolean {
  const word = tokens[next]?.normal ?? '';
  if (NO_SUBJECT_AFTER_OPENING.has(word)) return true;
  return word.length > 3 && word.endsWith('ed') && AFTER_A_PARTICIPLE.has(tokens[next + 1]?.normal ?? '');
}
