/*
 * A pain score told to have risen ('was a 4, now a 9', 'from 3 out of 10 to an 8') or to be rising still ('a 7 and
 * climbing') is a pain getting worse: after an injury, the trauma entry (emergency). A score told to have fallen is not.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const TRAUMA = 'trauma-deformity-or-worsening-pain';

describe('a pain score rising after an injury', () => {
  it.each([
    'fell down the stairs on Friday, back pain went from 3 out of 10 to an 8',
    'slipped at work, my back was 4/10 yesterday, 9/10 today',
    'I was in a car crash last week and the pain is a 7 and climbing',
    'fell on my back at netball, the pain keeps climbing',
    'slipped on the stairs, the pain in my back keeps going up',
    'hurt my back lifting, pain was a 2 now it is a 6',
  ])('raises the trauma entry for %j', (message) => {
    expect(triageByRules(message)).toContain(TRAUMA);
  });

  it.each([
    "fell over last week, pain was an 8 now it's a 3, much better",
    "after my fall the pain was a 6, now it's about a 2",
    'hurt my back, 6/10 in the morning, 2/10 now',
    "I hurt my back climbing last week, it's easing",
  ])('does not raise the trauma entry for %j', (message) => {
    expect(triageByRules(message)).not.toContain(TRAUMA);
  });
});
