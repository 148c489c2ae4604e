/*
 * A stiff neck told as a joint that has seized or locked ('back of my neck has seized up', 'neck's locked solid'):
 * with a fever or light that hurts, meningitis (NHS.UK, 999). A neck seized up from sleeping awkwardly or a long
 * drive with no fever, a seized engine, a temperature told over stay ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a neck seized or locked', () => {
  it.each([
    'Back of my neck has seized up. Raging temperature.',
    "My son's neck has seized up and he's burning up with a fever.",
    "Temperature of 39.5 and my neck's locked solid, can't look down.",
    'Her neck has gone all seized and the light hurts her eyes.',
    'High temp, seized up neck, feel dreadful.',
    'Neck has completely locked and light hurts my eyes.',
  ])('raises meningitis signs: %s', (message) => {
    expect(triageByRules(message)).toContain('meningitis-signs');
  });

  it.each([
    'My neck has seized up after sleeping awkwardly on the sofa. No temperature, just stiff.',
    'Neck seized up after a long drive yesterday, any stretches?',
    'My neck locked when I turned to reverse the car, no fever.',
    'My car engine seized up and my neck is sore from pushing it.',
    'I had a temperature last week with a cold, all better. Now just neck seized up from my pillow.',
  ])('keeps a seized neck alone ordinary: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
