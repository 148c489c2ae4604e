/*
 * Ordinary kinds of message a careless triage would raise (round 30), each read in general form: who has it, when,
 * whether it was asked, denied, explained or made up. Each kind has a red-flag look-alike that must still raise.
 * Wordings written for this file, not taken from the labelled cases.
 */
import { triageByRules } from '../domain/triage/triage-message';

describe('round 30: a household animal as the subject, named with "the" as well as "my"', () => {
  it.each([
    'the dog wet herself when she saw me, my back aches from bending to clean it',
    'the puppy keeps wetting himself and cannot stand on his back legs, vet is seeing him today',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'walking the dog my legs went numb, both of them, and I wet myself',
    'the dog pulled me over and now I have wet myself and my back is agony',
  ])('still raises the writer’s own signs: "%s"', (message) => {
    expect(triageByRules(message)).not.toEqual([]);
  });
});
