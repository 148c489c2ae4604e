import { cancellingClassesOf, type Mention } from '../find-mentions';
import {
  ANSWER_LABELS_WORDS,
  AS_IF_WORDS,
  BARE_NO_WORDS,
  CLAUSE_SUBJECTS_WORDS,
  CONDITION_OPENERS_WORDS,
  COPULAS_WORDS,
  DO_SUPPORT_WORDS,
  FINITE_VERB_WORDS,
  JOINED_THING_OPENINGS_WORDS,
  NEW_SUBJECT_WORDS,
  PAIN_VERBS_TOLD_WORDS,
  PLACED_BY_WORDS,
  PLACES_ONE_IS_IN_WORDS,
} from '../lexicon/vocabulary';
import { CONTRAST_TURNS, COORDINATORS, clauseRange, runsOnInto } from './clauses';
import type { MentionContext } from './message-facts';
import { anyIn, anyWordIn, holdsIn, type Spans, within } from './spans';

/** How far back a negation reaches within its clause: 'I don't have any numbness, tingling, weakness or …'. */
const NEGATION_REACH = 12;
/** How far after a mention a denial reaches: 'my bladder control is fine'. */
const POST_DENIAL_REACH = 4;
/** A bare answer of no to a question just asked ('night pain? no', 'nope', 'nah'). */
const BARE_NO = new Set(BARE_NO_WORDS);
/** A form's answer after a question and a label: 'any chest pain? A: no', 'Q: fever? Answer - no'. */
const ANSWER_LABELS = new Set(ANSWER_LABELS_WORDS);
/** What stands between a form's or a checklist's question and its answer: 'night pain? no', 'weight loss - no'. */
const ANSWER_MARKS = new Set(['?', ':', '-', '–', '—']);
/** How far after a history's mention 'again' or 'back' says it has returned ('cancer again', 'cancer is back'). */
const AGAIN_REACH = 3;
/** 'the pain is not between my shoulder blades': a negation after these, inside a mention, denies it. */
const COPULAS = new Set(COPULAS_WORDS);
/**
 * 'so my shoulder blades don't ache': a 'do' between a part of the body and a negation denies the symptom words that
 * follow, as a copula does; not 'a lump I didn't have', 'resting doesn't touch it'.
 */
const DO_SUPPORT = new Set(DO_SUPPORT_WORDS);
/** Words that open a condition: a negation inside one ('if it does not get better') denies the condition alone. */
const CONDITION_OPENERS = new Set(CONDITION_OPENERS_WORDS);
/** A subject that opens the clause after a condition: 'if it does not get better, he would rather be dead'. */
const CLAUSE_SUBJECTS = new Set(CLAUSE_SUBJECTS_WORDS);
/** How far before its negation a condition's 'if' stands ('if it does not', 'if the pain does not'). */
const CONDITION_REACH = 4;
/** 'like', 'as if' and 'as though' make what follows a comparison; how far back they reach. */
const AS_IF = new Set(AS_IF_WORDS);
const LIKENESS_REACH = 4;

/** 'won't settle', 'never went away', 'I have not been on a diet': a negation just before a word. */
export const negatedBefore = (c: MentionContext, position: number) =>
  holdsIn(c.negation.covered, Math.max(0, position - 4), position, 1);
export const notNegatedBefore = (c: MentionContext, position: number) => !negatedBefore(c, position);

/** 'Stood up and they have not come back': a negation inside the phrase of the spans that starts here. */
export const negatedWithin = ({ tokens, negation, notNegation }: MentionContext, spans: Spans, start: number) => {
  for (let position = start; position < tokens.length && spans.covered[position] === 1; position += 1) {
    if (negation.isStart[position] === 1 && !notNegation.covered[position]) return true;
  }
  return false;
};

/** 'numb like I've been sat on it': a comparison, not a cause. */
const likenedBefore = ({ tokens }: MentionContext, position: number) => {
  for (let back = position - 1; back >= Math.max(0, position - LIKENESS_REACH); back -= 1) {
    const word = tokens[back]?.normal ?? '';
    if (word === 'like' || (AS_IF.has(word) && tokens[back - 1]?.normal === 'as')) return true;
  }
  return false;
};

/** Are the tokens from `first` to the mention's end all words of symptoms (and at least one)? */
const symptomToEnd = (c: MentionContext, first: number, end: number) =>
  first < end && !holdsIn(c.partOfSymptom, first, end, 0);

/**
 * Where a history is the point (ConceptDefinition.historyCounts), one said just after to be had again or back ('I
 * think I have cancer again') is a return, which no worry or guess in its sentence cancels.
 */
