/*
 * A question to the clinic ('do you see people same day', 'can the doctor see someone today') that tells no symptom,
 * then, after a comma in the same sentence, a report with no subject of its own: the writer's, as it is after a
 * question mark ('do you see people same day, hit by a car this morning and my back is agony'). A mention before the
 * comma ('people who were hit by a car, or …'), a person named after it, examples, or what follows asked, not told,
 * keeps the question about anyone.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a report after a comma in a question to the clinic', () => {
  it.each([
    ['do you see people same day, hit by a car this morning and my back is agony', 'trauma-serious-accident'],
    ['do you see people same day, hit by a car an hour ago, back is agony', 'trauma-serious-accident'],
    [
      'can you see someone today, knocked off my bike by a van this morning, neck really sore',
      'trauma-serious-accident',
    ],
    ['do you do emergency appointments, fell off a roof an hour ago and back is killing me', 'trauma-serious-accident'],
    ['do you take walk ins, came off my motorbike on the motorway last night, back agony', 'trauma-serious-accident'],
    [
      'does the doctor see patients today, fell from scaffolding this morning, back really bad',
      'trauma-serious-accident',
    ],
    [
      'can the doctor see someone today, numb down below since this morning and cant pee',
      'cauda-equina-saddle-numbness',
    ],
    [
      'do you see patients at weekends, lost control of my bladder this morning, both legs numb',
      'cauda-equina-bladder',
    ],
  ])('raises for the writer: %j', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    'do you see people who were hit by a car, or only sports injuries?',
    'do you treat people who fell off a ladder, and how long is the rehab?',
    'do you see people same day, or only with a GP referral?',
    'do you see patients hit by a car, or is that A&E?',
    'do you see people same day, say after a fall from a ladder?',
    'do you see people same day, or do people hit by a car go to A&E?',
    'do you treat whiplash, like after being hit by a car years ago?',
    'do you see people same day, hit by a car in 2015 and all fine since',
  ])('raises nothing: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
