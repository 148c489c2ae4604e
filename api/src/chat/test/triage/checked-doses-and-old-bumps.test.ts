/*
 * Readings of things told as checked, past or general, beside look-alikes that stay red flags: a spread from one leg
 * to both told without a comma, weight that falls off the body (not a rider off a horse), and questions, figures of
 * speech, causes gone, a relative's history, a doctor's all-clear and a dose checked and harmless.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe("'it used to be one side, now both' is a change to the present, whatever the punctuation", () => {
  it.each([
    'it used to be the one leg only now its both',
    'used to be just one leg now its in both',
    'it used to be just my left leg, now it is in both',
  ])('is both legs: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-both-legs');
  });

  it.each([
    'I used to get cramp in one calf when cycling, now I stretch both first',
    'used to get pins and needles in one foot now its both, years ago, all sorted',
  ])('stays ordinary: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('weight lost by falling off needs the weight or the clothes as what falls', () => {
  it.each([
    'my niece fell off her horse at the weekend, her back aches a bit',
    'mum fell off her chair laughing, her lower back aches now',
  ])('reads no weight lost in "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-weight-loss');
  });

  it.each([
    'the weight is falling off my brother and his back aches all the time',
    'his jeans fall off him now and his back aches',
    'the kilos have been dropping off her, and her back aches',
    'her jumpers are just falling off her, and her back aches',
    'it is literally all dropping off me lately and my back aches',
  ])('still raises "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });
});

describe('a past dose checked with one who knows and found to have done no harm is over', () => {
  it.each([
    'doubled up on my gabapentin last month, checked with my GP, no harm done, how do I stop that happening again?',
    'took my tramadol twice by mistake last week, rang the pharmacy who said no harm was done, any tips to avoid it?',
  ])('stays ordinary: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I took double my dose of codeine an hour ago and I feel so drowsy',
    'doubled my pregabalin this morning, the pharmacy said no harm done but now I am drowsy and muddled',
    'doubled up on my gabapentin last month, no harm done I reckon',
  ])('still raises "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });
});

describe('a change told as going on now, after what set a lump aside, outlives it', () => {
  it.each([
    'there is a lump near my spine, the nurse said it is benign but it keeps getting bigger',
    'a swelling on my lower back, the doctor thought it harmless but it is growing',
  ])('still raises "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });

  it('keeps it aside when the change is denied', () => {
    expect(
      triageByRules('there is a lump near my spine, the nurse said it is benign and it is not getting bigger'),
    ).toEqual([]);
  });
});

describe("a clinician's word that a lump is a normal bone is an all-clear", () => {
  it.each([
    'felt a hard knobble low on my back, the physio told me it is only a bone, is that right?',
    'noticed a bump at the top of my spine, the doctor said it was just a normal vertebra, should I still worry?',
  ])('stays ordinary: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'found a new lump on my lower spine and my GP has sent me for an urgent scan',
    'my GP said the lump by my spine is not a bone, it needs looking at',
    'a lump on my back, I reckon it is only a bone',
    'a bump on my neck, the physio said it is only a bone but it keeps growing',
  ])('still raises "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });
});

describe("a relative's past sign, asked whether one can keep it off oneself, is their history", () => {
  it.each([
    'my nan had a curved spine from brittle bones, could I avoid getting it?',
    'my grandad had a hunched back from his osteoporosis, can we prevent that?',
  ])('stays ordinary: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'my nan has a hump on her back that is getting worse, can we prevent it getting worse?',
    'my grandad had a hunched back, and now I have a lump on my spine, can I prevent that?',
  ])('still raises "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });
});

describe('a thing a person changed is no symptom changing', () => {
  it.each([
    'the numbness in both feet I had in the spring was from new walking boots, it went away when I changed them',
    'both my feet tingled in the spring from my new boots, it went away when I changed them',
  ])('reads a past tingle gone once its cause was changed as over: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'the pins and needles in both feet went away when I changed my shoes, but they have come back this week',
    'numbness in both feet, I changed my shoes but it is still there',
    'the tingling in both legs I had in the spring went away when we switched mattress, but it is back and worse',
  ])('still raises "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-both-legs');
  });
});

describe('a sign named as the value a question asks for is a threshold, no one’s reading', () => {
  it.each([
    'from what temperature should I be calling you after my laminectomy?',
    'what temperature should I worry about after my discectomy?',
  ])('stays ordinary: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'from what temperature should I be calling you after my laminectomy? mine is 38.9',
    'at which temperature should I ring after my back op? I feel hot and shivery tonight',
    'I have a temperature after my laminectomy, at what point should I call?',
  ])('still raises "%s"', (message) => {
    expect(triageByRules(message)).toContain('infected-surgical-wound');
  });
});

describe('people crashing about, a figure of speech for noise', () => {
  it.each([
    'the twins keep crashing around upstairs, can I move my physio to the morning?',
    'teenagers crashing through the front door at midnight, no wonder my neck is stiff, any stretches?',
  ])('stays ordinary: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'a car crashed through our front door and my back is agony',
    'I was in a crash on the way to work and my neck really hurts',
  ])('still raises "%s"', (message) => {
    expect(triageByRules(message)).toContain('trauma-serious-accident');
  });
});
