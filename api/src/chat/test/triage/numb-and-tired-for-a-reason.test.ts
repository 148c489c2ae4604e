/*
 * Numbness and tired legs with a cause of their own that has passed: a lost feeling told to have come back soon after
 * a posture or a session, with every red flag of the same words kept when nothing accounts for it or it comes back later.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a lost feeling told to have come back soon after what brought it on', () => {
  it.each([
    'knelt on the kitchen floor grouting for an hour and both feet went numb, came back after a few minutes of stamping',
    'sat cross legged through the whole assembly, both my legs went tingly, came back fine once i moved',
  ])('reads "%s" as over', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'both legs went numb out of nowhere, came back after a few minutes',
    'after the gym both feet went numb and it came back this morning, worse',
    'knelt on the kitchen floor and both feet went numb, it came back after a few minutes but they are still numb now',
  ])('still raises "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-both-legs');
  });
});
