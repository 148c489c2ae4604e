/*
 * A rash that does not fade under a glass, however far its place stands from the test, is meningitis's sign; a rash
 * told to fade under the glass, its place between, is not read as one.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a rash that does not fade under a glass', () => {
  it.each([
    'I have a temperature and a rash on my arms that does not disappear under a tumbler',
    "rash on both his legs that doesn't go when I press a glass on it",
    "she has spots on her tummy that didn't fade when we rolled a glass over them",
    "feeling hot and shivery, there's a rash on my back that won't fade when I press a glass against it",
    'my neck hurts and there are red spots on my chest that do not change when I push a glass on them',
    'my son has a rash across his belly that does not blanch when I press a glass to it',
  ])('raises meningitis-signs for %j', (message) => {
    expect(triageByRules(message)).toContain('meningitis-signs');
  });

  it.each([
    'the rash on his chest fades when I press a glass on it, he has a cold',
    'a heat rash on my neck that goes when I press a glass on it',
  ])('does not raise meningitis-signs for %j', (message) => {
    expect(triageByRules(message)).not.toContain('meningitis-signs');
  });
});
