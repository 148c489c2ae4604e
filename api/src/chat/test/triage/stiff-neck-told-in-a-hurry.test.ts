/*
 * A stiff neck told in a hurry, with the verb dropped ('neck so stiff'), or by the chin that will not go down to the
 * chest: with a fever or light that hurts the eyes it is meningitis (NHS.UK, 999). A stiff neck alone, from a pillow,
 * a desk or the gym, stays ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a stiff neck told in a hurry', () => {
  it.each([
    '38.9 fever, neck so stiff, bright light hurts',
    'hot and shivery with a temperature, my neck so stiff I can barely move it',
    "she's burning up and can't get her chin down to her chest",
    "temperature of 39 and he can't bring his chin down, the telly light is bothering him",
    "high temp and I can't tuck my chin in at all",
    'neck so stiff and the light is hurting my eyes, feel awful',
  ])('raises meningitis signs: %s', (message) => {
    expect(triageByRules(message)).toContain('meningitis-signs');
  });

  it.each([
    'neck so stiff after sleeping on the sofa, any stretches?',
    'my neck so stiff from the desk, can you help?',
    "can't get my chin down to my chest after that whiplash last week, is physio ok?",
    "neck really stiff after the gym, I can't tuck my chin in",
    'I had a temperature last week with a cold, all better. Now just neck so stiff from my pillow',
    "can't get my chin down far in yoga, neck so stiff, any tips?",
  ])('keeps a stiff neck alone ordinary: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
