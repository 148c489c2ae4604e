import type { Mention } from '../find-mentions';
import {
  DEGREE_OF_CHANGE_WORDS,
  GOING_ON_ONLY_WORDS,
  OBJECT_OF_LOSS_WORDS,
  PAST_CHANGE_WORDS,
  REPEAT_FEARED_WORDS,
  REPEAT_NOW_WORDS,
  SINCE_OPENING_WORDS,
  WORDS_OF_LOSS,
} from '../lexicon/vocabulary';
import { clauseRange, CONTRAST_TURNS } from './clauses';
import type { MentionContext } from './message-facts';
import { negatedBefore, notNegatedBefore } from './negation';
import { experiencerOf, GENERIC, SELF } from './people';
import { anyIn, anyStartIn, anyWordIn, countsOf, firstAtOrAfter, normalAt, within } from './spans';

/** How far before 'has come back' a 'will', an 'if' or 'the feeling' makes it no symptom's return. */
const UNREAL_RETURN_REACH = 3;
/** Words of a loss ('lost all feeling'), and the pronouns that, returning after one, name what was lost. */
const LOSS_WORDS = new Set(WORDS_OF_LOSS);
const OBJECT_OF_LOSS = new Set(OBJECT_OF_LOSS_WORDS);
/** The first words of @recurred's 'since then' and 'ever since': they date from an event, they tell no new one. */
const SINCE_OPENINGS = new Set(SINCE_OPENING_WORDS);
/** A change told after these is of then, not now (changesAfter). */
const PAST_CHANGE = new Set(PAST_CHANGE_WORDS);
/** Words that make a repeat feared or supposed, not told (repeatToldNow). */
const REPEAT_FEARED = new Set(REPEAT_FEARED_WORDS);
const REPEAT_NOW = new Set(REPEAT_NOW_WORDS);
/** @still-present readings that tell a going on, not a change ('still', 'since', 'on and off', 'but now'). */
const GOING_ON_ONLY = new Set(GOING_ON_ONLY_WORDS);
/** Words of how much before a word of change ('much worse'), and how many of them may stand there. */
const DEGREE_OF_CHANGE = new Set(DEGREE_OF_CHANGE_WORDS);
const DEGREE_REACH = 2;
/** How near the start of the next sentence 'it' or 'the same' must stand to say that what came before is back. */
const RETURN_OPENING = 3;

/**
 * Does the phrase of @resolved that starts here say a symptom is over or unchanged? Not in 'I haven't changed
 * anything', which says the writer changed nothing in their life (@unexplained), nor after a negation ('won't settle'),
 * nor a cause's wearing off told as the time a change starts from ('her face drooped since the anaesthetic wore off'),
 * nor the time each bout takes to settle ('worse when I cough, it takes a minute to settle').
 */
export const resolvesIt = (c: MentionContext, start: number) =>
  c.resolved.isStart[start] === 1 &&
  c.lifeUnchanged.covered[start] !== 1 &&
  c.causeWornOff.covered[start] !== 1 &&
  c.timeToSettle.covered[start] !== 1 &&
  !negatedBefore(c, start);

/**
 * 'Took an overdose when I was 17 and again last night': said to have happened again later in its sentence, no time
 * of long ago is all of it.
 */
