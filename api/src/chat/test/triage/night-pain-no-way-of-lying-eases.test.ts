/*
 * Night pain told by no way of lying easing it, as 'no position helps': 'doesn't matter where he lies, it still wakes
 * him'. A back bad at night only after a long day and eased by lying down, a sitting or a cushion that makes no
 * difference, or the question whether a way of lying matters, stays ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('night pain: no way of lying eases it', () => {
  it.each([
    "My husband's back is bad, he says the mattress is too old. Doesn't matter where he lies though, it still wakes him",
    "my lower back aches. Doesn't matter how I lie, it still wakes me",
    "Back pain for weeks and it doesn't matter which way I sleep, nothing touches it",
    "Mum's neck has been sore since March, doesn't matter what position she lies in",
    'lower back ache for a month, does not matter how he sleeps, it is there all the time',
    "my back's been bad for weeks, it doesn't matter where I lie, on the floor, the sofa, the bed",
  ])('raises night pain told by no way of lying easing it: %s', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    'My back is a bit sore at night after a long day of lifting at work, but it eases once I lie down',
    "doesn't matter where I sit, my back aches at work by the afternoon. Standing desk?",
    'my back is good at night, it is only stiff first thing. Any stretches?',
    "It doesn't matter where I put the cushion, my back is stiff on long drives",
    'Does it matter which way I lie after a back massage? My back is a little sore',
    "my back is sore after gardening, it doesn't matter how I sit on the train home",
  ])('keeps ordinary a back eased by lying down, or a sitting that makes no difference: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
