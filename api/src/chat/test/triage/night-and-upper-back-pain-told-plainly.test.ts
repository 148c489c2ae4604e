/*
 * Red flags told plainly, in everyday or second-language words: the place between the shoulder blades named by its
 * bones, night pain told by what rest and lying down fail to do, a plan ready for a night alone, a face not the
 * same on both sides.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('the shoulder blades called the two shoulder bones', () => {
  it.each([
    'since two months I have ache in the middle of my two shoulder bones, it is not going',
    'my father has pain in middle of both shoulder bones, many weeks now, every day more',
  ])('raises pain between the shoulder blades for %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-between-shoulder-blades');
  });

  it.each([
    'I fractured one shoulder bone falling off my bike as a teenager, is swimming ok?',
    'my shoulder bones click when I roll my arms, no pain',
  ])('stays quiet for one shoulder, or a click without pain: %j', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-between-shoulder-blades');
  });
});
