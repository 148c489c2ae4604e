import { triageByRules } from '../../domain/triage/triage-message';

describe('a fall off a thing is no weight falling off the body', () => {
  it.each([
    'Do you see teenagers? My 13 year old hurt his back falling off the swing at the park in the spring, all healed, but his rugby coach wants him checked.',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['The weight keeps falling off him and he has no appetite, he has back pain too', 'cancer-weight-loss'],
    ['The kilos are just dropping off and I have no idea why, and my back aches at night', 'cancer-weight-loss'],
  ])('still raises a weight lost: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('a decade of life in figures ("in my 20s") is long ago', () => {
  it.each([
    'I came off my quad bike in a bad crash in my 30s and broke a vertebra, it mended well. I am 62 now. Do you offer pilates?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ["I'm in my 40s and I was in a bad car crash this morning, my neck really hurts", 'trauma-serious-accident'],
  ])('still raises an age told of now: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('an episode weeks past said to be "all gone" is over', () => {
  it.each([
    "Three weeks ago I had a fever and a sore back with a virus. It's all gone and the doctor checked me over. Can I swim?",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [
      'Three weeks ago I had a high temperature and an aching back, it was all gone but since yesterday the fever is back',
      'infection-fever',
    ],
  ])('still raises what is back: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('a pain said not to be there at night is no night pain', () => {
  it.each(['My upper back aches but only after hoovering, gone within an hour, not there at night. Is it my posture?'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );

  it.each([
    [
      'My upper back aches after hoovering, and the pain between my shoulder blades wakes me every night',
      'cancer-between-shoulder-blades',
    ],
    ["The pain in my lower back wakes me at 4am every night and it's there all the time", 'cancer-night-pain'],
  ])('still raises a pain that wakes one: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});
