/*
 * A dose taken again and again by mistake is an overdose (NHS.UK poisoning: A&E even if you feel well): one round
 * taken three times or more because it was forgotten, a double dose doubled again, or several tablets taken where
 * one was meant. A dose taken three times a day as prescribed, a missed dose, or pain that doubles one up is not.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const OVERDOSE = 'overdose-or-poisoning';

describe('doses repeated by mistake', () => {
  it.each([
    'my nan has taken her heart pills and her painkillers four times today because she forgot',
    'he took his morning tablets three times since breakfast, he keeps forgetting',
    "mum forgot she'd already had them and took her morning tablets four times",
    'I doubled it and then doubled it again on my pregabalin',
    'took my tramadol at lunch, then doubled up, then doubled up again',
    "I've had maybe 10 instead of 2 co-codamol",
    'my son took 4 instead of 1 of his sleeping tablets',
  ])('raises an overdose for %j', (message) => {
    expect(triageByRules(message)).toContain(OVERDOSE);
  });
});

describe('doses as prescribed, missed, or words of doubling that are not a dose', () => {
  it.each([
    "I forgot my lunchtime dose so I've only taken my tablets three times today",
    'I take my gabapentin three times a day but sometimes forget',
    'I was doubled up in pain and then doubled up again when I coughed',
    'the recipe said to double it and I doubled it again',
    'I had 3 coffees instead of 1 this morning and my back still aches',
    'took 3 instead of 1, it was only my vitamin D',
    'I accidentally took 2 this morning instead of 1, it was only my vitamin D',
  ])('raises no overdose for %j', (message) => {
    expect(triageByRules(message)).not.toContain(OVERDOSE);
  });
});
