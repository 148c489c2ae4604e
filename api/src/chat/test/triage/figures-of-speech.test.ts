/*
 * Figures of speech that borrow a red flag's words (ConceptDefinition.figurative, mention-context/loose-words.ts):
 * a figure whose loose object is named (a relationship ended, a hassle called a headache), or a plain retraction
 * after the words. A laugh never sets a wish to die aside, nor a trifle or a workout blamed, and the same words told
 * in earnest still raise.
 */
import { triageByRules } from '../../domain/triage/triage-message';

// Failing towards safety, as for a laugh: a trifle blamed does not set a wish to die aside (Samaritans is the
// answer, gently given); only a plain retraction does.
describe('a wish to die blamed on a trifle is still reported', () => {
  it.each([
    'the cost of parking at the station makes me want to die haha',
    'Mondays make me want to die, anyway can I book a massage for Friday?',
    'this traffic is making me want to die lol, running late for my physio',
    'the queue at the post office made me want to die',
    'honestly leg day made me want to kill myself, is my knee ok to squat?',
    'self checkouts make me want to die, can I pay by card at reception?',
    'I wanted to die over the price of those gym fees',
    'I want to die, I cannot cope with this pain any more',
    'I want to die lol',
    'this pain makes me want to die',
    'my back pain makes me want to die, nothing helps',
    'my life makes me want to die',
    'work makes me want to die and I have been thinking about how',
    'i want to die haha no one would notice',
  ])('still raises %p', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });
});

describe('a wish to die or to end it retracted plainly after it', () => {
  it.each([
    'gonna kms if my train is cancelled again (joke obviously) can I move to 6pm?',
    'going to kms if I have to sit through another budget meeting, only joking',
    'I want to end it... my phone contract that is. Is there parking at the clinic?',
    'I want to end it, I mean the subscription, how do I cancel online?',
    'I could kill myself for missing the appointment, just kidding, can I rebook?',
    'I want to end it with my boyfriend but my back is what I am writing about',
  ])('reads %p as ordinary', (message) => {
    expect(triageByRules(message)).not.toContain('self-harm-thoughts');
  });

  it.each([
    'I want to end it all',
    "I'm going to kms, not joking",
    'I want to kill myself, everyone thinks I am just joking',
    'I want to end it... my life that is',
    'going to kms, only joking, but honestly I think about it every day',
    'I want to end it, I wish I was joking',
    'I want to die lol jk',
  ])('still raises %p', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });
});

describe('a workout told with a laugh is still reported', () => {
  it.each([
    ['I literally cannot feel my legs after that spin class lol', 'cauda-equina-both-legs'],
    [
      'did a spin class and now I literally cannot feel my legs and they will not hold me up lol',
      'cauda-equina-both-legs',
    ],
    ['both my legs have gone numb after your spin class', 'cauda-equina-both-legs'],
    ['I cannot feel my legs lol what is happening', 'cauda-equina-both-legs'],
    ['went to the gym, did not help, I want to die lol', 'self-harm-thoughts'],
    ['I want to die after the gym, I hate my body and everything', 'self-harm-thoughts'],
    ['I want to die lol', 'self-harm-thoughts'],
  ])('raises %p', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

// Not a hassle said to do one's head in beside 'the worst headache ever': wishes-and-others-stories.test.ts keeps it.
describe('a hassle called a headache', () => {
  it.each([
    'the paperwork for the insurance claim is the worst headache',
    'this printer is the biggest headache, can I email the form instead?',
    'the council is the worst headache ever, can you write to them for me?',
    'the mortgage is a real headache this month, can I pay for physio in instalments?',
  ])('reads %p as ordinary', (message) => {
    expect(triageByRules(message)).not.toContain('sudden-severe-headache');
  });

  it.each([
    'worst headache of my life, came on suddenly',
    'it is the worst headache ever, it came on all of a sudden an hour ago',
    'the kids are doing my head in and I have the worst headache of my life, it came on suddenly',
    'sudden headache this morning, the worst headache ever',
  ])('still raises %p', (message) => {
    expect(triageByRules(message)).toContain('sudden-severe-headache');
  });
});