export const recursLater = (c: MentionContext, mention: Mention) => {
  const { tokens } = c;
  const end = c.sentenceEnd[tokens[mention.start]?.sentence ?? 0] ?? tokens.length;
  // 'never happened again', 'has not been back since': denied, a recurrence tells the episode was the only one.
  const { starts } = c.recurred;
  for (let index = firstAtOrAfter(starts, mention.end); index < starts.length && starts[index]! < end; index += 1) {
    const start = starts[index]!;
    // 'A crash years ago and have had a stiff neck ever since': a 'since' after another mention dates that one.
    if (SINCE_OPENINGS.has(normalAt(tokens, start)) && anyIn(mentionStarts(c), mention.end, start)) continue;
    if (SINCE_OPENINGS.has(normalAt(tokens, start)) && writerAfterSince(c, mention, start)) continue;
    if (recursHere(c, start) && !anotherRecurs(c, mention, start)) return true;
  }
  return recursNext(c, mention);
};
/** 'Dad needed CPR last year. Today he collapsed again.': the repeat told of now in the next sentence. */
const recursNext = (c: MentionContext, mention: Mention) => {
  const next = (c.tokens[mention.start]?.sentence ?? 0) + 1;
  const [first, end] = [c.sentenceFirst[next], c.sentenceEnd[next]];
  return first !== undefined && end !== undefined && repeatToldNow(c, mention, first, end);
};
/**
 * 'Grandma had a seizure in 2017. It happened again this morning.', 'Took an overdose when I was 19, and last night I
 * did it again': from `first` (the next sentence, or past a 'when' clause that dates the mention) to `end`, a stretch
 * told of now (@time-of-today, REPEAT_NOW) and not asked tells it happened again, of the same person; not 'What if it
 * happens again today?', 'Today I'm scared he'll collapse again', 'Today his back is sore again' (another concept's
 * return), 'Today he's fine again' (a recovery), nor 'Now she's walking again' (an activity).
 */
export const repeatToldNow = (c: MentionContext, mention: Mention, first: number, end: number) => {
  const { tokens } = c;
  if (tokens[end - 1]?.normal === '?') return false;
  const toldNow =
    anyWordIn(tokens, first, end, REPEAT_NOW) ||
    c.matcher.startsOf('time-of-today').some((start) => start >= first && start < end);
  if (!toldNow) return false;
  const { starts } = c.recurred;
  for (let index = firstAtOrAfter(starts, first); index < starts.length && starts[index]! < end; index += 1) {
    const again = starts[index]!;
    if (SINCE_OPENINGS.has(normalAt(tokens, again)) || !recursHere(c, again) || anotherRecurs(c, mention, again)) {
      continue;
    }
    const [clauseFirst] = clauseRange(c, again);
    // 'Today I'm scared he'll collapse again', 'I don't want to do that again, I'm in a good place now'.
    const clauseBefore = Math.max(first, clauseFirst);
    if (anyWordIn(tokens, clauseBefore, again, REPEAT_FEARED) || within(c.negation, clauseBefore, again)) continue;
    const named = c.lastPerson[again] ?? -1;
    if (named < first || c.personAt[named]?.experiencer === experiencerOf(c, mention)) return true;
  }
  return false;
};
/** How near before 'again' another mention must end for the 'again' to be its own ('my back is sore again'). */
const AGAIN_OWNER_REACH = 3;
/** Events a collapse is how one sees: 'needed CPR last year and today he collapsed again' is the event again. */
const SEEN_AS_A_COLLAPSE: ReadonlySet<string> = new Set(['not-breathing', 'unresponsive', 'seizure']);
/**
 * 'Took an overdose at 17, and today my back hurts again': an 'again' just after another concept's mention, in its
 * clause and told after this one, is that one's return, not this one's; unless that concept was told before in the
 * sentence too, with this one, as the same episode ('collapsed and needed CPR last year, and today he collapsed
 * again'), or it is a collapse and this an event seen as one (SEEN_AS_A_COLLAPSE).
 */
