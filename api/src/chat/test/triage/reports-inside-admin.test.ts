/*
 * Reports told inside an admin request (a form, a payment, a booking): a symptom told beside a question about
 * something else is still the writer's report.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a symptom told with its course after a question about something else is a report beside it', () => {
  it.each([
    ['do i need a referral letter, numbness in both legs getting worse since monday', 'cauda-equina-both-legs'],
    [
      'do i need to print the form, pain between the shoulder blades getting worse these past weeks',
      'cancer-between-shoulder-blades',
    ],
    ['is there parking, upper back pain between shoulder blades getting worse', 'cancer-between-shoulder-blades'],
  ])('raises: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    'do you treat, say, sciatica or numbness in the legs?',
    'what should I do if I get numbness, tingling or weakness in both legs?',
    'what do I need to bring if I get numbness, worse since the op?',
    'do you accept card payments? My back has been stiff for years, no change.',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("'you' of a question about what the clinic offers or does is the clinic, not whose symptoms follow", () => {
  it.each([
    ['will you send the invoice by email, new pain in the lower back this week and a fever', 'infection-fever'],
    ['on steroids long term, can you offer a video call, new back pain since monday', 'infection-risk-factors'],
  ])('raises: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each(['do you take people with numbness in both legs?', 'can you offer advice on sciatica or back pain?'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe("'if I'm …-ing' or 'if I've got …' names the writer's state now, not a case that may come", () => {
  it.each([
    [
      'can I still come in tomorrow if I have got a fever? shivery all night and my lower back is killing me',
      'infection-fever',
    ],
    ['is my session still on if i am running a temperature with shivers and back pain?', 'infection-fever'],
  ])('raises: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    'what should I do if I get a high temperature and back pain after the op?',
    'is it ok if I am going to get a fever and back pain after the injection?',
    'if I am lifting at work, could I get numbness in both legs?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a count past any dose taken by mistake, the tablets left unnamed, is an overdose', () => {
  it.each([
    'what dose of the naproxen should I be on? I have accidentally taken around 15 this morning',
    'which strength is the gabapentin you gave me? I have swallowed roughly 30 by accident, seem ok so far',
  ])('raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each([
    'I had about 12 physio sessions by mistake on the wrong plan',
    'I accidentally took 2 this morning instead of 1, it was only my vitamin D',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("the flow named for 'it' and all but nothing coming are a bladder that will not empty", () => {
  it.each([
    'can I pay by card? for two days I cannot get the pee started and my back is sore',
    'is parking free? been getting the flow to start takes forever since Sunday, low back aching',
    'I stand at the loo for ages and hardly anything comes out, back is sore',
  ])('raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bladder');
  });

  it.each([
    'we had a wee going away do last night, my back is sore',
    'could you get a wee bit more time on my appointment? my back is stiff',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("'the back' added to a list of what is wrong ('as well as the back', 'plus the back') is the back's pain", () => {
  it.each([
    ['can I change my slot? shivery and burning up since last night plus the back', 'infection-fever'],
    ['must cancel Friday, really poorly all over since Tuesday on top of the back', 'infection-feeling-unwell'],
  ])('raises: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    'feeling unwell today, sore knee as well as the back of my hand',
    'feeling unwell, the car needs fixing, plus the back door is broken',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a machine or system said to be a car crash is one that works badly, not an accident', () => {
  it.each([
    'the booking website was a complete car crash, can I book by phone?',
    'honestly the new patient portal is a total train wreck, please email me the letter',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'the booking website is down so messaging here: I was in a car crash this morning and my neck hurts',
    'what was a total car crash on the motorway yesterday left me with neck pain',
  ])('still raises a crash: "%s"', (message) => {
    expect(triageByRules(message)).toContain('trauma-serious-accident');
  });
});

describe('any one of those a worker serves, unnamed ("a caller", "a client"), is anyone, as "a patient" is', () => {
  it.each([
    'I staff a crisis phone line. If a caller talks about neck pain and suicidal thoughts, which numbers should I give?',
    'as a receptionist, what should I do if a client says they have suicidal thoughts?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['a caller just said he has taken 40 paracetamol, what do I do', 'overdose-or-poisoning'],
    ['my client says he wants to end it all and has a rope', 'self-harm-immediate-danger'],
    ['I staff a crisis line and I have suicidal thoughts myself these days', 'self-harm-thoughts'],
  ])('still raises one told of: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe("'had a leak' is the noun as typed: 'had a leaking aneurysm' describes what follows, no bladder", () => {
  it.each(['Grandma had a leaking aneurysm at 80 - can I be screened for one at 65? I feel fine.'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );

  it.each([
    ["I've had a leak twice today without feeling it, and my lower back is killing me", 'cauda-equina-bladder'],
    ['my dad has a leaking aneurysm and sudden back pain', 'aortic-aneurysm-leak'],
  ])('still raises: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe("a time the years name ('during lockdown', 'in the pandemic') is long ago, as 'in 2020' is", () => {
  it.each([
    'In the pandemic I got a fortnight of tingling in both feet, low iron the GP said, and it cleared. Should I mention it at my booking?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['since lockdown I have had pins and needles in both feet and it is getting worse', 'cauda-equina-both-legs'],
    ['in the pandemic I had numbness in both legs, now it is back and worse', 'cauda-equina-both-legs'],
  ])('still raises: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe("a form's or a referral's question with the writer's current report after it is a report", () => {
  it.each([
    [
      'the form asks if I have numbness in both legs - I do, since Tuesday, and it is getting worse',
      'cauda-equina-both-legs',
    ],
    [
      "The form asks whether I have bladder problems. Actually yes, since yesterday I can't pee properly and my back is agony",
      'cauda-equina-bladder',
    ],
    [
      'the referral says history of cancer, I had breast cancer in 2019 and now new back pain that wakes me at night',
      'cancer-history-new-spinal-pain',
    ],
    [
      "The form asks if I've had a fever. I'm not sure, I've been shivering all night and my back is killing me",
      'infection-fever',
    ],
  ])('raises: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});
