import type { Mention } from '../find-mentions';
import { NUMBING_CAUSE_WORDS } from '../lexicon/vocabulary';
import { hasLongStandingCondition, knownConditionAsUsual } from './known-conditions';
import { changesNow, datedLongAgo, isLongAgo } from './long-ago';
import type { MentionContext } from './message-facts';
import { negatedBefore, negatedWithin } from './negation';
import {
  isCheckedAndOver,
  LONG_STANDING_REACH,
  overLongAgo,
  passedAtOnceNothingSince,
  passedInTheDay,
  toldAsDatedStory,
  unchangedForYears,
  yearsToldAfter,
  yearsToldInNextSentence,
} from './over-now';
import type { Experiencer } from './people';
import { backThisTime, changesAfter, hasReturned, resolvesIt, returnsAfter, turnsToNowAfter } from './still-there';
import {
  askedForOwnSake,
  recoveredAfter,
  toldAsDiagnosisStory,
  toldAsMistakenFor,
  toldDeathOf,
  treatedAfter,
} from './stories';
import { clauseRange } from './clauses';
import { anyWordIn, within } from './spans';

/** A dental visit or a local anaesthetic: a numbing that wears off (ConceptDefinition.passingCounts). */
const NUMBING_CAUSES = new Set(NUMBING_CAUSE_WORDS);
/** How far after a mention 'that settled' reaches. */
const RESOLVED_REACH = 12;

/**
 * Every dental visit or local anaesthetic in the mention's sentence dated to a day gone by, and the mention told with a
 * time of today in its clause ('had a filling on Monday but this morning her face drooped, it went within the hour'):
 * the numbing, which wears off within hours, was over days before, so it explains no sign told since.
 */
function numbingDaysBefore(c: MentionContext, mention: Mention, [first, end]: [number, number]): boolean {
  const { matcher, tokens } = c;
  const [clauseFirst, clauseEnd] = clauseRange(c, mention.start);
  let today = false;
  for (const start of matcher.startsOf('time-of-today')) {
    if (start >= clauseFirst && start < clauseEnd) today = true;
  }
  if (!today) return false;
  const dated = matcher.startsOf('numbing-days-before');
  for (let position = first; position < end; position += 1) {
    if (!NUMBING_CAUSES.has(tokens[position]!.normal)) continue;
    let covered = false;
    for (const start of dated) {
      if (start <= position && position < matcher.spanEnd('numbing-days-before', start)) covered = true;
    }
    if (!covered) return false;
  }
  return true;
}

/**
 * Is the mention history, not a current symptom: dated long ago or long standing (and not changing now), settled or
 * over, checked and over, a story told with its date, a known condition's usual state, or a relative's death,
 * recovery, diagnosis or past asked about?
 */
export function isHistory(
  c: MentionContext,
  mention: Mention,
  range: [number, number],
  experiencer: Experiencer,
): boolean {
  const { tokens, sentenceFirst, sentenceEnd, longStanding } = c;
  if (mention.definition.historyCounts) return false;
  if (hasReturned(c, mention) || backThisTime(c, mention)) return false;
  // 'She has been fitting for ages': a fit told to go on now, its length the danger (@goes-on-now), is no history.
  if (c.goesOnNow.covered[mention.start] === 1) return false;
  // 'Two years ago my legs went numb and they still are, worse this week': said after it to go on or change now.
  if (!changesNow(c, mention, range) && datedLongAgo(c, mention, range) && !changesAfter(c, mention)) return true;
  // 'A lump for years, it is getting bigger': long there, but said to change now, it is current.
  // 'A curve in my spine since I was a teen': a 'since' of long standing opens a clause of its own, just after.
  // 'Unsteady for ages, it is much worse tonight': a state whose change matters, told after it as worse now, is
  // current, as for one dated long ago.
  const standingRange: [number, number] = longStanding.isStart[range[1]] === 1 ? [range[0], range[1] + 1] : range;
  if (
    isLongAgo(c, longStanding, mention, standingRange, LONG_STANDING_REACH) &&
    !turnsToNowAfter(c, mention) &&
    !changesNow(c, mention, range) &&
    !changesAfter(c, mention)
  ) {
    return true;
  }
  const sentence = tokens[mention.start]?.sentence ?? 0;
  const sentenceRange: [number, number] = [sentenceFirst[sentence] ?? 0, sentenceEnd[sentence] ?? 0];
  // Brought on by exercise or a posture (told in its sentence or the one before: 'Pulled something carrying boxes.
  // It hurts to sneeze but much less than on Saturday'), it ends with a passing said later in its sentence or the next.
  const causeFirst = sentenceFirst[sentence - 1] ?? sentenceRange[0];
  const passesWithCause =
    mention.definition.transient === true && within(c.transientCause, causeFirst, sentenceRange[1]);
  const nextEnd = sentenceEnd[sentence + 1] ?? sentenceRange[1];
  const resolvedEnd = passesWithCause ? nextEnd : Math.min(sentenceRange[1], mention.end + RESOLVED_REACH + 1);
  // A stroke's sign that has passed (ConceptDefinition.passingCounts) is still one: no settling ends it, unless its
  // sentence names a dental visit or a local anaesthetic, whose numbing wears off ('… after the filling but it's gone').
  const passingCounts =
    mention.definition.passingCounts === true &&
    !(
      anyWordIn(tokens, sentenceRange[0], sentenceRange[1], NUMBING_CAUSES) &&
      !numbingDaysBefore(c, mention, sentenceRange)
    );
  for (let start = mention.end; !passingCounts && start < resolvedEnd; start += 1) {
    const passes = passesWithCause && c.passing.isStart[start] === 1 && !negatedWithin(c, c.passing, start);
    const ends = resolvesIt(c, start) || passes;
    if (ends && !negatedBefore(c, start) && !returnsAfter(c, start, sentence)) return true;
  }
  if (overLongAgo(c, mention, sentenceRange)) return true;
  if (!passingCounts && passedAtOnceNothingSince(c, mention, sentence)) return true;
  if (passedInTheDay(c, mention, sentence)) return true;
  if (unchangedForYears(c, mention, sentence)) return true;
  if (yearsToldAfter(c, mention, sentenceRange)) return true;
  if (yearsToldInNextSentence(c, mention, sentence)) return true;
  if (mention.definition.acute && isLongAgo(c, c.recentWeeks, mention, range)) return true;
  if (isCheckedAndOver(c, mention, sentence, range)) return true;
  if (toldAsDatedStory(c, sentenceRange)) return true;
  if (mention.definition.knownConditionAccounts && knownConditionAsUsual(c, mention, experiencer, sentenceRange)) {
    return true;
  }
  if (!experiencer.key.startsWith('relative:')) return false;
  return (
    toldDeathOf(c, experiencer, sentenceRange) ||
    recoveredAfter(c, experiencer, sentence) ||
    treatedAfter(c, mention, experiencer, sentenceRange) ||
    toldAsDiagnosisStory(c, experiencer, sentenceRange) ||
    toldAsMistakenFor(c, range, sentenceRange) ||
    hasLongStandingCondition(c, experiencer, sentenceRange) ||
    askedForOwnSake(c, mention, range, sentenceRange)
  );
}