const anotherRecurs = (c: MentionContext, mention: Mention, again: number) => {
  const first = c.sentenceFirst[c.tokens[mention.start]?.sentence ?? 0] ?? 0;
  for (const other of c.mentions) {
    if (other.concept === mention.concept || other.start < mention.end || other.end > again) continue;
    if (again - other.end > AGAIN_OWNER_REACH || c.clause[other.start] !== c.clause[again]) continue;
    if (other.concept === 'collapse' && SEEN_AS_A_COLLAPSE.has(mention.concept)) continue;
    const toldBefore = c.mentions.some(
      (earlier) => earlier.concept === other.concept && earlier.start >= first && earlier.end <= mention.end,
    );
    if (!toldBefore) return true;
  }
  return false;
};
/**
 * 'My uncle had a heart attack last year and since then I worry about my back': a 'since' that opens on the writer
 * ('I'), after a mention given to someone else named before it, with no 'I' before it in its sentence, dates the
 * writer's own state from another's illness; it tells no return of it. Not 'I had chest pain last year and since
 * then I get it', 'chest pain last year and since then I keep getting it' (no one else named), nor 'since then he
 * gets it'.
 */
const writerAfterSince = (c: MentionContext, mention: Mention, start: number) => {
  const { tokens } = c;
  const named = c.lastPerson[mention.start] ?? -1;
  const person = named >= 0 ? c.personAt[named]?.experiencer : undefined;
  if (person === undefined || person === SELF || person === GENERIC) return false;
  let after = start;
  while (c.recurred.covered[after] === 1) after += 1;
  if (normalAt(tokens, after) !== 'i') return false;
  for (let position = c.sentenceFirst[tokens[mention.start]?.sentence ?? 0] ?? 0; position < start; position += 1) {
    if (normalAt(tokens, position) === 'i') return false;
  }
  return true;
};
/** Not 'been working ever since', 'fine ever since': a 'since' inside a recovery or an activity ends it, not again. */
export const recursHere = (c: MentionContext, start: number) =>
  notNegatedBefore(c, start) && c.recovered.covered[start] !== 1 && c.activityAgain.covered[start] !== 1;

/**
 * 'Back pain for years, but now it wakes me at night', '… but lately I keep wetting myself': a pain of long standing
 * goes on, and a turn to now after it in its sentence ('but now', 'but this week') tells a change in it now.
 */
const turnsToNow = (c: MentionContext, start: number) =>
  CONTRAST_TURNS.has(c.tokens[start]?.normal ?? '') && saysStillThere(c, start);
export function turnsToNowAfter(c: MentionContext, mention: Mention): boolean {
  const { tokens } = c;
  const end = c.sentenceEnd[tokens[mention.start]?.sentence ?? 0] ?? tokens.length;
  return anyStartIn(c, c.stillPresent, mention.end, end, turnsToNow);
}

/**
 * 'The chest pain I had last year is back', 'numb after my op in 2019 and it has come back', '… It's returned.': a
 * return said after the mention, in its sentence or at the head of the next, and not undone by a later settling,
 * makes it current whatever dated it before; not 'will it come back?', 'hasn't come back', 'the feeling came back'.
 */
export function hasReturned(c: MentionContext, mention: Mention): boolean {
  const { tokens, sentenceFirst, sentenceEnd } = c;
  const sentence = tokens[mention.start]?.sentence ?? 0;
  const nextFirst = sentenceFirst[sentence + 1] ?? tokens.length;
  const reach = Math.min(sentenceEnd[sentence + 1] ?? nextFirst, nextFirst + RETURN_OPENING + 1);
  for (const start of c.symptomReturned.starts) {
    // 'She is back at netball' tells a recovery, not a return (saysStillThere).
    if (start < mention.end || start >= reach || !saysStillThere(c, start) || opensASymptom(c, start)) continue;
    if (anotherRecurs(c, mention, start)) continue;
    const [first, end] = [
      sentenceFirst[tokens[start]?.sentence ?? 0] ?? 0,
      sentenceEnd[tokens[start]?.sentence ?? 0] ?? 0,
    ];
    if (negatedBefore(c, start) || within(c.unrealReturn, Math.max(first, start - UNREAL_RETURN_REACH), start)) {
      continue;
    }
    const settledAfter = anyStartIn(c, c.resolved, start, end, resolvesIt);
    if (!settledAfter && !recoversLoss(c, mention, start)) return true;
  }
  return false;
}
/**
 * 'Two years ago my legs went numb and they still are, worse this week', 'my bottom went numb in 2019. It keeps getting
 * worse.': a state whose change matters (ConceptDefinition.changeCounts) told after it, in its sentence or the next,
 * to be changing now (worse, spreading, growing, back, again) is current, whatever time of long ago dated its start.
 * Only with no other symptom and no settling told between (not 'bladder trouble in 2019, sorted, but my back is
 * worse', 'it went after the birth. Should I still say?'); not a denial ('not getting worse') nor an unreal return
 * ('could it come back?'). Told only to go on ('still numb', 'since', 'on and off'), or told unchanged there ('still
 * a bit numb but no worse', 'it has stayed the same', 'stable'), it is a long-standing state, not a new red flag.
 */
