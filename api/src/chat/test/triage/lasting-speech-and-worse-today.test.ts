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

describe('a long-standing sign told after it as worse now is current wherever a change of it is what matters', () => {
  it.each([
    ['cancer-lump-or-shape-change', 'there has been a lump on my lower spine for years and it is far worse today'],
    ['cauda-equina-bladder', 'I have leaked wee a little for years but it is a lot worse this morning'],
    ['cord-compression-walking-or-limbs', 'been unsteady walking for ages, it is much worse tonight'],
    ['stroke-signs', 'my wife has slurred her words since a head injury decades ago, far worse since breakfast'],
    ['stroke-signs', 'he has been weak down his left side for years since a stroke, a lot worse this evening'],
    ['stroke-signs', 'his mouth has drooped on the left for years after a stroke and it is much worse today'],
  ])('raises %s for %j', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });
  it.each([
    'there has been a lump on my lower spine for years, a lipoma, no worse than it ever was',
    'I have leaked a little when I sneeze for years, no different today',
    'my wife has slurred her words since a head injury decades ago, the same as always, can she do yoga?',
    'he has been weak down his left side for years since a stroke, no worse than ever, is physio worth it?',
    'been unsteady walking for ages with my MS, my back pain is much worse today though',
  ])('leaves a long-standing sign told unchanged, or a change of something else, without its entry: %j', (message) => {
    const raised = triageByRules(message);
    expect(raised).not.toContain('cancer-lump-or-shape-change');
    expect(raised).not.toContain('cauda-equina-bladder');
    expect(raised).not.toContain('stroke-signs');
    expect(raised).not.toContain('cord-compression-walking-or-limbs');
  });
});