const toldAgain = (c: MentionContext, mention: Mention) =>
  mention.definition.historyCounts === true &&
  (within(c.recurred, mention.end, mention.end + AGAIN_REACH) ||
    within(c.symptomReturned, mention.end, mention.end + AGAIN_REACH));

/**
 * 'I used to sleep fine, but now my back wakes me': what is told as it used to be is the time before the change, no
 * account of now.
 */
const toldAsUsedToBe = ({ tokens }: MentionContext, start: number) =>
  tokens[start - 1]?.normal === 'to' && tokens[start - 2]?.normal === 'used';

/** Places, and what places someone in or at one (PLACES_ONE_IS_IN_WORDS), and how far before the place it stands. */
const PLACES_ONE_IS_IN = new Set(PLACES_ONE_IS_IN_WORDS);
const PLACED_BY = new Set(PLACED_BY_WORDS);
const PLACED_REACH = 3;
/**
 * 'My pupil in the changing room is boiling hot': a place after 'in' or 'at' ('in his room', 'at the park') is where
 * someone is, not the subject of the 'is' after it, so a cancel that opens on it ('room is', a hot room) is not the
 * place's; 'the room is boiling' is, and so is 'kept at room temperature'.
 */
function placedIn({ tokens }: MentionContext, start: number): boolean {
  if (!PLACES_ONE_IS_IN.has(tokens[start]?.normal ?? '') || !COPULAS.has(tokens[start + 1]?.normal ?? '')) return false;
  for (let back = start - 1; back >= Math.max(0, start - PLACED_REACH); back -= 1) {
    if (PLACED_BY.has(tokens[back]?.normal ?? '')) return true;
  }
  return false;
}

/**
 * A cancelling phrase neither denied ('not trying to lose weight'), a likeness, what used to be, nor a place someone
 * is in. One that is itself a denial ('no breathing problem') is another item of a list of absences, not denied by
 * the one before it ('not swollen, no breathing problem').
 */
const cancels = (c: MentionContext, start: number) =>
  (c.negation.isStart[start] === 1 || !negatedBefore(c, start)) &&
  !likenedBefore(c, start) &&
  !toldAsUsedToBe(c, start) &&
  !placedIn(c, start);

/**
 * Does any of the cancelling phrases stand (a loop of the module: no closure per mention)? One limited to the clause
 * (unlessInClause) stands only where it starts in the mention's own clause or question: 'could my tablets cause an
 * overdose' is asked, but not of the report told after the comma ('…, I've taken about 20'). One that cancels no
 * small child's mention (unlessInClauseExceptSmallChild) stands only for an older child or an adult: 'struggling to
 * breathe with a blocked nose' is the nose's in an adult, not in a baby (people.ts CHILD_AGES).
 */
function anyCancels(c: MentionContext, mention: Mention, smallChild: boolean): boolean {
  for (const at of mention.cancelledAt) if (cancels(c, at)) return true;
  const clause = c.clause[mention.start];
  for (const at of mention.cancelledInClauseAt) {
    if (c.clause[at] === clause && cancels(c, at) && !joinedOn(c, mention, at)) return true;
  }
  if (smallChild) return false;
  for (const at of mention.cancelledInClauseExceptSmallChildAt) {
    if (c.clause[at] === clause && cancels(c, at) && !joinedOn(c, mention, at)) return true;
  }
  return false;
}

/** Words that open a second thing after 'and' or 'or' ('… and a deep ache there'). */
const JOINED_THING_OPENINGS = new Set(JOINED_THING_OPENINGS_WORDS);

/**
 * A cancel within the clause reaches no second thing that 'and' or 'or' joins on, inside the mention or between it
 * and a cancel told after it: 'a rash between my shoulder blades and a deep ache there' tells the rash of the place,
 * and the ache on its own; so does 'a deep ache between my shoulder blades and an itchy rash'. Not 'boiling one
 * minute and freezing the next' (one thing, both ways), nor a cancel told before the mention ('a new sofa and the
 * side is sagging').
 */
function joinedOn({ tokens }: MentionContext, mention: Mention, at: number): boolean {
  const from = at < mention.end ? Math.max(at, mention.start) : mention.start;
  const to = at < mention.end ? mention.end : at;
  for (let position = from + 1; position < to - 1; position += 1) {
    if (COORDINATORS.has(tokens[position]!.normal) && JOINED_THING_OPENINGS.has(tokens[position + 1]!.normal)) {
      return true;
    }
  }
  return false;
}