export function changesAfter(c: MentionContext, mention: Mention): boolean {
  if (mention.definition.changeCounts !== true) return false;
  const { tokens, sentenceEnd } = c;
  const sentence = tokens[mention.start]?.sentence ?? 0;
  const end = sentenceEnd[sentence + 1] ?? sentenceEnd[sentence] ?? tokens.length;
  const starts = mentionStarts(c);
  // What a change may be said of ends at the next mention (a change may open it: 'getting worse'), or before a
  // settling ('it all went after the birth. Pregnant again now'), after which a change is a return (hasReturned).
  // A mention that opens on a word of going on or changing ('they still are, worse since Monday') tells the same one.
  let limit = mention.end;
  while (limit < end && !(anyIn(starts, limit, limit + 1) && !goesOnAt(c, limit)) && !settlesAt(c, limit)) limit += 1;
  if (limit < end && !settlesAt(c, limit)) limit += 1;
  if (anyStartIn(c, c.unchanged, mention.end, end, notNegatedBefore)) return false;
  return (
    anyStartIn(c, c.changingNow, mention.end, limit, changesNowHere) ||
    anyStartIn(c, c.stillPresent, mention.end, limit, changedThereNow)
  );
}
/**
 * A word of going on or changing starts here ('still', 'worse'), after at most two words of how much ('much worse', 'a
 * lot worse'), or a time of long standing ('for ages'): what it tells is of the state before it.
 */
const goesOnAt = (c: MentionContext, start: number) => {
  let word = start;
  while (word < start + DEGREE_REACH && DEGREE_OF_CHANGE.has(normalAt(c.tokens, word))) word += 1;
  return (
    c.stillPresent.covered[word] === 1 ||
    c.changingNow.covered[word] === 1 ||
    c.longStanding.covered[start] === 1 ||
    c.yearsOfIt.covered[start] === 1
  );
};
/** A settling or an end told here ('it settled', 'it went after the birth'), outside any mention and undenied. */
const settlesAt = (c: MentionContext, start: number) =>
  resolvesIt(c, start) || (c.overNow.isStart[start] === 1 && c.inMention[start] !== 1 && !negatedBefore(c, start));
/** Told in the past ('a lump that was growing', 'was slowly getting bigger'): a change of then, not now. */
const toldInThePast = ({ tokens }: MentionContext, start: number) =>
  PAST_CHANGE.has(normalAt(tokens, start - 1)) || PAST_CHANGE.has(normalAt(tokens, start - 2));
/** A change told in the present, undenied. */
export const changesNowHere = (c: MentionContext, start: number) =>
  notNegatedBefore(c, start) && !toldInThePast(c, start);
/** Said to have changed now ('worse', 'back', 'again'): not only to go on ('still', 'since'), nor in the past, nor after
 * 'if', 'will' ('could it return?'). */
const changedThereNow = (c: MentionContext, start: number) =>
  !GOING_ON_ONLY.has(normalAt(c.tokens, start)) &&
  !SINCE_OPENINGS.has(normalAt(c.tokens, start)) &&
  !toldInThePast(c, start) &&
  saysStillThere(c, start) &&
  !within(
    c.unrealReturn,
    Math.max(c.sentenceFirst[c.tokens[start]?.sentence ?? 0] ?? 0, start - UNREAL_RETURN_REACH),
    start,
  );

