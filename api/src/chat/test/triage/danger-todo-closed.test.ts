/*
 * Readings that close the open list of danger told in one's own words, and a relative's happening told with 'got'
 * that is news, not a past told.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe("a happening done to a relative told with 'got' and no time in the past is news, not their history", () => {
  it.each([
    [
      'my dad got knocked off his bike by a van and hurt his back, how can we prevent it getting worse?',
      'trauma-serious-accident',
    ],
    ['my gran got hit by a bus and hurt her neck, is neck trouble hereditary?', 'trauma-serious-accident'],
    [
      'my brother got knocked over by a lorry on the farm, how do we avoid that happening again?',
      'trauma-serious-accident',
    ],
  ])('still raises: "%s"', (message, flag) => {
    expect(triageByRules(message)).toContain(flag);
  });

  it.each([
    'my dad got knocked off his bike by a van in 2015 and hurt his back, how can I avoid that happening to me?',
    'my uncle got hit by a car years ago and hurt his back, how do I avoid that?',
    'my sister got a wound infection after her hip op, how can I avoid that after my back op?',
    "my cousin's scar got infected after his op, how can I avoid that?",
  ])('stays a history asked about: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("a way of doing an unnamed 'it' worked out or decided on by the writer is a plan", () => {
  it.each([
    "I've figured out when I'll do it if this pain carries on much longer",
    'I have thought through how I would do it, I just need the nerve',
    "I've decided how I'm going to do it",
  ])('raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it.each([
    "I've worked out how to do the hamstring stretch without it hurting",
    "figured out how I'd get to the clinic without driving",
    "the plank was hard at first but I've worked out how to do it now",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('one dose over, counted against the one meant, is no overdose', () => {
  it.each([
    'is it bad if I swallow two ibuprofen by accident instead of one?',
    'I accidentally took my co-codamol twice instead of once this morning',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I took two naproxen by accident instead of one and now I feel very drowsy and muddled',
    'took 30 ibuprofen by accident instead of one',
    'I took two co-codamol by accident',
  ])('still raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });
});

describe('poison as the name of a service that answers for poisons is no poisoning', () => {
  it.each([
    'the poison helpline number is stuck on our fridge next to the GP surgery',
    'is there a poison hotline I can ring for advice about my medicines?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'my little boy drank some weedkiller, I have rung the poison helpline',
    'I swallowed rat poison and the poisons unit told me to come here',
  ])('still raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });
});

describe('drug use told years ago and given up since is over', () => {
  it.each([
    'I was on heroin twenty years ago and have stayed clean since, can I still have codeine for my sciatica?',
    'I used heroin decades ago, sober ever since, is naproxen ok for my back?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I was on heroin twenty years ago and clean since, but I relapsed at Christmas and my back is agony',
    'I was on heroin years ago and have been clean since Tuesday, my back is agony',
    'I was on heroin years ago, only clean since last month, my back is agony',
  ])('still raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('infection-risk-factors');
  });
});

describe("a short container word's plural is the word: 'boxes' is 'box'", () => {
  it.each(['he has swallowed three boxes of his co-codamol', 'I took two boxes of my sleeping pills'])(
    'raises: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('overdose-or-poisoning');
    },
  );

  it('is no alarm: "I go boxing twice a week, will it help my back?"', () => {
    expect(triageByRules('I go boxing twice a week, will it help my back?')).toEqual([]);
  });
});
