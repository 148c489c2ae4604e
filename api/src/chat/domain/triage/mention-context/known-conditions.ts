import type { Mention } from '../find-mentions';
import type { MentionContext } from './message-facts';
import { notNegatedBefore } from './negation';
import type { Experiencer } from './people';
import { turnsToNowAfter } from './still-there';
import { anyStartIn, within } from './spans';

/** How far after a 'now' words of lasting damage may tell how something was left ('now has permanent …'). */
const LASTING_REACH = 2;
/** How far before a mention its 'still' may stand ('is still slurred', 'still has slurred speech'). */
const STILL_REACH = 4;

/**
 * 'My uncle has had MS for years and his legs are numb', 'my cousin uses a wheelchair after a spinal cord injury',
 * 'my sister has had numb legs since her MS diagnosis', 'my sister has MS and gets numb legs at times': an adult
 * relative's long-standing condition, or one whose symptom is told to come and go, with nothing said to be new (the
 * 'since' of 'since her diagnosis' is not), accounts for what the sentence gives them.
 */
const notSinceDiagnosis = (c: MentionContext, start: number) => c.sinceDiagnosis.covered[start] !== 1;
/**
 * 'Now has permanent bladder problems': a 'now' just before words of lasting damage tells how it was left; the 'now'
 * of 'now and then' tells how often.
 */
const notNowLasting = (c: MentionContext, start: number) =>
  notSinceDiagnosis(c, start) &&
  c.comesAndGoes.covered[start] !== 1 &&
  !within(c.lastingDisability, start + 1, start + LASTING_REACH + 1);
/**
 * 'Known stress incontinence, no change', 'I have MS and my legs go numb at times', 'IBS with urgency to go, have
 * done for years', 'a lump on my back, known lipoma, unchanged for years': an adult's named long-term condition
 * (@chronic-condition) in the sentence accounts for what it gives them there when the symptom is told as that
 * condition's usual state (coming and going, unchanged, dated by the diagnosis, or given years after its words),
 * and nothing in the sentence is told as new, changing or turned to now. Not 'I have had MS for years and can't feel
 * my bum' (the years are the condition's, told before the symptom), nor '… but since Monday I can't feel it'.
 */
export function knownConditionAsUsual(
  c: MentionContext,
  mention: Mention,
  experiencer: Experiencer,
  [first, end]: [number, number],
): boolean {
  if (experiencer.isChild || !within(c.chronicCondition, first, end)) return false;
  const usualState =
    anyStartIn(c, c.comesAndGoes, first, end, notNegatedBefore) ||
    anyStartIn(c, c.unchanged, first, end, notNegatedBefore) ||
    within(c.sinceDiagnosis, first, end) ||
    within(c.longStanding, mention.start, end) ||
    within(c.yearsOfIt, mention.start, end) ||
    stillBefore(c, first, mention.start);
  return (
    usualState &&
    !anyStartIn(c, c.newOnset, first, end, newBesideCondition) &&
    !anyStartIn(c, c.changingNow, first, end, notNegatedBefore) &&
    !turnsToNowAfter(c, mention)
  );
}
/**
 * 'Had a stroke years ago and her speech is still slurred', 'has MS and still slurs a little': a 'still' told before
 * the mention, after the condition, keeps it as it has been since then (its turn to now, 'still … but today', is read
 * by the new and changing words of the sentence).
 */
function stillBefore(c: MentionContext, first: number, mentionStart: number): boolean {
  const { tokens } = c;
  for (let position = Math.max(first, mentionStart - STILL_REACH); position < mentionStart; position += 1) {
    if (tokens[position]?.normal === 'still' && within(c.chronicCondition, first, position)) return true;
  }
  return false;
}
/**
 * A word of something new that is not the condition's own dating: not the 'since' of 'since my diagnosis', 'since
 * having the kids' or 'since childhood', nor the 'new' of 'nothing new' (@unchanged).
 */
const newBesideCondition = (c: MentionContext, start: number) =>
  notNowLasting(c, start) &&
  c.unchanged.covered[start] !== 1 &&
  c.longAgo.isStart[start] !== 1 &&
  c.longStanding.isStart[start] !== 1;
export function hasLongStandingCondition(
  c: MentionContext,
  experiencer: Experiencer,
  [first, end]: [number, number],
): boolean {
  const longStandingCondition =
    within(c.lastingDisability, first, end) ||
    (within(c.chronicCondition, first, end) &&
      (within(c.longStanding, first, end) ||
        within(c.sinceDiagnosis, first, end) ||
        within(c.comesAndGoes, first, end)));
  const saidToBeNew = anyStartIn(c, c.newOnset, first, end, notNowLasting);
  return !experiencer.isChild && longStandingCondition && !saidToBeNew;
}
