import type { Mention } from '../find-mentions';
import {
  NOT_PRESENT_BEFORE_WORDS,
  PRESENT_OPENINGS_WORDS,
  PRESENT_TENSE_WORDS,
  STANDING_PERFECT_WORDS,
} from '../lexicon/vocabulary';
import { clauseRange, COORDINATORS } from './clauses';
import type { MentionContext } from './message-facts';
import { negatedBefore, notNegatedBefore } from './negation';
import { changesNowHere, recursLater, repeatToldNow, saysStillThere } from './still-there';
import { anyIn, anyStartIn, holdsIn, lastStartIn, spanEnd, type Spans, within } from './spans';

/** How far a word of long ago reaches: 'I had a car crash years ago', not the whole of a long clause. */
export const HISTORY_REACH = 15;
/** How far after a mention a 'today' or 'now' dates it. */
const DATED_NOW_REACH = 3;
/** How near the start of its sentence a time of long ago is 'fronted'. */
const FRONTED = 4;
/** How many clauses after a mention's a clause that points back at it ('which was years ago') may open. */
const BACK_REFERENCE_CLAUSES = 3;
/** A predicate that opens with these speaks of now ('and have wet myself', 'and still can't feel it'). */
const PRESENT_OPENINGS = new Set(PRESENT_OPENINGS_WORDS);
/**
 * 'had lymphoma in 2020 my back is hurting': dictated without full stops, a present-tense verb after a time of long
 * ago opens a new sentence of now; the time dates what came before it, not this ('I am', 'my feet have gone numb').
 */
const PRESENT_TENSE = new Set(PRESENT_TENSE_WORDS);
/** 'have been numb since 2015', 'has had it for years': a perfect of long standing, which a time of long ago dates. */
const STANDING_PERFECT = new Set(STANDING_PERFECT_WORDS);
/** 'did have dark thoughts then', 'used to have': a 'have' after these is no present tense. */
const NOT_PRESENT_BEFORE = new Set(NOT_PRESENT_BEFORE_WORDS);

/** A word of long ago near the mention, in its clause, with no 'now' or 'new' between them. */
export function isLongAgo(
  c: MentionContext,
  spans: Spans,
  mention: Mention,
  range: [number, number],
  reach = HISTORY_REACH,
): boolean {
  const { newOnset } = c;
  const first = Math.max(range[0], mention.start - reach);
  const end = Math.min(range[1], mention.end + reach + 1);
  // 'Surgery years ago and wet myself today': a time just after the mention dates it, not the one before.
  const datedNow = within(newOnset, mention.end, Math.min(range[1], mention.end + DATED_NOW_REACH));
  if (recursLater(c, mention)) return false;
  for (let start = first; start < end; start += 1) {
    // 'A lump I didn't have last year': a time said not to have had it makes it new.
    if (spans.isStart[start] !== 1 || (datedNow && start < mention.start) || negatedBefore(c, start)) continue;
    if (spans === c.longAgo && start < mention.start && presentTenseBefore(c, spanEnd(spans, start), mention)) continue;
    if (holdsNewOnset(c, spans, start)) continue;
    if (spans === c.longAgo && start > mention.end && datesWhatCameAfterComma(c, mention, start)) continue;
    const [from, to] = start < mention.start ? [start, mention.start] : [mention.end, start];
    if (to - from <= reach && !within(newOnset, from, to) && !closedByComma(c, spans, start, mention)) return true;
  }
  return false;
}

/**
 * 'Come up in the past few weeks', 'over the last couple of days': a time of long ago ('in the past') whose own
 * phrase goes on to a recent time tells that recent time.
 */
function holdsNewOnset({ tokens, newOnset, longStanding }: MentionContext, spans: Spans, start: number): boolean {
  // 'Since birth', 'since I was a teen': the 'since' opening a time of long standing dates it from then, not lately.
  const from = spans === longStanding && tokens[start]?.normal === 'since' ? start + 1 : start;
  for (let position = from; position < tokens.length && spans.covered[position] === 1; position += 1) {
    if (newOnset.isStart[position] === 1) return true;
  }
  return false;
}

/** A present-tense verb (not a perfect of long standing) from `from` up to the mention's end: now, not then. */
function presentTenseBefore({ tokens }: MentionContext, from: number, mention: Mention): boolean {
  for (let position = from; position < mention.end; position += 1) {
    const word = tokens[position]?.normal ?? '';
    if (!PRESENT_TENSE.has(word) || STANDING_PERFECT.has(tokens[position + 1]?.normal ?? '')) continue;
    if (!NOT_PRESENT_BEFORE.has(tokens[position - 1]?.normal ?? '')) return true;
  }
  return false;
}

