/*
 * A weight lost told by clothes sizes gone down, from one to a smaller ('gone from a 16 to a 12'), from 12 up so that
 * a pain score out of ten is none. A size gone up, a size lost on a diet, or a count of hours or miles, stays ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a weight lost told by clothes sizes', () => {
  it.each([
    "My wife has gone from a 16 to a 12 since the summer and her back's been aching for weeks",
    'Nan went from a size 18 to a size 12 this year, no idea why, and now her lower back hurts',
    "he's dropped from a 14 to a 10 in a few months and has a nagging back pain",
    'Back pain since spring. I have also gone from a 20 to a 14 without changing anything',
    "Mum's come down from an 18 to a 12 and keeps getting pain in her back",
    'lower back ache for six weeks, and I have gone from a 12 to an 8 without trying',
  ])('raises a weight lost told by clothes sizes beside a back pain: %s', (message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });

  it.each([
    "I've gone from a 16 to a 12 on my diet, so pleased! Are there back exercises I can do at the gym?",
    'Gone from a 12 to a 16 since having the kids and my back aches, any tips?',
    'My back pain has gone from an 8 to a 4 since physio, thank you',
    'My shifts have gone from a 16 to a 12 hour day and my back aches less',
    "She's dropped a dress size with Slimming World and her back feels better for it",
    'his commute went from a 20 to a 10 mile drive, back aches after it though',
  ])('keeps ordinary a size gone up, lost on a diet, a pain score or a count: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
