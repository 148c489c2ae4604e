/*
 * A new episode set against an old one ('Years ago I had back pain that eased lying down. This time it's worst at
 * night'): the old time dates the old episode, not the trouble, which is back and told now; night pain with it is a
 * cancer's sign (NICE NG234). An old episode told milder this time, or with no symptom told now, stays history.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('this time, against an old episode', () => {
  it.each([
    "Years ago I had back pain that got better lying down. This time it's the reverse - nights are awful and it keeps me up",
    'I had neck pain a few years back that was worse in the day. This time it wakes me every night',
    "Back in 2015 my lower back hurt when I moved. But this time round it's worst at night and I can't sleep",
    'My back went years ago, eased with rest. This time resting makes no difference and it wakes me at 3am',
    "Had a bad back in my twenties that settled lying flat. And this time it's keeping me awake half the night",
    'Mum had back pain years ago that was fine at night. This time she is up every night with it, she cannot sleep',
  ])('raises night pain told this time: %s', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    "Years ago I had sciatica down both legs. This time it's only one leg and easing",
    "Years ago I had back pain at night. This time it's just a twinge when I bend",
    "I took an overdose years ago. This time I'm only asking about my back ache",
    'Years ago my back pain was bad at night. This time it is just stiff in the mornings',
    'My back kept me awake for weeks after my op in 2012. This time I would like to book a check up before the marathon.',
    "Years ago I had back pain that woke me at night. This time it's a mild ache after gardening, no trouble sleeping",
  ])('keeps an old episode history: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
