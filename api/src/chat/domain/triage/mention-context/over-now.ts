import type { Mention } from '../find-mentions';
import { clauseRange } from './clauses';
import type { MentionContext } from './message-facts';
import { negatedBefore, notNegatedBefore } from './negation';
import { mentionStarts, recursHere, resolvesIt, returnsAfter, saysStillThere, turnsToNowAfter } from './still-there';
import { anyIn, anyStartIn, spanEnd, within } from './spans';

/** What 'always been' or 'always had' is said of, to point back at a thing: 'always been there', 'always had it'. */
const ALWAYS_OF_IT: ReadonlySet<string> = new Set(['there', 'it', 'that', 'this', 'them', 'one', 'like', 'the']);
/** How far a word of long standing reaches: 'on steroids for years' says nothing of the fall later on. */
export const LONG_STANDING_REACH = 2;

/** How many sentences after a dated episode's own may tell it over. */
const OVER_REACH_SENTENCES = 2;

/**
 * 'Dark thoughts last winter, had counselling, much better now', 'my back ached and I was shivery, but that was
 * ages ago and I'm fine now': an episode dated weeks or more past in its sentence, undenied, and said after it to be
 * over (@over-now, outside any mention: not 'no feeling anymore') is history. Not when the sentence also tells a time
 * of the last days ('yesterday … fine now': a transient red flag is still urgent), nor when anything after it in the
 * message says it goes on or is back ('comes and goes', 'again', 'it's back', 'still').
 */
export function overLongAgo(c: MentionContext, mention: Mention, [first, end]: [number, number]): boolean {
  const { tokens, overNow } = c;
  const dated =
    anyStartIn(c, c.longPast, first, end, notNegatedBefore) ||
    anyStartIn(c, c.longAgo, first, end, notNegatedBefore) ||
    anyStartIn(c, c.recentWeeks, first, end, notNegatedBefore);
  if (!dated) return false;
  // Told over in its sentence, or else in one of the next two ('Dark thoughts last winter. I've had counselling and
  // I'm in a much better place now.', 'A temperature last week with Covid. My back ached with it. All gone now.');
  // none of them may then tell a time of the last days.
  const sentence = tokens[mention.start]?.sentence ?? 0;
  let overEnd = end;
  for (let next = sentence; !anyStartIn(c, overNow, mention.end, overEnd, saidOver); next += 1) {
    if (next === sentence + OVER_REACH_SENTENCES || c.sentenceEnd[next + 1] === undefined) return false;
    overEnd = c.sentenceEnd[next + 1]!;
  }
  if (anyStartIn(c, c.newOnset, first, overEnd, recentTime)) return false;
  const last = tokens.length;
  return (
    !anyStartIn(c, c.stillPresent, mention.end, last, saysStillThere) &&
    !anyStartIn(c, c.recurred, mention.end, last, recursHere) &&
    !anyStartIn(c, c.symptomReturned, mention.end, last, saysStillThere) &&
    !within(c.comesAndGoes, first, last)
  );
}
/** An end told outside any mention, and not denied ('not fine now'). */
const saidOver = (c: MentionContext, start: number) => c.inMention[start] !== 1 && !negatedBefore(c, start);
/** A time of the last days ('yesterday', 'this morning', 'a few hours ago'): not the 'now' of 'fine now'. */
const recentTime = (c: MentionContext, start: number) =>
  c.overNow.covered[start] !== 1 && c.tokens[start]?.normal !== 'now';

/**
 * 'The same stiff lower back for 30 years, no change': years of it told just after the mention (or after how it
 * comes and goes: 'an ache on and off for twenty years'), then said in its sentence not to have changed (not 'no
 * change, until this week it got worse', told as still there after), or looked into and found clear ('… my
 * consultant reviewed it in May and the MRI was clear'): a complaint of long standing, reviewed and unchanged. A
 * finding whose clause names a concept ('turned out to be cancer') is no all-clear.
 */
export function unchangedForYears(c: MentionContext, mention: Mention, sentence: number): boolean {
  const from = c.comesAndGoes.isStart[mention.end] === 1 ? spanEnd(c.comesAndGoes, mention.end) : mention.end;
  if (!within(c.yearsOfIt, from, from + LONG_STANDING_REACH + 1)) return false;
  const end = c.sentenceEnd[sentence] ?? c.tokens.length;
  for (const start of c.unchanged.starts) {
    if (start > mention.end && start < end && !negatedBefore(c, start) && !returnsAfter(c, start, sentence)) {
      return true;
    }
  }
  for (const start of c.checkedNormal.starts) {
    if (start <= mention.end || start >= end || negatedBefore(c, start) || returnsAfter(c, start, sentence)) continue;
    if (!anyIn(mentionStarts(c), start, clauseRange(c, start)[1])) return true;
  }
  return false;
}

