/*
 * Hands gone clumsy told by what they let fall or cannot do: a drink dropped again and again ('she's dropped her tea
 * twice'), buttons that could not be done on a day ('today she couldn't do the buttons on her cardigan'). New, with a
 * neck pain or not, they are a cord sign (NG234, 999). A phone dropped once, a toddler's spills, a zip on a dress too
 * small, glasses dropped again stay ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('clumsy hands told by what they drop', () => {
  it.each([
    "Nan is 80. Neck has been sore for a while. In the last few days she's dropped her tea twice and today she couldn't do the buttons on her coat. That's new.",
    "Dad's neck has been bad for weeks. This week he dropped his mug three times and couldn't do up his shirt buttons.",
    "I couldn't do my buttons this morning. Neck is agony.",
    'My husband has neck pain and has dropped his fork again at dinner, third time this week.',
    "She couldn't manage the buttons on her blouse today, never had a problem before.",
    "I've dropped my coffee twice today and I don't know why.",
  ])('raises cord compression: %s', (message) => {
    expect(triageByRules(message)).toContain('cord-compression-walking-or-limbs');
  });

  it.each([
    'I dropped my phone and cracked the screen, my back hurts from bending to get it.',
    'My toddler dropped her cup twice at lunch and laughed.',
    "I couldn't do the zip on my dress because it's too small now!",
    "I dropped my glasses again, can't find them.",
    'The waiter dropped a plate twice at the restaurant.',
  ])('keeps an ordinary slip ordinary: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