/**
 * Where a history is the point, a cancelling phrase of its own (a bare class, '@cancer-worry') that holds the
 * mention's words ('worried about cancer'): the disease only feared or guessed, never had, whatever else the
 * sentence tells of a symptom that lasts ('… because my back has ached for 2 days').
 */
const heldByCancel = (c: MentionContext, mention: Mention, at: number) => {
  if (mention.definition.historyCounts !== true || at > mention.start) return false;
  // The bare classes are picked out of unlessInSentence once, at load (find-mentions.ts).
  for (const name of cancellingClassesOf(mention.definition)) {
    if (c.matcher.spanEnd(name, at) >= mention.end) return true;
  }
  return false;
};

/**
 * Where a change matters (ConceptDefinition.changeCounts), one told as going on now after a cancelling phrase, in its
 * sentence, outlives it: 'the GP said it is just a bone but it keeps getting bigger' (not 'it is not getting bigger').
 */
function changesAfterCancel(c: MentionContext, mention: Mention): boolean {
  if (mention.definition.changeCounts !== true) return false;
  const end = c.sentenceEnd[c.tokens[mention.start]?.sentence ?? 0] ?? c.tokens.length;
  for (const at of mention.cancelledAt) {
    if (!cancels(c, at)) continue;
    for (let position = at + 1; position < end; position += 1) {
      if (c.changingNow.isStart[position] === 1 && !negatedBefore(c, position)) return true;
    }
  }
  return false;
}

/** Words that may stand between 'and' and the thing it joins: 'my back pain and the stress keep me up'. */
const JOINED_DETERMINERS = new Set(['the', 'a', 'an', 'my', 'his', 'her', 'their', 'our', 'all', 'this', 'that']);

/**
 * A phrase of the concept's own accounting classes (ConceptDefinition.unlessHeldBy), undenied, that holds the
 * mention's first or last word: it tells those words as its own ('lie awake at night worrying about money' is a
 * worry's waking). A mention outside it stays, in its clause or not ('…, the pain wakes me'); so do one that runs on
 * into a later clause and one whose pain is joined on to the phrase as a cause beside it ('my back pain and the stress
 * keep me up').
 */
function heldByPhrase(c: MentionContext, mention: Mention): boolean {
  for (const name of mention.definition.unlessHeldBy ?? []) {
    for (const start of c.matcher.startsOf(name)) {
      const end = c.matcher.spanEnd(name, start);
      const holds = (start <= mention.start && mention.start < end) || (start < mention.end && mention.end <= end);
      if (
        holds &&
        !runsOn(c, mention, end, TOLD_AGAIN_BY[name] ?? 'spine-part') &&
        cancels(c, start) &&
        !painJoinedOn(c, mention, start) &&
        !(TELLS_A_STRAIN.has(name) && strainBefore(c, mention, start)) &&
        !undoneAfter(c, name, end)
      ) {
        return true;
      }
    }
  }
  return false;
}
/** Classes that undo an accounting phrase when told after it: a fade under the glass, then 'but now it won't fade'. */
const UNDONE_BY: Readonly<Record<string, string>> = { 'fades-under-glass': 'fade-undone' };
function undoneAfter({ matcher }: MentionContext, name: string, phraseEnd: number): boolean {
  const undoing = UNDONE_BY[name];
  return undoing !== undefined && matcher.startsOf(undoing).some((at) => at >= phraseEnd);
}
/** Accounting phrases that tell a strain of their own: at a lift, or asked of a bowel remedy. */
const TELLS_A_STRAIN = new Set(['straining-at-effort', 'straining-remedy']);
/**
 * A mention that tells a strain of its own before such a phrase ('my back hurts when I cough and when I strain
 * lifting boxes'): the match runs on to the phrase's strain, but the cough's pain is told whole before it.
 */
function strainBefore({ matcher }: MentionContext, mention: Mention, phrase: number): boolean {
  return matcher
    .startsOf('straining')
    .some((at) => at >= mention.start && at < phrase && matcher.spanEnd('straining', at) <= phrase);
}
/** What a later clause names to tell a mention again (runsOn): the spine, or for a rash's test, a rash. */
const TOLD_AGAIN_BY: Readonly<Record<string, string>> = { 'fades-under-glass': 'rash' };
/**
 * A mention that runs on past the phrase's clause into one that names the spine is told again there ('will lactulose
 * help with straining, it makes my back pain worse'; not '…, I strain a lot'); so is a rash's test run on to another
 * rash ('the rash fades when I press a glass on it but the spots on his legs don't').
 */
