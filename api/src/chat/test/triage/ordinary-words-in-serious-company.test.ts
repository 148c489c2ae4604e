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

describe("'since then' opening the writer's own state dates it, not another's illness come back", () => {
  it.each([
    'My uncle had a heart attack two years ago and since then I worry every time my shoulders ache. Do you do massage?',
    'my brother had a seizure last year and since then I keep a close eye on my own health. Do you do pilates?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    // The one who had it goes on after 'since then'.
    'My uncle had a heart attack two years ago and since then he gets chest pain when he walks',
    // The writer's own, dated and then told again.
    'I had crushing chest pain last year and since then I get it when I walk',
    // The writer's own, told with the 'I' left out.
    'crushing chest pain last year and since then I keep getting it when I walk',
  ])('still raises chest pain: "%s"', (message) => {
    expect(triageByRules(message)).toContain('chest-pain-with-back-pain');
  });
});
