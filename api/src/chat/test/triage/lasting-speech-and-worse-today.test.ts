/*
 * A sign left long ago by a known cause (a stroke or brain injury of years back, a lifelong condition), told as still
 * there, as always or unchanged, is that cause's lasting state, not a new sign; the same told as worse or changed now
 * is current.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const STROKE = 'stroke-signs';

describe('a lasting sign of a known cause told as still there, as always or unchanged is not a new sign', () => {
  it.each([
    'my dad had a stroke three years ago and his speech is still slurred, can he do pilates?',
    'my aunt had a brain injury in 2015 and still slurs her words a bit, is swimming ok for her back?',
    'my brother has cerebral palsy so his words come out slurred, as always',
    'my partner has MS and his speech is slurred as usual, which exercises help his back?',
    'grandma had a stroke decades ago and still has slurred speech, nothing new',
  ])('does not raise the stroke entry for %j', (message) => {
    expect(triageByRules(message)).not.toContain(STROKE);
  });
  it.each([
    'my dad had a stroke yesterday and his speech is still slurred',
    'my dad had a stroke three years ago and his speech is slurred again this afternoon',
    'my aunt had a brain injury in 2015 and this evening she is slurring badly',
    'my brother has cerebral palsy but tonight his words are slurred far more than usual',
    'she has had MS for years and since lunchtime she cannot get her words out',
    'my nan had a stroke in 2018 and ever since I have slurred my words, much worse this morning',
  ])('still raises the stroke entry for %j', (message) => {
    expect(triageByRules(message)).toContain(STROKE);
  });
});