function runsOn(c: MentionContext, mention: Mention, phraseEnd: number, toldAgainBy: string): boolean {
  return runsOnInto(c, mention, clauseRange(c, phraseEnd - 1)[1], ([first, end]) =>
    c.matcher.startsOf(toldAgainBy).some((at) => at >= first && at < end),
  );
}
/** 'my back pain and the stress …': the mention's pain word, then 'and' or 'or', just before the phrase. */
function painJoinedOn({ tokens, matcher }: MentionContext, mention: Mention, phrase: number): boolean {
  let back = phrase - 1;
  while (back > mention.start && JOINED_DETERMINERS.has(tokens[back]!.normal)) back -= 1;
  if (!COORDINATORS.has(tokens[back]?.normal ?? '')) return false;
  const pain = back - 1;
  return (
    pain >= mention.start &&
    matcher.startsOf('pain-word').some((at) => at <= pain && pain < matcher.spanEnd('pain-word', at))
  );
}

export function isNegated(c: MentionContext, mention: Mention, range: [number, number], smallChild: boolean): boolean {
  const { tokens, negation, notNegation, partOfSymptom, sentenceFirst, sentenceEnd } = c;
  if (heldByPhrase(c, mention)) return true;
  if (anyCancels(c, mention, smallChild) && !toldAgain(c, mention) && !changesAfterCancel(c, mention)) {
    for (const at of mention.cancelledAt) if (cancels(c, at) && heldByCancel(c, mention, at)) return true;
    // A cause that would account for it does not when it is still there days later.
    const sentence = tokens[mention.start]?.sentence ?? 0;
    if (!within(c.persisting, sentenceFirst[sentence] ?? 0, sentenceEnd[sentence] ?? 0)) return true;
  }
  const [first] = range;
  for (let position = mention.start + 1; position < mention.end; position += 1) {
    // 'my bum is sore not numb', 'down below is fine, no numbness': a 'no' or 'not' between a symptom's words (or
    // after a comma) and the symptom that ends the mention denies it, as after a copula; not 'pain, no injury,
    // between my shoulder blades', where the denied words are not the mention's end.
    const before = tokens[position - 1]?.normal ?? '';
    // A turn bounds the denial: 'bruised but not red' denies the red; 'not itchy but red' does not.
    const deniesWhatFollows =
      (COPULAS.has(before) ||
        (CONTRAST_TURNS.has(before) && symptomToEnd(c, position + 1, mention.end)) ||
        (DO_SUPPORT.has(before) && partOfSymptom[position - 2] === 1 && symptomToEnd(c, position + 1, mention.end)) ||
        ((partOfSymptom[position - 1] === 1 || before === ',') && symptomToEnd(c, position + 1, mention.end))) &&
      !anyWordIn(tokens, position + 1, mention.end, CONTRAST_TURNS);
    if (
      deniesWhatFollows &&
      negation.isStart[position] === 1 &&
      !partOfSymptom[position] &&
      !notNegation.covered[position]
    ) {
      return true;
    }
  }
  let crossedComma = false;
  let comma = -1;
  let crossedOwnClause = false;
  for (let position = mention.start - 1; position >= Math.max(first, mention.start - NEGATION_REACH); position -= 1) {
    if (tokens[position]?.normal === ',') {
      crossedComma = true;
      comma = position;
      crossedOwnClause ||= opensOwnClause(c, position, mention.end);
    }
    if (crossedOwnClause) break;
    // The 'not' of 'can not catch my breath' belongs to a symptom and denies nothing after it.
    if (negation.isStart[position] !== 1 || notNegation.covered[position] || partOfSymptom[position]) continue;
    // Past a comma, a negation reaches only along a list: 'no numbness, tingling or weakness'.
    if (crossedComma && !anyIn(c.listJoiners, position, range[1])) continue;
    // Not a list of symptoms: 'no diet, and back hurt' denies the diet, and ', and' opens what follows; so does a
    // list of postures or things tried, each denied on its own ('not lying, not sitting, back hurts all the time'):
    // a negation whose item before the comma holds no symptom's word denies nothing past it.
    if (crossedComma && !holdsIn(partOfSymptom, position, comma, 1)) {
      continue;
    }
    const isNever = tokens[position]?.normal === 'never';
    if (isNever && within(c.novelty, position, range[1])) continue;
    // 'If it does not get better he would rather be dead': the 'not' is the condition's, and a subject after it
    // opens the clause that says the mention.
    const inCondition = anyWordIn(tokens, Math.max(first, position - CONDITION_REACH), position, CONDITION_OPENERS);
    if (inCondition && anyWordIn(tokens, position + 1, mention.start, CLAUSE_SUBJECTS)) continue;
    return true;
  }
  // A mention whose words run on into a later clause is denied by what that clause says after them ('the pressure is
  // crushing me, but my chest is fine').
  const endClause = clauseRange(c, mention.end - 1)[1];
  const afterEnd = Math.min(Math.max(range[1], endClause), mention.end + POST_DENIAL_REACH);
  return within(c.postDenial, mention.end, afterEnd) || answeredNo(c, mention.end);
}

