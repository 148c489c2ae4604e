/*
 * Thoughts of self-harm, immediate danger and overdoses told in the writer's own words (indirect wishes to be gone,
 * goodbyes, an overdose told by what is left of the box), beside the everyday look-alikes that must stay quiet.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('an act already done, then what happens now', () => {
  it.each(['took like 20 pills what happens now', 'had about 12 co-codamol what happens now'])(
    'raises the act told before the question: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('overdose-or-poisoning');
    },
  );

  it.each(['what happens if you take 20 paracetamol?', 'what happens next after a discectomy?'])(
    'is no alarm for a question of what would happen: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('no point in waking, and not existing pictured as easier', () => {
  it.each([
    "honestly I don't see the point in waking up anymore",
    'my dad says there is no point in waking up now his back is this bad',
    'it would be simpler to not exist',
    "I've been wondering lately if it would be easier to not be here",
  ])('raises self-harm thoughts: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each([
    "I don't see the point in getting up early for physio",
    "I was wondering if it's better not to be around when the plasterers come, the dust is bad for my back",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("young people's words for suicide, and 'kms' told by its company, not by a number", () => {
  it.each([
    'honestly sewer slide is looking like the only option with this back',
    'kms kms this is so bad',
    'my back is wrecked, kms cant cope anymore',
    'i just wanna off myself',
    'my daughter said she wants to commit die',
    'im gonna unalive tonight',
  ])('raises self-harm thoughts: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each(['ran 10 kms, can not take the hills anymore with my back', 'I took the brace off myself after a week'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('a goodbye written as for ever, sorry for what is about to be done, belongings given away as not needed', () => {
  it.each([
    'my partner texted me saying goodbye forever and has his pills with him',
    'sorry everybody for what I am going to do',
    'my son has given away all his games and says he will not be needing them',
    "I've given my things away to friends, I won't need them",
  ])('raises immediate danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it.each([
    "sorry for what I'm about to say but my physio is rubbish",
    'we said goodbye for good to our old house, the stairs were killing my back',
    'texted my old boss goodbye for good, new job starts monday',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a container told full and then empty, its tablets taken', () => {
  it.each([
    "the box of amitriptyline was full this morning and now it's empty, I took them",
    'her bottle of codeine was full on monday, it is gone now, she swallowed them',
  ])('raises an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each([
    "the box was full last week and it's empty now, can I get a repeat?",
    'the car was full of fuel, now it is empty, took it to the garage',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
