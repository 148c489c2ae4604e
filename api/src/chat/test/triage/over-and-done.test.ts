import { triageByRules } from '../../domain/triage/triage-message';

describe('an episode dated weeks or more past, then said to be gone, back to oneself or free of it, is history', () => {
  it.each([
    'Five weeks ago I had a temperature and an aching back with a virus, the virus has gone and so has the aching. Can I still do my spin class?',
    'Last spring my dad had a kidney infection that left him muddled, the hospital gave him a drip and he was back to himself within a week. Can he start pilates?',
    'Back in January my 12 year old had back pain waking him in the night, the paediatrician checked him over, he is symptom free now. Can he do rugby?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [
      'Five weeks ago I had a temperature and an aching back with a virus, it had gone but it has come back this week',
      'infection-fever',
    ],
    [
      'Last spring my dad had a kidney infection, he was back to himself but since yesterday he is muddled again with a high temperature',
      'sepsis-signs',
    ],
    [
      'Last month I hurt my back lifting and today my legs have gone and I keep falling over',
      'cord-compression-walking-or-limbs',
    ],
  ])('still raises what is back or new: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('an appointment the writer still wants to keep is no symptom still there', () => {
  it.each([
    'A month ago I had a high temperature and a sore back with covid, the covid has gone and the soreness with it. Still hoping to keep my massage on Monday',
    'Six weeks ago my son had a fever and neck ache with tonsillitis, he is clear now. We still want to come to his physio review',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [
      'A month ago I had a high temperature and a sore back with covid, it had gone but I still have a fever today',
      'infection-fever',
    ],
    [
      'I still want to go to the toilet straight after I have been and now I keep wetting myself',
      'cauda-equina-bladder',
    ],
  ])('still raises a symptom still there: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe("a 'since' inside a recovery ('fine ever since', 'been working ever since') keeps nothing going", () => {
  it.each([
    'back in June I could not wee for a whole day after my hip operation, they put a catheter in and it has been fine ever since. Does that matter for my back?',
    'fell from scaffolding in 2011 and broke my back, had surgery, been working on building sites ever since. Need a medical for a new job',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [
      'back in June I could not wee for a whole day after my hip operation, it has been fine ever since but it has come back this week',
      'cauda-equina-bladder',
    ],
    ['since June I can not wee properly and my back aches', 'cauda-equina-bladder'],
    [
      'fell from scaffolding in 2011 and broke my back, been working ever since, but fell off a ladder this morning and my back is agony',
      'trauma-serious-accident',
    ],
  ])('still raises what goes on or is new: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe("drug use given up years ago, told as 'clean 12 years' without a 'for', is over", () => {
  it.each([
    'I injected heroin in my twenties, been clean 12 years now, just a stiff neck from work',
    'used to inject speed as a teenager, sober twenty years this spring. Can I book a sports massage for my back?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I injected heroin in my twenties, clean for a while but I started injecting again last month and now I have a fever and back pain',
    'I inject heroin and my back has been agony for a week with sweats',
  ])('still raises drug use that goes on: "%s"', (message) => {
    expect(triageByRules(message)).toContain('infection-risk-factors');
  });
});

describe('wanting to take a sport up again is no symptom back', () => {
  it.each([
    'Back in the autumn my 14 year old daughter had back pain that woke her at night, her bloods and MRI were normal and it healed with rest. She is pain free now and wants to vault again this term',
    'my son had back pain waking him at night last spring, the scan was clear and it settled with physio. he is keen to bowl again, can he see a sports physio?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'my son had back pain waking him at night last spring, the scan was clear and it settled with physio, but now it is waking him again',
    'my son had back pain waking him at night last spring and it settled, he wants to bowl again but the pain is back and wakes him every night',
  ])('still raises night pain that is back: "%s"', (message) => {
    expect(triageByRules(message)).toContain('child-back-pain-night-or-fever');
  });
});

describe("not being able to pass urine told in the past tense ('couldn't pee') is a bladder change", () => {
  it.each([
    'last night I could not wee at all and my back aches',
    "couldn't pee this morning however hard I tried, lower back is killing",
  ])('raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bladder');
  });

  it.each(['years ago after my caesarean I could not wee for a day, no problems since. Is pilates ok for my back?'])(
    'is no alarm when long over: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});
