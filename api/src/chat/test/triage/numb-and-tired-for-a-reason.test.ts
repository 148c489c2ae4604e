/*
 * Numbness and tired legs with a cause of their own that has passed: a lost feeling told to have come back soon after
 * a posture or a session, with every red flag of the same words kept when nothing accounts for it or it comes back later.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a lost feeling told to have come back soon after what brought it on', () => {
  it.each([
    'knelt on the kitchen floor grouting for an hour and both feet went numb, came back after a few minutes of stamping',
    'sat cross legged through the whole assembly, both my legs went tingly, came back fine once i moved',
  ])('reads "%s" as over', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'both legs went numb out of nowhere, came back after a few minutes',
    'after the gym both feet went numb and it came back this morning, worse',
    'knelt on the kitchen floor and both feet went numb, it came back after a few minutes but they are still numb now',
  ])('still raises "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-both-legs');
  });
});

describe('a ride told by its distance or as an event is a long sitting on a saddle', () => {
  it.each([
    'did a 45 mile charity ride on sunday and my bits were numb for a bit after, is my saddle too high?',
    'after the 120k audax my groin was numb for an hour or so, fine once i was off the bike',
  ])('reads "%s" as the saddle\'s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'after a 30 mile ride on saturday my groin is still numb today and my back hurts',
    'numb between my legs since this afternoon, no idea why, my back is agony',
  ])('still raises "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-saddle-numbness');
  });
});

describe('a sitting told to go on too long accounts for a numb seat', () => {
  it.each([
    'this conference is painfully long, my backside has gone numb. do you take card payments?',
    'the wedding service dragged on forever and my bum went numb on the pew',
  ])('reads "%s" as the seat\'s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'the lecture was so long and my bum has been numb since yesterday',
    'the film was too long, my bottom is numb and i could not feel myself wee afterwards',
  ])('still raises "%s"', (message) => {
    expect(triageByRules(message).some((entry) => entry.startsWith('cauda-equina'))).toBe(true);
  });
});

describe('running after children or a dog is an exertion that tires the legs', () => {
  it.each([
    'both legs are dead tonight after chasing the grandkids round the zoo',
    'legs like jelly and heavy after running after my nephews at the beach all day',
  ])('reads "%s" as tired legs', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'both legs went numb after chasing the kids round the garden and they still are',
    'after chasing the puppy both my legs gave way and i can barely stand',
  ])('still raises "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-both-legs');
  });
});

describe('a toe stubbed once, told in the past, is a mishap, not a foot that catches', () => {
  it.each([
    'stubbed my toe on the wardrobe door this morning and it really hurts, could it be broken?',
    'my son stubbed his toe on the coffee table and is making a huge fuss',
  ])('reads "%s" as a mishap', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'i keep stubbing my toe on the stairs lately',
    'she stubs her toes on every step now',
    'dad has stubbed his toe on the kerb several times this week',
  ])('still raises "%s"', (message) => {
    expect(triageByRules(message)).toContain('cord-compression-walking-or-limbs');
  });
});

describe('getting up from a seat brings on a passing stiffness or tingle', () => {
  it.each([
    'whenever i get up from the armchair both legs are a bit tingly for a moment then fine',
    'when i get up from the sofa both legs tingle for a few seconds then they are fine',
  ])('reads "%s" as passing', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'when i get up both my legs tingle and go numb',
    'when i stand up both legs go numb, then fine, but now they are numb all the time',
  ])('still raises "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-both-legs');
  });

  it('keeps legs that give way on standing', () => {
    expect(triageByRules('when i stand up both legs give way for a second, then fine')).toContain(
      'cord-compression-walking-or-limbs',
    );
  });
});

describe("one side's 'now' reaches only a few words: a 'now' further on tells its own clause's recovery", () => {
  it.each([
    'the sciatica was in my right leg and has eased off a lot now',
    'my pins and needles were only ever down the right leg and it has settled right down now',
  ])('reads "%s" as one leg getting better', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'it started in my right leg and the left leg is tingling now',
    'the pain was in my right leg but the left leg has started going numb now',
    'it began down my left leg and it is in the right one now',
  ])('still raises "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-both-legs');
  });
});