/** 'bowel cancer last year, back ache, …': a time before a mention, followed by a comma, dates what came before. */
function closedByComma({ tokens }: MentionContext, spans: Spans, start: number, mention: Mention): boolean {
  if (start > mention.start) return false;
  let end = start;
  while (end < mention.start && spans.covered[end] === 1) end += 1;
  return tokens[end]?.normal === ',' && end < mention.start;
}

/**
 * 'A new lump on my spine, had lung cancer last year': a time after a mention, past a comma with another mention told
 * between (an illness, a symptom), dates that other one alone, as a time before a comma does (closedByComma); not a
 * clause that points back ('…, which was years ago', '…, that was in 2001').
 */
function datesWhatCameAfterComma(c: MentionContext, mention: Mention, start: number): boolean {
  const { tokens, inMention } = c;
  let comma = mention.end;
  while (comma < start && tokens[comma]?.normal !== ',') comma += 1;
  if (comma >= start || within(c.backReference, comma + 1, start)) return false;
  return holdsIn(inMention, comma + 1, start, 1);
}

/**
 * 'About twelve years ago I had …': a time of long ago at the head of a sentence, before anyone is named, governs
 * all of it; not 'I had a fall years ago and can't pee', where it dates the fall alone.
 */
const frontedLongAgo = (c: MentionContext, mention: Mention) => {
  const { tokens, longAgo } = c;
  const sentence = tokens[mention.start]?.sentence ?? 0;
  const first = c.sentenceFirst[sentence] ?? 0;
  if (recursLater(c, mention)) return false;
  for (let start = first; start <= first + FRONTED && start < mention.start; start += 1) {
    if (longAgo.isStart[start] !== 1 || within(c.newOnset, start, mention.start)) continue;
    if (anyIn(c.anyoneNamed, first, start) || presentTenseBefore(c, spanEnd(longAgo, start), mention)) continue;
    // 'Bowel cancer last year, back ache …': after a symptom and closed by a comma, it dates that symptom alone.
    const datesWhatCameBefore = holdsIn(c.partOfSymptom, first, start, 1) && closedByComma(c, longAgo, start, mention);
    if (!datesWhatCameBefore) return true;
  }
  return false;
};

/**
 * 'A few years back and took an overdose': a time dates the past-tense predicates joined to its own by 'and' (a
 * shared subject), so the clause is read from the first of them; not 'and have wet myself', 'and wet myself today'.
 */
function datedRange(c: MentionContext, range: [number, number]): [number, number] {
  const { tokens } = c;
  const [first, end] = range;
  // The clause's own pair when it is not widened: a new pair per mention was most of this function's cost.
  if (PRESENT_OPENINGS.has(tokens[first]?.normal ?? '') || within(c.newOnset, first, end)) return range;
  let from = first;
  while (from > 0 && COORDINATORS.has(tokens[from - 1]?.normal ?? '') && tokens[from - 2]?.normal !== ',') {
    const [previousFirst] = clauseRange(c, from - 1);
    if (previousFirst >= from - 1) break;
    from = previousFirst;
  }
  return from === first ? range : [from, end];
}

/** Dated by a time of long ago: at the sentence's head, near it in its clause, or pointed back to after it. */
export function datedLongAgo(c: MentionContext, mention: Mention, range: [number, number]): boolean {
  const { tokens, longAgo } = c;
  if (frontedLongAgo(c, mention)) return true;
  if (isLongAgo(c, longAgo, mention, datedRange(c, range))) return true;
  // 'Took an overdose when I was young': a time of long ago opening the next clause, straight after, dates this one.
  const next = range[1];
  const timeOpensNext = longAgo.isStart[next] === 1 && tokens[next - 1]?.isPunctuation === false;
  if (timeOpensNext && isLongAgo(c, longAgo, mention, [range[0], next + 1])) return true;
  // 'Took an overdose when I was 19, and last night I did it again': a repeat told of now after the 'when' clause, in
  // the rest of its sentence or the next.
  const sentence = tokens[mention.start]?.sentence ?? 0;
  const repeatEnd = c.sentenceEnd[sentence + 1] ?? c.sentenceEnd[sentence] ?? tokens.length;
  if (whenClauseDatesIt(c, next) && !repeatToldNow(c, mention, clauseRange(c, next)[1], repeatEnd)) return true;
  return datedByBackReference(c, mention, range) || sinceLongAgo(c, mention, range);
}

