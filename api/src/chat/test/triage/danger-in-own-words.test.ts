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
