/*
 * A single usual dose taken by mistake at another time than meant ('at 6 instead of 10, just the one dose') is a
 * timing slip, not an overdose; a dose taken twice, a count past one dose, or drowsiness after it still raise.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a single dose taken at another time', () => {
  it.each([
    'took my usual amitriptyline at 7 instead of 10 by accident, only one normal dose, can I still sleep?',
    'took my night pregabalin at 5 pm instead of bedtime by mistake, only the one dose, is that ok?',
    'took my morning naproxen at 2 instead of 8 by mistake, a single dose, any problem?',
    'took my evening sertraline at 8 am instead of 8 pm by mistake, just the one usual dose',
    'took my usual evening gabapentin at 5 instead of 11 by mistake, just the one dose, does it matter?',
    'took my evening co-codamol at noon instead of 9 by accident, only the one normal dose',
  ])('keeps %j ordinary', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'took my evening gabapentin twice by mistake, just the one normal dose each time',
    'took my usual gabapentin at 6 instead of 10 by mistake, just the one dose, now I feel really drowsy and confused',
    'took 30 of my gabapentin at 6 instead of 10 by mistake, not just the one dose',
    'took a whole box of my tablets at 6 instead of 10 by mistake, only one dose',
    'took my tablets twice by mistake, only one dose',
    "took my tablets at 6 instead of 10 by mistake, just the one dose, and now I can't stay awake",
  ])('raises %j', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });
});
