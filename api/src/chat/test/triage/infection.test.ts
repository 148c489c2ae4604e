/*
 * Infection: a fever and a temperature given, feeling unwell, risk factors (a spinal procedure, steroids, injecting drugs)
 * and wounds.
 */
import { reportedConcepts, triageByRules } from '../../domain/triage/triage-message';

describe('a temperature given, and a fever an everyday illness explains', () => {
  it('reads a normal temperature as a reading, not a fever', () => {
    expect(triageByRules('day 5 after my discectomy, temperature 36.8')).toEqual([]);
    expect(triageByRules('day 5 after my discectomy, temperature 38.6')).toContain('infected-surgical-wound');
  });

  it('sets aside a fever a common illness explains, unless what pairs it with a red flag comes too', () => {
    const concepts = (message: string) => reportedConcepts(message).map(({ concept }) => concept);
    expect(concepts('I have flu and a temperature, can we rearrange?')).not.toContain('fever');
    expect(triageByRules('I have flu with a temperature of 39 and bad back pain')).toEqual(['infection-fever']);
  });

  // Round 8 (each fails on the code before it): readings of meaning, not phrases.
  it('reads the first temperature given after the word, in its sentence or the next, as normal or raised', () => {
    const measured = 'my carer has taken my temperature every day since my back operation.';
    expect(triageByRules(`${measured} It has been 36.3 every day and I feel well`)).toEqual([]);
    expect(triageByRules(`${measured} It was 36.9 yesterday and 38.4 today`)).toContain('infected-surgical-wound');
    expect(triageByRules('temp 99.1F, back sore after the fall')).toEqual([]);
  });
});

describe('injecting drugs given up long ago', () => {
  it.each([
    [
      'drug free since a year long past',
      "I haven't injected in years, I've been drug-free since 2009, and my back aches",
    ],
    [
      'sober for over a decade',
      "I injected heroin in my twenties but I've been sober for over a decade now. Lower back pain for a week, is that related?",
    ],
    ['quit years ago', 'I used to inject drugs, quit about 12 years ago. My back hurts.'],
  ])('sets aside one given up (%s)', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['told as history alone', 'I used to inject drugs and my back hurts'],
    ['taken up again', "I've been clean for 8 years but I'm injecting again and my back is killing me"],
    ['started again', 'I gave up heroin years ago but started injecting again in the summer and my back hurts'],
    ['given up lately', "I've been clean for 3 weeks, I used to inject heroin and now my back is agony"],
  ])('still reads one %s as a risk', (_case, message) => {
    expect(triageByRules(message)).toContain('infection-risk-factors');
  });
});

describe('a wound someone has looked at and called healing', () => {
  it.each([
    ['looks clean', 'My op wound is a bit red round the edges, the GP had a look and told me it looks clean'],
    [
      'healing nicely',
      'The incision from my back surgery was red and weepy last week but the practice nurse says the wound is healing nicely',
    ],
  ])('reads one that %s as over', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [
      'hot now',
      "My wound from my op was a little red, the nurse said it's healing fine but now it's hot and oozing pus",
    ],
    ['worse since', "My wound from my op is red and oozing, the nurse said it's healing but it's getting worse"],
    ['judged by the writer alone', "my operation wound is red and hot and I feel it's healing badly"],
  ])('still reads one %s as infected', (_case, message) => {
    expect(triageByRules(message)).toContain('infected-surgical-wound');
  });
});

describe('a shiver the cold accounts for', () => {
  it.each([
    'Stood on the touchline for the whole match, shivering, and now my lower back aches',
    'Queuing outside the stadium in the sleet, I was shivering and now my lower back aches',
  ])('reads a shiver told with the cold the writer was out in as the cold’s: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    "My back is agony and I'm shivering and feel hot and cold",
    'I keep shivering under the duvet and my back is killing me',
    'Waiting at the bus stop I started shivering and burning up, and my back is agony',
    'Came home from the bus stop shivery with a temperature of 39 and my back hurts',
  ])('still raises a shiver with no cold to account for it, or with a fever’s other signs: %j', (message) => {
    expect(triageByRules(message)).toContain('infection-fever');
  });
});

