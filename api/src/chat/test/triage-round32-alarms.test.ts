import { triageByRules } from '../domain/triage/triage-message';

describe('round 32 alarms: a time of long ago written without its article still dates what it tells', () => {
  it.each([
    'i took overdose when i was student, long time ago, now all good, is it matter for the physio?',
    'my cousin had leukaemia as a boy and back pains with it, he is adult now and healthy',
    'she swallowed many pills when she was teenager, she is fine now and wants book massage',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'i took overdose when i was student now i took 30 of my tablets one hour ago',
    'i had overdose long time ago but today i swallowed whole box of my pills',
  ])('still raises a current overdose told after it: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each(['my cousin had leukaemia as a boy and now he has new back pain every day for a month'])(
    'still raises new spinal pain after a cancer of long ago: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('cancer-history-new-spinal-pain');
    },
  );
});

describe('round 32 alarms: an episode dated weeks back, then said over with the "now" first, is history', () => {
  it.each([
    'chest pain in february was a strain, now gone',
    'last week my son had temperature with a cold and his back hurt, now he is fine, can we still come friday',
    'last week i had fever and a sore back, now i feel well, could i still book massage',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each(['had chest pains in march now gone but this morning crushing pain in chest going through to my back'])(
    'still raises a present chest pain told after it: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('chest-pain-with-back-pain');
    },
  );

  it.each([
    'last week i had fever, now i am better, can i still come friday, but since yesterday the fever is back and my back aches',
    'last week i had high temperature and now i feel fine but my back is agony and i am hot and shivery again',
  ])('still raises a fever that is back: "%s"', (message) => {
    expect(triageByRules(message)).toContain('infection-fever');
  });
});

describe('round 32 alarms: the spine itself bending over the years is a change of shape, not a mishap', () => {
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

describe('round 32 alarms: a tingle the crossed legs bring on, gone in a minute, is a posture', () => {
  it.each([
    'my toes get pins and needles when i cross legs at work, goes away in a minute',
    'after crossing my legs on the sofa my foot is numb, went away in seconds, is that ok?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'when i cross my legs both legs go numb and it does not go away in a minute, it stays all day',
    'pins and needles in both feet when i cross legs, goes away in a minute but today both legs are weak and i cannot feel my bottom',
  ])('still raises both legs: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-both-legs');
  });
});

describe('round 32 alarms: a twinge of a moment on a cough or a sneeze is over as it comes', () => {
  it.each([
    'when i cough hard my lower back twinges for a second, nothing after',
    'my back catches for a moment if i sneeze, is it normal?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'when i cough my back pain is much worse and it lasts for hours',
    'my back twinges for a second when i sneeze and every time i cough the pain is much worse and lasts for hours',
  ])('still raises pain on straining: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });
});

describe('round 32 misses: an instantaneous onset is a sudden one', () => {
  it.each(['this morning I had an instantaneous, very severe headache at the back of my head'])(
    'raises a sudden severe headache: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('sudden-severe-headache');
    },
  );

  it.each(['the relief after my physio session was instantaneous, thank you'])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 32 misses: "spine injection" without the article is a spinal procedure', () => {
  it.each(['my wife had spine injection last week and since two days her back is much worse than before'])(
    'raises an infection risk: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('infection-risk-factors');
    },
  );

  it.each(['had spine injection years ago, it helped, now booking for my knee'])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 32 misses: the back added with "plus" to a list of what is wrong is its complaint', () => {
  it.each(['been really poorly all over for days, plus my lower back, cannot get out of bed'])(
    'raises feeling unwell with spinal pain: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('infection-feeling-unwell');
    },
  );

  it.each(['plus my back is fine now, I only want to ask about parking'])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 32 alarms: a chest pain given by the news, laughed off as it is said, is a figure of speech', () => {
  it.each(['that gas bill gave me chest pains lol, can I pay for my session by card?'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );

  it.each([
    'the match gave me chest pain lol but now my chest is really crushing and it will not stop',
    'the news gave me chest pain, it is crushing and going into my back',
  ])('still raises a chest pain told in earnest: "%s"', (message) => {
    expect(triageByRules(message)).toContain('chest-pain-with-back-pain');
  });
});