/**
 * 'Had a crash years ago and have had a lump since, it is growing', 'fell in 2015 and my feet have been numb, getting
 * worse': a state (not an acute event) said after it in its sentence to change in the present is current, whatever
 * old event the sentence also dates; not the old event itself (the time in its own clause: 'hurt my back in a crash
 * years ago, it is getting worse'), not 'it was growing', 'it grew', 'it was getting bigger', nor 'not getting worse'.
 */
export function changesNow(c: MentionContext, mention: Mention, [first, clauseEnd]: [number, number]): boolean {
  const { tokens, longAgo, changingNow } = c;
  if (mention.definition.acute) return false;
  // 'A lump my GP called a lipoma five years ago has suddenly got bigger': a change told in the clause after its
  // time of long ago is of now; with the time after the change, or no change after it, the old event is dated.
  if (within(longAgo, first, clauseEnd))
    return anyStartIn(c, changingNow, lastStartIn(longAgo, first, clauseEnd) + 1, clauseEnd, changesNowHere);
  const end = c.sentenceEnd[tokens[mention.start]?.sentence ?? 0] ?? tokens.length;
  // After the mention's first word: a mention may take in its own change ('a lump for years, it is getting bigger').
  // A mention that opens on a time of now is itself the change ('it used to be one leg now its both', comma or none):
  // from its first word.
  const from = c.newOnset.isStart[mention.start] === 1 ? mention.start : mention.start + 1;
  return anyStartIn(c, changingNow, from, end, changesNowHere);
}

/**
 * 'Was in a car crash in the 90s and has had a crooked spine since', '… and her back has been bent ever since': a
 * bare 'since' closing the mention's clause points back at the time of long ago told before it in its sentence, so
 * the mention has gone on from then; not 'since last week', nor one then said to be worse or changing.
 */
function sinceLongAgo(c: MentionContext, mention: Mention, [, clauseEnd]: [number, number]): boolean {
  const { tokens } = c;
  const sentence = tokens[mention.start]?.sentence ?? 0;
  const [first, end] = [c.sentenceFirst[sentence] ?? 0, c.sentenceEnd[sentence] ?? tokens.length];
  // 'since' opens a clause of its own (scope-break): it may stand at the mention's clause's end.
  let since = mention.end;
  while (since < clauseEnd && tokens[since]?.normal !== 'since') since += 1;
  const after = since + 1 < end ? (tokens[since + 1]?.normal ?? '') : '';
  const bare =
    tokens[since]?.normal === 'since' &&
    (after === '' || after === 'then' || tokens[since + 1]?.isPunctuation === true);
  if (!bare) return false;
  const datedBefore = anyStartIn(c, c.longAgo, first, mention.start, notNegatedBefore);
  return datedBefore && !anyStartIn(c, c.stillPresent, since + 1, end, saysStillThere);
}

/**
 * 'Overdid it on the ibuprofen when my back went last year': a 'when' clause straight after the mention's, dated long
 * ago and with no time of now, tells when it happened.
 */
function whenClauseDatesIt(c: MentionContext, next: number): boolean {
  const { tokens, longAgo } = c;
  if (tokens[next]?.normal !== 'when' || tokens[next - 1]?.isPunctuation !== false) return false;
  const [, whenEnd] = clauseRange(c, next);
  return anyStartIn(c, longAgo, next, whenEnd, notNegatedBefore) && !within(c.newOnset, next, whenEnd);
}

/**
 * '…, which was 30 years ago', '… That was years ago.': a clause that points back, among the next few after the
 * mention's (its own predicates joined by 'and' included: 'thrown off a horse and broke my back, which was …'),
 * dates it.
 */
function datedByBackReference(c: MentionContext, mention: Mention, range: [number, number]): boolean {
  let next = range[1];
  for (let clauses = 0; clauses < BACK_REFERENCE_CLAUSES && next < c.tokens.length; clauses += 1) {
    const [, nextEnd] = clauseRange(c, next);
    if (c.backReference.isStart[next] === 1) return isLongAgo(c, c.longAgo, mention, [range[0], nextEnd]);
    next = nextEnd;
  }
  return false;
}