describe('a wound told with where it is or what it is from before its sign', () => {
  it.each([
    // A back someone owns is the body's back, even before 'from' ('back from' is otherwise a return).
    ['infected-surgical-wound', 'the wound on his back from the discectomy looks angry today'],
    ['infected-surgical-wound', 'the staples from her operation two weeks back are oozing now'],
    ['infected-surgical-wound', 'scar across my lower back after the fusion seems to be getting hot'],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });

  it.each([
    ['an old scar, not red', 'the scar on my back from an op years ago has healed, not red at all'],
    ['back from a trip', 'just got back from the op on my knee, wound dry, my back stiff from the bed'],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('infected-surgical-wound');
  });
});

describe('pain told as worse by "now", or worse and different', () => {
  it.each([
    ['now', 'I had a nerve root block last week and now my back feels worse'],
    ['different', 'four days after the facet injection the ache is worse but different'],
  ])('raises infection risk after a spinal procedure for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('infection-risk-factors');
  });

  it('does not raise infection risk for a pain worse at one time of day after a procedure long ago', () => {
    expect(triageByRules('my back is worse in the mornings, I had an injection years ago')).toEqual([]);
  });
});

describe('unwell told of oneself as a whole', () => {
  it.each([
    'my lower back is sore and I feel a bit rough in myself',
    "my back hurts and I've not been right in myself this week",
    "his back aches and he's just not right in himself",
  ])('raises infection-feeling-unwell: "%s"', (message) => {
    expect(triageByRules(message)).toContain('infection-feeling-unwell');
  });

  it.each(['my back aches but I feel well in myself', 'she has a sore back but is fine in herself'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('a pain changed in kind after a spinal operation or procedure', () => {
  it.each([
    'had my spinal fusion ten days ago and now there is a different kind of pain in my lower back',
    'the decompression was 12 days ago and my back aches in a whole new way now',
    'my microdiscectomy was last week and the back pain is different to before, deeper',
  ])('raises an infection risk: "%s"', (message) => {
    expect(triageByRules(message)).toContain('infection-risk-factors');
  });

  it.each([
    'I had my back op 2 weeks ago and it feels different, much better, not hurting at all',
    'my back hurts in a different way each day depending on my chair',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('"spine injection" without the article is a spinal procedure', () => {
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

describe(`a temperature told normal in words ("it's normal") is no fever, as a normal number is`, () => {
  it.each([
    'Took my temperature twice today, it was normal both times. Just a stiff neck from the draught on the train',
    'had a temp check at the pharmacy and it came back normal, my lower back aches from the long drive',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I have a temperature and my back is agony, is that normal?',
    'my temperature was 38.6 this morning, it is normal for me to feel rough with it? back really hurts',
    'running a temperature, my back is killing me and it is not normal for me',
  ])('still raises a fever: "%s"', (message) => {
    expect(triageByRules(message)).toContain('infection-fever');
  });
});

describe('a short course of steroids, days or a week, is not the long use that weakens immunity', () => {
  it.each([
    'The GP put me on prednisolone for 5 days for my chest infection. My lower back aches, can I still come for physio?',
    'finished a 7 day course of steroids for hay fever, now my back aches after gardening',
  ])('is no infection risk: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('infection-risk-factors');
  });

  it.each([
    'on prednisolone for years for my lupus and now my back is agony and I feel hot and shivery',
    'been on steroids for weeks now and my lower back is killing me',
  ])('still raises long use: "%s"', (message) => {
    expect(triageByRules(message)).toContain('infection-risk-factors');
  });
});

describe('steroids only breathed in or put on are no thinning of the bones, nor weakened immunity', () => {
  it.each([
    'I take inhaled steroids for my COPD. Bent down to tie a lace and my back twinged',
    'on steroids for eczema, cream only. My lower back is sore after lifting the shopping',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['trauma-fragile-bones', 'been on steroid tablets for years, slipped on the stairs and my back is agony'],
    ['trauma-fragile-bones', 'on steroids for my asthma for years and tripped over the cat, my back is agony'],
  ])('still raises %s: "%s"', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });
});