/**
 * 'An ache round my shoulder blades after long days, which has been the case for years', '… and have done for twenty
 * years': a later clause of the mention's sentence that points back at it (@pointed-back: 'which has been the
 * case', 'and have done', 'it has been like that') and gives it years, undenied and with no symptom of its own,
 * tells a state of long standing; not when anything in the sentence is told as new ('now', 'since', 'this week'),
 * changing or turned to now ('… but now it is worse').
 */
export function yearsToldAfter(c: MentionContext, mention: Mention, [first, end]: [number, number]): boolean {
  if (mention.definition.acute || within(c.newOnset, first, end) || turnsToNowAfter(c, mention)) return false;
  if (anyStartIn(c, c.changingNow, mention.start + 1, end, notNegatedBefore)) return false;
  // From the mention's end: 'which has been the case …' may go on in the mention's own clause.
  return anyStartIn(c, c.pointedBack, mention.end, end, givesYearsToMention);
}

/**
 * 'A bony bump at the base of my neck? Always been there, I just never noticed it': the next sentence opening by
 * pointing back at it ('It has always been there', 'That's been the same for years') or, its subject left out, with
 * 'always' ('Always been there', 'Always had it'), gives it years as a later clause of its own sentence does
 * (yearsToldAfter); not when either sentence tells it as new or changing, nor when that clause is denied or tells a
 * symptom of its own. A next sentence opening 'For years I've had …' tells something else, and is not read.
 */
export function yearsToldInNextSentence(c: MentionContext, mention: Mention, sentence: number): boolean {
  const first = c.sentenceFirst[sentence + 1];
  if (first === undefined || mention.definition.acute) return false;
  const opens =
    c.pointedBack.isStart[first] === 1 ||
    (c.longStanding.isStart[first] === 1 &&
      c.tokens[first]?.normal === 'always' &&
      ALWAYS_OF_IT.has(c.tokens[spanEnd(c.longStanding, first)]?.normal ?? ''));
  if (!opens) return false;
  const end = c.sentenceEnd[sentence + 1] ?? c.tokens.length;
  const from = c.sentenceFirst[sentence] ?? 0;
  if (within(c.newOnset, from, end) || turnsToNowAfter(c, mention)) return false;
  if (anyStartIn(c, c.changingNow, mention.start + 1, end, notNegatedBefore)) return false;
  return givesYearsToMention(c, first);
}

/** From a pointing back, to its clause's end: years given, undenied, with no symptom told there of its own. */
function givesYearsToMention(c: MentionContext, start: number): boolean {
  const { tokens } = c;
  // The clause of the word after it (the 'and' of 'and have done' closes the clause before), or of the word after
  // the phrase, when a word inside it opens a clause ('that's been just the same for years').
  const [, afterFirst] = clauseRange(c, Math.min(start + 1, tokens.length - 1));
  const [, afterPhrase] = clauseRange(c, Math.min(spanEnd(c.pointedBack, start), tokens.length - 1));
  const to = Math.max(afterFirst, afterPhrase);
  const years = within(c.longStanding, start, to) || within(c.yearsOfIt, start, to);
  return years && !within(c.negation, start, to) && !anyIn(mentionStarts(c), start, to);
}

/**
 * 'Went to A&E with chest pain; the tests were normal and it settled', 'night sweats that turned out to be flu, all
 * cleared up', 'a temperature last month, it was a kidney infection, antibiotics sorted it': an episode looked into
 * (or explained) and over, told in the mention's sentence or the next, with nothing after the mention said to be
 * still there, back or going on since. Over is a settling or a recovery told after it, or a time in the past that
 * dates its sentence ('chest pain in March, the ECG was fine, it was muscular').
 */
export function isCheckedAndOver(
  c: MentionContext,
  mention: Mention,
  sentence: number,
  [clauseStart, clauseEnd]: [number, number],
): boolean {
  const first = c.sentenceFirst[sentence] ?? mention.start;
  const end = c.sentenceEnd[sentence + 1] ?? c.sentenceEnd[sentence] ?? c.tokens.length;
  // The cause found may come before it in its sentence: 'turned out to be a kidney infection and it cleared up'.
  const checked = within(c.checkedNormal, first, end);
  // 'He's back at football' tells a recovery, not that it is back.
  const stillThere = anyStartIn(c, c.stillPresent, mention.start, end, saysStillThere);
  if (!checked || stillThere) return false;
  const toldOver =
    anyStartIn(c, c.resolved, mention.end, end, resolvesIt) ||
    anyStartIn(c, c.recovered, mention.end, end, notNegatedBefore);
  // The time dates the mention's own clause, which says nothing new: not 'this new pain started last week'.
  const dated =
    !within(c.newOnset, clauseStart, clauseEnd) && anyStartIn(c, c.pastDate, clauseStart, clauseEnd, notNegatedBefore);
  return toldOver || dated;
}