/**
 * 'Years ago I had back pain that eased lying down. This time nights are the worst': a next sentence that opens by
 * setting this episode against that one, and tells a symptom of its own, makes the old mention current (the same
 * trouble, back); not one told milder this time ('This time it's only one leg', 'this time just a twinge').
 */
export function backThisTime(c: MentionContext, mention: Mention): boolean {
  const { tokens, sentenceFirst, sentenceEnd, matcher } = c;
  const sentence = tokens[mention.start]?.sentence ?? 0;
  const nextFirst = sentenceFirst[sentence + 1];
  if (nextFirst === undefined) return false;
  const nextEnd = sentenceEnd[sentence + 1] ?? tokens.length;
  const opens = matcher
    .startsOf('this-time')
    .some((start) => start >= nextFirst && start <= nextFirst + RETURN_OPENING);
  if (!opens || matcher.startsOf('milder-this-time').some((start) => start >= nextFirst && start < nextEnd)) {
    return false;
  }
  return anyIn(mentionStarts(c), nextFirst, nextEnd);
}

/** 'Is back pain hereditary?': a symptom's words start inside the phrase, whose 'back' is the body's, not a return. */
const opensASymptom = (c: MentionContext, start: number) => {
  const { tokens, symptomReturned } = c;
  let end = start + 1;
  while (end < tokens.length && symptomReturned.covered[end] === 1 && symptomReturned.isStart[end] !== 1) end += 1;
  return anyIn(mentionStarts(c), start + 1, end);
};
/** Running counts of the positions where a mention starts, made when first asked for. */
export const mentionStarts = (c: MentionContext) => {
  if (c.mentionStartCounts === undefined) {
    const { tokens } = c;
    const starts = new Uint8Array(tokens.length);
    for (const other of c.mentions) starts[other.start] = 1;
    c.mentionStartCounts = countsOf(tokens.length, (position) => starts[position] === 1, c.arena);
  }
  return c.mentionStartCounts;
};
/** 'I lost all feeling down there but it came back': after a loss, 'it' coming back is what was lost, recovered. */
const recoversLoss = ({ tokens }: MentionContext, mention: Mention, start: number) =>
  OBJECT_OF_LOSS.has(tokens[start - 1]?.normal ?? '') && anyWordIn(tokens, mention.start, mention.end, LOSS_WORDS);

/**
 * 'It settled, but now it's back', 'it cleared up but it keeps coming back', 'got better but worse again': said to be
 * still there, back or going on since, after its settling, in its sentence or the next, it is not over.
 */
export function returnsAfter(c: MentionContext, settled: number, sentence: number): boolean {
  const end = c.sentenceEnd[sentence + 1] ?? c.sentenceEnd[sentence] ?? c.tokens.length;
  return anyStartIn(c, c.stillPresent, settled + 1, end, saysStillThere);
}

/**
 * A phrase of @still-present that says so, not one inside a recovery or a passing ('back at school', 'stood up and
 * they came back') or an activity taken up again ('fine to run again?').
 */
export function saysStillThere(c: MentionContext, start: number): boolean {
  const { tokens, clause } = c;
  // 'It never came back': denied just before it, it says the opposite.
  // Not across a turn: in 'it has not changed but now …' the 'not' denies the change, not what the 'but now' tells.
  let first = Math.max(c.sentenceFirst[tokens[start]?.sentence ?? 0] ?? 0, start - 2);
  while (first < start && clause[first] !== clause[start]) first += 1;
  const denied = within(c.negation, first, start);
  return (
    !denied &&
    c.recovered.covered[start] !== 1 &&
    c.passing.covered[start] !== 1 &&
    c.activityAgain.covered[start] !== 1
  );
}
