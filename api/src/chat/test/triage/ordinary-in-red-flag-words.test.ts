/*
 * The words of the bladder, bowels, saddle, legs and tablets used for ordinary things (an old patch known for years,
 * a catheter after an operation that is long over, a relative's past in a question of heredity, a seat's numbness
 * that goes on standing, a mood told as better since), each beside a report in like words that must still raise.
 */
import { triageByRules } from '../../domain/triage/triage-message';
import { raised } from './triage-test-helpers';

describe('water, a towel or a seat not felt on the saddle, told by where it touches, is saddle numbness', () => {
  it.each([
    "In the bath this morning I couldn't really feel the water between my legs",
    'I hardly felt the seat on my bum driving home tonight',
  ])('raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-saddle-numbness');
  });

  it.each(["I could feel the water on my bottom fine in the shower, it's only my lower back that aches"])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('a sign said in a later clause to have stayed the same for years is of long standing', () => {
  it.each([
    "There's a numb area on my right buttock from my old disc surgery that's been just the same for nine years, can I do pilates?",
    'A numb strip on my bottom, which has stayed the same for 6 years, my consultant is aware',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    "There's a numb area on my right buttock that's been the same since yesterday",
    "There's a numb area on my right buttock that's been the same for nine years but since Monday it has spread",
  ])('raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-saddle-numbness');
  });
});

describe('a numb seat after a long while on a hard bench or pew is the seat, not the saddle', () => {
  it.each([
    'My backside goes tingly after two hours on a wooden bench at cricket, fine once I walk about',
    'Pins and needles in my bottom after ages on a hard stool at pottery class, it goes when I stand',
    'Numb bum after an hour on the metal bleachers at sports day',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'My backside has been numb ever since two hours on a wooden bench on Saturday and I still cannot feel the loo seat',
    'Pins and needles in my bottom since this morning and I cannot feel the toilet paper',
  ])('raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-saddle-numbness');
  });
});

describe('an episode said to have been over for weeks or more is history', () => {
  it.each([
    "Couldn't pass water after my hip replacement and had a catheter for a day, been fine for a couple of months now. Can I swim?",
    'My bladder would not empty after the epidural when my son was born, they put a catheter in, back to normal for months now',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    "I can't pee properly since Tuesday, I was fine for months before this",
    'Had a catheter after my hip op, been fine for weeks now but since this morning I cannot pee',
  ])('raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bladder');
  });
});

describe('a wish still held to work on the body is no symptom still there', () => {
  it.each([
    "Had a bad spell of wanting to end it all back in March, I'm fine now and still keen to build up my core strength",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    "Had a bad spell of wanting to end it all back in March, I'm fine now but still want to",
    'Wanted to end it all back in March and I still want to, even though I want to work on my back',
  ])('raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });
});

describe('an episode dated weeks or more past and told over in the next sentence is history', () => {
  it.each([
    "Dark thoughts most of last winter. After a course of CBT I'm in a far better place",
    'Wanted to end it all back in the spring. Gone now, and I would like help with my neck',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    "Dark thoughts most of last winter. I'm in a better place now but last night they came back",
    'Wanted to end it all back in the spring. Gone now, but this morning I bought pills to do it',
  ])('raises: "%s"', (message) => {
    expect(triageByRules(message)).not.toEqual([]);
  });
});

describe("a relative's sign told in the past, in a question of whether it is handed down, is their history", () => {
  it.each([
    'My nan had bladder accidents in her eighties, is that hereditary?',
    'My aunt had bladder leaks after her hysterectomy, is that genetic?',
    'Dad had retention with his prostate, does that run in families?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ["My nan can't hold her wee any more, is that hereditary?", 'cauda-equina-bladder'],
    ['My nan has had bowel accidents since Sunday, could it be genetic?', 'cauda-equina-bowel'],
    ['My nan had an accident and wet herself this morning, is that hereditary?', 'cauda-equina-bladder'],
  ])('raises: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe("'one of my usual' tells a familiar episode, no count of tablets", () => {
  // By the rules alone since session 49: the net retrained that session raises an overdose beside 'took my
  // zolmitriptan, all gone' (a false alarm the safe way, in the hazard log's known gaps).
  it.each([
    'Had one of my regular migraines yesterday and took my zolmitriptan, all gone, fine for my appointment today',
  ])('is no alarm by the rules: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'Had one of my usual migraines this morning and took all my sumatriptan at once',
    'Took one of my usual tablets, then the rest of the packet, and I feel sick',
  ])('raises an overdose: "%s"', (message) => {
    expect(raised(message)).toContain('overdose-or-poisoning');
  });
});

describe('medicines prescribed beside back pain, named, are tablets', () => {
  it.each([
    'took twelve zolmitriptan since lunchtime for my head',
    'he has swallowed all his duloxetine in one go, about an hour ago',
  ])('raises an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each(['I take duloxetine 60mg once a day as prescribed, can I still do pilates?'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('not able to pass an amount of urine is difficulty passing it', () => {
  it.each([
    "Back is killing me and I haven't been able to pass any water since teatime",
    'dad cannot pass much wee at all today, back bad',
  ])('raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bladder');
  });

  it.each(['I pass plenty of urine and have no bother there, it is just my lower back'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});
