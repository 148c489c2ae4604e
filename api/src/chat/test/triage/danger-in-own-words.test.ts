/*
 * Thoughts of self-harm, immediate danger and overdoses told in the writer's own words (indirect wishes to be gone,
 * goodbyes, an overdose told by what is left of the box), beside the everyday look-alikes that must stay quiet.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('an act already done, then what happens now', () => {
  it.each(['took like 20 pills what happens now', 'had about 12 co-codamol what happens now'])(
    'raises the act told before the question: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('overdose-or-poisoning');
    },
  );

  it.each(['what happens if you take 20 paracetamol?', 'what happens next after a discectomy?'])(
    'is no alarm for a question of what would happen: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('no point in waking, and not existing pictured as easier', () => {
  it.each([
    "honestly I don't see the point in waking up anymore",
    'my dad says there is no point in waking up now his back is this bad',
    'it would be simpler to not exist',
    "I've been wondering lately if it would be easier to not be here",
  ])('raises self-harm thoughts: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each([
    "I don't see the point in getting up early for physio",
    "I was wondering if it's better not to be around when the plasterers come, the dust is bad for my back",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