/** Words that open a subject of its own after ', and': 'not ill, and his back aches'. */
const SUBJECT_OPENINGS = new Set(NEW_SUBJECT_WORDS);
/** A verb that tells a clause after ', and', with a subject before it: 'and back is hurting', 'and neck hurts'. */
const CLAUSE_VERBS = new Set([...FINITE_VERB_WORDS, ...PAIN_VERBS_TOLD_WORDS]);
/** How far after ', and' a clause's verb may stand behind its subject ('and the lower back is …'). */
const OWN_CLAUSE_REACH = 4;

/**
 * ', and' opening a clause of its own: a subject that opens one ('her', 'he', 'it'), or a verb after a word or more
 * ('back is hurting more', 'neck hurts'). A negation before it denies no item of a list after it: 'not ill otherwise
 * and eating normal, and back is hurting more'; not 'no numbness, tingling, and weakness in my legs'. Not ', or',
 * which goes on with the list a denial names: 'no tingling in my bottom, or my legs feeling weak'.
 */
function opensOwnClause({ tokens }: MentionContext, comma: number, end: number): boolean {
  if (tokens[comma + 1]?.normal !== 'and') return false;
  if (SUBJECT_OPENINGS.has(tokens[comma + 2]?.normal ?? '')) return true;
  const last = Math.min(end, comma + 3 + OWN_CLAUSE_REACH);
  for (let position = comma + 3; position < last; position += 1) {
    const token = tokens[position]!;
    if (token.isPunctuation || COORDINATORS.has(token.normal)) return false;
    if (CLAUSE_VERBS.has(token.normal)) return true;
  }
  return false;
}

/**
 * 'Pain at night? No.', 'numb bum? nope, just a stiff back': a symptom asked as a question and answered with a bare
 * 'no' just after its question mark, or a form's dash or colon ('weight loss - no,', 'night pain: no'): a checklist
 * answered; not 'no idea', 'no better', 'night pain - no sleep for days', whose 'no' begins a phrase.
 */
function answeredNo(c: MentionContext, end: number): boolean {
  const { tokens } = c;
  const last = Math.min(tokens.length - 1, end + POST_DENIAL_REACH);
  // A checklist's item answered straight after it, in a sentence a form's mark opened: 'checklist - leg weakness no,
  // bowel issue no'; not 'can't feel my legs no.', with no checklist to answer.
  if (tokens[end]?.normal === 'no') {
    const next = tokens[end + 1];
    const answered = next === undefined || next.isPunctuation || next.sentence !== tokens[end]?.sentence;
    if (answered && markOpensSentence(c, end)) return true;
  }
  for (let position = end; position < last; position += 1) {
    const token = tokens[position]!;
    if (!ANSWER_MARKS.has(token.normal)) {
      if (token.isPunctuation) return false;
      continue;
    }
    // 'Any chest pain? A: no': the answer's label and its mark stand between the question and the answer.
    if (ANSWER_LABELS.has(tokens[position + 1]?.normal ?? '') && ANSWER_MARKS.has(tokens[position + 2]?.normal ?? '')) {
      position += 2;
    }
    const answer = tokens[position + 1]!;
    if (!BARE_NO.has(answer.normal) && answer.base !== 'no') return false;
    if (answer.normal === 'no.') return true;
    const next = tokens[position + 2];
    return next === undefined || next.isPunctuation || next.sentence !== answer.sentence;
  }
  return false;
}

/** Does a form's mark ('-', ':', '?') stand before this position in its sentence ('History: …', 'Checklist - …')? */
function markOpensSentence({ tokens, sentenceFirst }: MentionContext, position: number): boolean {
  const first = sentenceFirst[tokens[position]?.sentence ?? 0] ?? 0;
  for (let back = position - 1; back >= first; back -= 1) {
    if (ANSWER_MARKS.has(tokens[back]!.normal)) return true;
  }
  return false;
}
