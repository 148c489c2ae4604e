/*
 * Injury and the bones: a serious accident, a fall and its height or speed, a mishap that left no injury, an injury
 * imaged and found whole, and a spine bending over the years.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('an accident told with the task or thing that caused it', () => {
  it('reads an injury told with the everyday task or thing that caused it as an accident, unless deliberate', () => {
    expect(triageByRules('cut myself with the bread knife making sandwiches, can I still come on Friday?')).toEqual([]);
    expect(triageByRules("I've burnt myself on the hob, it's blistered")).toEqual([]);
    expect(triageByRules('I cut myself pruning the roses on purpose, the pain was too much')).toContain(
      'self-harm-immediate-danger',
    );
    expect(triageByRules('I burnt myself on the hob because of the pain in my back')).toContain(
      'self-harm-immediate-danger',
    );
    expect(triageByRules("I've been cutting myself most nights since I gave up my gardening")).toContain(
      'self-harm-thoughts',
    );
  });
});

describe('the speed of an accident', () => {
  it('reads a walking-pace speed as no speed of a serious accident, unlike a real one', () => {
    expect(triageByRules('a van nudged my car at about 3 mph at the lights, my neck is stiff and sore')).toEqual([]);
    expect(triageByRules('a van hit my car at about 30 mph at the lights, my neck is sore')).toContain(
      'trauma-serious-accident',
    );
  });

  it('reads a fall off a bike or a horse at a walking pace as no serious accident', () => {
    expect(triageByRules('my daughter fell off her pony at walking pace, her back is a little stiff')).toEqual([]);
    expect(triageByRules('my daughter fell off her pony at full gallop, her back is stiff')).toContain(
      'trauma-serious-accident',
    );
    expect(triageByRules('came off my motorbike at walking pace, back stiff')).toContain('trauma-serious-accident');
  });
});

describe('a mishap that left no injury', () => {
  it('reads a mishap said to have left no injury as no accident to triage, unless pain or nerve symptoms follow', () => {
    expect(triageByRules('fell off my scooter at about 10 mph, not a scratch on me, just checking')).toEqual([]);
    expect(triageByRules('fell off the trampoline onto the mat, not hurt at all, is it ok to keep bouncing?')).toEqual(
      [],
    );
    expect(triageByRules('fell off my scooter at about 10 mph, not a scratch, but now my neck aches')).toEqual([
      'trauma-serious-accident',
    ]);
    expect(triageByRules('thrown from a horse at a gallop, no pain but my arms are tingling')).toContain(
      'trauma-serious-accident',
    );
  });
});

describe('a fall from a seat or a step near the floor', () => {
  it.each([
    ['off the bed', 'since falling off the bed my back aches'],
    [
      'from the bottom step',
      'My lower back has been sore since I fell off the bottom step, I am 40 and healthy. Ice or heat?',
    ],
  ])('reads a fall %s as no weight lost', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['weight dropping off', 'my back aches, the weight is just dropping off me', 'cancer-weight-loss'],
    [
      'weight lost beside the fall',
      "I fell off the kitchen stool and my back hurts, also I've lost a stone without trying",
      'cancer-weight-loss',
    ],
    ['fragile bones', 'My nan has osteoporosis and fell off her chair, now her back hurts', 'trauma-fragile-bones'],
    ['a bunk bed', 'I fell off the bunk bed and my back is agony', 'trauma-serious-accident'],
  ])('still reads %s', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('an injury imaged and found whole', () => {
  it.each([
    [
      'a crash imaged with nothing broken',
      'Rear-ended on the motorway in March, the hospital scanned my neck, nothing was broken, it has settled a lot.',
    ],
    [
      'a fall off a horse with no fracture',
      'Fell off my horse at Easter, x-rays of my back showed no fracture and I was sent home. Is riding ok now?',
    ],
  ])('reads an injury imaged and found whole, told in the past, as checked and over: %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'Came off my motorbike yesterday, nothing broken on the x-ray but my back is getting worse and my legs are tingling',
    'Car crash in June, x-rays showed nothing broken but the neck pain is still there and worse.',
    'Came off my motorbike this morning, my back really hurts, no fracture I think',
  ])('still raises a serious accident that is recent, or still there or worse: %j', (message) => {
    expect(triageByRules(message)).toContain('trauma-serious-accident');
  });
});

describe('a hard sit-down or a lost footing', () => {
  it.each([
    'My nan has osteoporosis. She lost her footing on the patio this morning and now her back is really sore.',
    'I have brittle bones from steroids, and on Tuesday I plonked down really hard onto a kitchen stool. My lower back has hurt ever since.',
  ])('reads a hard sit-down or a lost footing as a fall: "%s"', (message) => {
    expect(triageByRules(message)).toContain('trauma-fragile-bones');
  });

  it.each(['I have osteoporosis and sit on a hard chair at work; is a cushion a good idea for my back?'])(
    'still reads sitting on a hard chair as no fall: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('a fall from standing, or from one’s own height, is no fall from a height', () => {
  it.each([
    'I tripped and had a fall from standing in the garden, sore hip but walking fine. Should I rest?',
    'He fell from his own height in the kitchen yesterday, just a bruise on his elbow, he is fine',
  ])('sets aside the low fall: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['trauma-fragile-bones', 'Nan had a fall from standing this morning, she has osteoporosis and her back is agony'],
    ['trauma-serious-accident', 'fell from the scaffolding at work and my back is agony'],
  ])('still raises %s: "%s"', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('the spine itself bending over the years is a change of shape, not a mishap', () => {
  it.each([
    'my mum has osteopenia, will it make her back bend over time?',
    'with brittle bones will my back slowly bend over years',
    'i have osteoporosis, can it make my spine bend over time',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'i have osteoporosis my spine is bending over time and this morning i slipped on the ice now my back is very painful',
    'she has brittle bones, her back bends over years, today she tripped on the step and the pain is terrible',
  ])('still raises a fall with thin bones told with it: "%s"', (message) => {
    expect(triageByRules(message)).toContain('trauma-fragile-bones');
  });
});