/**
 * 'I had a small stroke in 2018 which started with a sudden severe headache', 'had a heart attack last year that I
 * thought was indigestion': anyone's event told with how it first showed, or what it was taken for, and dated in the
 * past in its sentence is a story, its symptoms and all; not when the sentence tells anything new outside the story's
 * own words ('… and now I have the same headache').
 */
export function toldAsDatedStory(c: MentionContext, [first, end]: [number, number]): boolean {
  if (!within(c.diagnosisStory, first, end) && !within(c.mistakenFor, first, end)) return false;
  const dated =
    anyStartIn(c, c.longAgo, first, end, notNegatedBefore) || anyStartIn(c, c.pastDate, first, end, notNegatedBefore);
  return dated && !anyStartIn(c, c.newOnset, first, end, outsideStory);
}
const outsideStory = (c: MentionContext, start: number) =>
  c.diagnosisStory.covered[start] !== 1 && c.mistakenFor.covered[start] !== 1;

/**
 * 'I sneezed and felt a twinge in my back, it was gone in a minute. Nothing since.': an episode over within moments
 * (@passed-at-once, after the mention's start in its sentence) and said after that, in its sentence or the next, to
 * have left nothing since (@nothing-since), undenied, is over and done; not when anything after the mention says it
 * is still there, back, going on, changing now, or tells a time of the last days outside that 'since' ('it went in a
 * minute but came back this morning', 'nothing since, apart from today').
 */
export function passedAtOnceNothingSince(c: MentionContext, mention: Mention, sentence: number): boolean {
  const { tokens } = c;
  const end = c.sentenceEnd[sentence] ?? tokens.length;
  const nextEnd = c.sentenceEnd[sentence + 1] ?? end;
  if (!anyStartIn(c, c.passedAtOnce, mention.start + 1, end, notNegatedBefore)) return false;
  if (!anyStartIn(c, c.nothingSince, mention.start + 1, nextEnd, notNegatedBefore)) return false;
  const last = tokens.length;
  return (
    !anyStartIn(c, c.stillPresent, mention.end, last, stillThereNotSince) &&
    !anyStartIn(c, c.recurred, mention.end, last, recursHere) &&
    !anyStartIn(c, c.symptomReturned, mention.end, last, saysStillThere) &&
    !anyStartIn(c, c.newOnset, mention.end, last, recentNotSince) &&
    !anyStartIn(c, c.changingNow, mention.end, last, notNegatedBefore) &&
    !within(c.comesAndGoes, mention.start, last)
  );
}
/** Still there, but not the 'since' of 'nothing since'. */
const stillThereNotSince = (c: MentionContext, start: number) =>
  c.nothingSince.covered[start] !== 1 && saysStillThere(c, start);
/** A time of the last days, not the 'since' of 'nothing since'. */
const recentNotSince = (c: MentionContext, start: number) =>
  c.nothingSince.covered[start] !== 1 && recentTime(c, start);

/**
 * 'A crick between my shoulder blades, gone by lunchtime', 'my shoulder blade twinge … It went after a hot bath': a
 * pain that ends of itself (ConceptDefinition.passesInTheDay) told after it, in its sentence or the next, to have gone
 * within the day or with an everyday comfort, undenied, is over; not when anything after that says it is still there,
 * back, going on or changing now ('it went after a bath but it's back tonight and worse').
 */
export function passedInTheDay(c: MentionContext, mention: Mention, sentence: number): boolean {
  if (mention.definition.passesInTheDay !== true) return false;
  const { tokens } = c;
  const nextEnd = c.sentenceEnd[sentence + 1] ?? c.sentenceEnd[sentence] ?? tokens.length;
  const { starts } = c.passedInTheDay;
  let passed = -1;
  for (const start of starts) {
    // From after its start: 'gone' may close the mention itself ('between my shoulder blades, gone by lunchtime').
    if (start > mention.start && start < nextEnd && notNegatedBefore(c, start)) {
      passed = start;
      break;
    }
  }
  if (passed < 0) return false;
  const last = tokens.length;
  return (
    !anyStartIn(c, c.stillPresent, passed + 1, last, saysStillThere) &&
    !anyStartIn(c, c.recurred, passed + 1, last, recursHere) &&
    !anyStartIn(c, c.symptomReturned, passed + 1, last, saysStillThere) &&
    !anyStartIn(c, c.changingNow, mention.end, last, notNegatedBefore) &&
    !within(c.comesAndGoes, mention.start, last)
  );
}
