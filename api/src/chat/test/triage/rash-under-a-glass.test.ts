/*
 * A rash that does not fade under a glass, however far its place stands from the test, is meningitis's sign; a rash
 * told to fade under the glass now has passed the test, unless a rash told after it does not fade, or the fade is
 * undone ('but not completely', 'now it's back'); one that faded once may be back, and still raises.
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
    "rash doesn't fade under a glass",
    'the rash faded when I pressed a glass on it this morning but now it does not',
    "the rash fades a bit but doesn't go away when I press a glass on it",
    "the rash fades when I press a glass on it but the spots on his legs don't",
    "his rash goes when I press a glass, but some purple spots don't",
    'the rash fades when I press a glass on it but not completely',
    "the rash fades when I press a glass on it. Now it's back and darker",
    "the rash fades when I press a glass on it, but now it has spread and won't fade",
    'the rash fades under a glass but he is very drowsy and has a fever and a stiff neck',
  ])('raises meningitis-signs for %j', (message) => {
    expect(triageByRules(message)).toContain('meningitis-signs');
  });

  it.each([
    'the rash on his chest fades when I press a glass on it, he has a cold',
    'a heat rash on my neck that goes when I press a glass on it',
    'the rash fades when I press a glass on it',
    "I've got a rash that fades under a glass, is it normal?",
    'spots on his tummy that go when I press a glass on them',
    'the rash on her arm disappears when we roll a glass over it, she has a cold',
    'a rash that fades under a tumbler, itchy',
    "the rash fades under a glass, he's got a cold and is eating fine",
  ])('does not raise meningitis-signs for %j', (message) => {
    expect(triageByRules(message)).not.toContain('meningitis-signs');
  });
});
