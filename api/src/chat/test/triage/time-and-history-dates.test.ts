/*
 * Time: what a time of long ago, an age, "in the past" or "a month ago" dates, and how far its reach goes.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a time of long ago and what it dates', () => {
  // The rules alone (triageByRules), so that the second net cannot hide a context rule that fails.
  it('dates by a time of long ago what it governs, and no more', () => {
    expect(triageByRules('My sister had a bad time a few years back and took an overdose. She is well now.')).toEqual(
      [],
    );
    expect(triageByRules('About ten years ago I had a fall and could not pee for a day')).toEqual([]);
    expect(triageByRules("I had a fall years ago and can't pee")).toEqual(['cauda-equina-bladder']);
    expect(triageByRules('I had surgery years ago and wet myself today')).toEqual(['cauda-equina-bladder']);
    expect(triageByRules("there's a lump on my back I didn't have last year")).toEqual(['cancer-lump-or-shape-change']);
  });

  it('dates by a time of long ago that opens the next clause what came just before it', () => {
    expect(triageByRules('I took an overdose when I was young')).toEqual([]);
    expect(triageByRules('I took an overdose')).toEqual(['overdose-or-poisoning']);
  });

  it('dates by a clause that points back at it ("which was years ago") what came just before', () => {
    expect(triageByRules('I came off a motorbike and broke my back, that was 35 years ago.')).toEqual([]);
    expect(triageByRules('I fell from a roof and fractured my spine when I was 19, which was decades ago.')).toEqual(
      [],
    );
    expect(triageByRules('I took an overdose aged 20, which is over 25 years ago.')).toEqual([]);
    expect(
      triageByRules(
        'I took an overdose aged 20, which is over 25 years ago, and now I keep thinking of ending my life.',
      ),
    ).toContain('self-harm-thoughts');
  });

  it('dates by an age one was ("when I was 19") what it governs, unless it happened again since', () => {
    expect(
      triageByRules('I took an overdose when I was 19, that was half my life ago. Do you do acupuncture?'),
    ).toEqual([]);
    expect(triageByRules('I took an overdose when I was 19 and again this evening')).toEqual(['overdose-or-poisoning']);
    expect(triageByRules('I took an overdose as a teenager and again this evening')).toEqual(['overdose-or-poisoning']);
  });

  it('dates by a subject’s "once", or by a year told as what the time was, an episode over, unless it happened again', () => {
    expect(
      triageByRules('I once swallowed a whole box of my sleeping pills after a break up. Is swimming ok for my back?'),
    ).toEqual([]);
    expect(
      triageByRules('I swallowed a box of sleeping pills after my divorce, that was 2011. Can I do pilates?'),
    ).toEqual([]);
    expect(triageByRules('I once swallowed a whole box of sleeping pills and I have done it again tonight')).toEqual([
      'overdose-or-poisoning',
    ]);
    expect(triageByRules('I once again swallowed a whole box of my sleeping pills')).toEqual(['overdose-or-poisoning']);
    expect(triageByRules('I swallowed a box of sleeping pills tonight, each one was 200 mg')).toEqual([
      'overdose-or-poisoning',
    ]);
  });
});

describe('a past habit said to go on', () => {
  it.each([
    ['infection-risk-factors', 'used to inject back in the day, still do, back pain for three weeks'],
    ['infection-risk-factors', 'he used to inject as a teenager and still does, his back has ached for a month'],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });

  it.each([['given up', 'used to inject as a teenager, clean for ten years, back pain for a month']])(
    'does not raise %s',
    (_case, message) => {
      expect(triageByRules(message)).not.toContain('infection-risk-factors');
    },
  );
});

describe("'in the past' that goes on to a recent time ('in the past couple of weeks') is recent", () => {
  it.each([
    'quick one about parking for my appointment, also a hard bump has come up on my spine in the past couple of weeks',
    'a new lump over my lower spine has come up in the past few days',
  ])('raises a new lump: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });

  it('sets aside one told of the past: "a lump on my spine was removed in the past and all is fine now"', () => {
    expect(triageByRules('a lump on my spine was removed in the past and all is fine now')).toEqual([]);
  });
});

describe('"a month ago" and "months ago"', () => {
  it.each([
    'Years of desk work behind me. My partner spotted a hard lump on my mid back a month ago and it looks bigger now.',
    'I have had physio with you twice. One month ago I found a swelling on my spine, and it has not gone down.',
  ])('reads "a month ago" as recent, like "weeks ago", not as long ago: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });

  it.each(['I showed my GP a swelling on my lower back months ago and she was not worried. Do you sell lumbar rolls?'])(
    'still reads "months ago" as long ago: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('years given to a sign by a later clause that points back at it', () => {
  it.each([
    'I get a dull ache between my shoulder blades most evenings, and have done for fifteen years; a hot bath sorts it. Any stretches you would suggest?',
    'I take a biologic for my psoriasis. My lower back is stiff first thing and loosens up once I get going, which is how it has always been. Is aqua aerobics OK for me?',
    'There is a nagging soreness between my shoulder blades most days, which has been the case for about twelve years. Can a physio help?',
  ])('sets aside a state of long standing: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I have had an ache between my shoulder blades, which has been there for years, but now it wakes me at night and I have lost a stone',
    'I take steroids and my back has been agony, which has been the case for years, and now I have a fever',
    'pain between my shoulder blades for the last three weeks, which has never been the case in all my years',
    'My legs have gone weak and wobbly since yesterday, and I have had back pain for years',
    'I have had an ache between my shoulder blades, and have done for years, and it is getting worse',
  ])('still raises what is new, changing or told on its own: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });
});

describe('an event dated in the past and told by how it first showed is a story, the writer’s too', () => {
  it('sets aside the dated story', () => {
    expect(
      triageByRules(
        "I had a brain bleed in 2016 which began with a sudden, severe headache. I've recovered well and now want help with an old shoulder niggle.",
      ),
    ).toEqual([]);
  });

  it.each([
    "I had a heart attack in 2019 which started as back pain, and now I have the same pain in my chest and I'm sweating",
    'I had a stroke in 2018 that started with a sudden severe headache. This morning I got the same sudden worst headache of my life',
    "Had a heart attack last year that I put down to indigestion, today my chest is crushing and I'm clammy",
  ])('still raises what is new: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });
});

describe('a time of long ago written without its article still dates what it tells', () => {
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

describe('a time early in anyone’s life dates an episode or a state (as a teen, since birth)', () => {
  it.each([
    'my brother took an overdose as a teenager, he is 40 now and fine, I need help with my hamstring',
    'my cousin overdosed when she was at uni, all good now, I just want a massage',
    'there has been a bump on my spine since I was a kid, the gp has looked at it lots',
    'he has had a curve in his spine since he was little, nothing new, any gentle exercises?',
    'I have had a lump on my back since birth, same as ever',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'my brother took an overdose last night, he is a teenager',
    'there is a lump on my spine since last month and it is growing',
    'a lump on my back since I was a kid, but now it is getting bigger fast',
  ])('still raises: "%s"', (message) => {
    expect(triageByRules(message)).not.toEqual([]);
  });
});
