/*
 * Ordinary words in the company of serious ones: a word of danger used loosely of something ordinary, or another's
 * past illness before the writer's own worry, each beside a report in like words that must still raise.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe("a meal or a cook's food called poison is a verdict on its taste", () => {
  it.each([
    "my brother's curry is poison honestly. can I get a sports massage on friday?",
    'honestly the canteen food is pure poison, anyway are you open on saturdays',
    "mum's cooking was absolute poison at christmas haha, can I book for my neck",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    // A wild thing eaten, not a dish.
    'the mushrooms he picked in the woods were poison and he is being sick',
    // Food that was poisoned, not called poison.
    'the soup he ate was poisoned and he is being sick',
    // A drink called poison: what was in it, not how it tasted.
    'the drink she had at the party was poison, she is barely conscious',
    // A poison swallowed told in a clause of its own beside the verdict.
    'her cooking is poison and my toddler has swallowed some bleach',
  ])('still raises a poisoning: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });
});
