/*
 * Red flags described by what they do rather than named: a fever told as heat and cold swinging, a procedure's place
 * on the spine, and their everyday look-alikes.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a fever told as heat and cold swinging one to the other', () => {
  it.each([
    'roasting one moment and freezing the next, and my lower back is throbbing',
    'my husband keeps going cold and then really hot, his neck is agony since Friday',
    'my teeth are chattering under two duvets and my back is killing me',
  ])('raises a fever beside the spine\'s pain: "%s"', (message) => {
    expect(triageByRules(message)).toContain('infection-fever');
  });

  it.each([
    'the office is boiling one minute and freezing the next, my back aches from the chairs',
    'is it better to use hot then cold packs for my sore back?',
    'the shower keeps going hot then cold and my neck is stiff',
  ])('leaves the heat and cold of a thing ordinary: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it('still raises a fever told beside a thing that is hot or cold', () => {
    expect(
      triageByRules('the heating broke last night and since then I have had a fever with awful back pain'),
    ).toContain('infection-fever');
  });
});

describe('a place on the spine told as where a procedure was done', () => {
  it.each([
    'freezing one moment and roasting the next, and the part of my neck where they did the injection is throbbing',
    'she has been shivering all night and the spot on her lower back where they did the block is hot and red',
  ])('is a recent spinal procedure: "%s"', (message) => {
    expect(triageByRules(message)).toContain('infection-risk-factors');
  });

  it.each([
    'the part of my back where they did the injection feels fine now, can I go swimming?',
    'where they did the injection in my knee is a bit bruised',
  ])('with nothing wrong told beside it, stays ordinary: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a weight lost told by clothes grown too big or a body shrinking', () => {
  it.each([
    'his shirts are drowning him these days and he has not changed anything',
    'I am swimming in my jeans for no reason I can think of',
    'my nan is disappearing in front of our eyes without trying',
  ])('is a weight lost: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });

  it.each([
    "my daughter took her sister's jumper and she is swimming in it, is she ok to do the class?",
    'I was swimming in the lake on Sunday without trying very hard and now my shoulder clicks',
    'since I started my diet my shirts are drowning me, anyway can I book a massage?',
  ])('stays ordinary when it is not: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a weight loss told with food, effort or a question that leave it unexplained', () => {
  it.each([
    "I've dropped a dress size and I eat plenty, I'm not doing any exercise",
    'Dad has lost loads of weight but he finishes all his meals',
    "she's lost weight and keeps asking what is happening to her",
    "I've dropped two dress sizes but I haven't tried to",
  ])('is a weight loss unexplained: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });

  it.each([
    "I'm on a diet and have dropped a dress size, I eat plenty of veg",
    'I lost a stone when I had covid, what is happening with my appointment?',
    'I want to lose weight but have not tried the gym yet, what is wrong with my knee',
  ])('with a reason or no loss, stays ordinary: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a dose told as a multiple of the most one may take', () => {
  it.each([
    "I've been taking twice the maximum of my naproxen since Monday because nothing touches it",
    'my brother had roughly triple the recommended amount of co-codamol over the weekend',
  ])('is an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each([
    'is it ever ok to take twice the maximum dose of ibuprofen?',
    'my GP told me to take double the daily dose for a week, is that normal?',
  ])('asked about or prescribed, stays ordinary: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a fall from a ladder told by the part of it, or from a step ladder', () => {
  it.each([
    'my dad tumbled off the top of his step ladder in the garage and his lower back is agony',
    'I came off the top rung of the ladder onto the patio and my neck is really sore',
    'she slid off the step ladder while painting and her back hurts',
  ])('is a serious fall: "%s"', (message) => {
    expect(triageByRules(message)).toContain('trauma-serious-accident');
  });

  it.each([
    'I stood on the top of the step ladder all day decorating and my back aches',
    'he slipped off the bottom step at home and his back is a bit stiff',
  ])('a ladder stood on, or a low step, stays ordinary: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a leg symptom spread from one side to both, told after what it used to be', () => {
  it.each([
    'it used to be just my right leg, now it is in both',
    "it used to be only the one side, now it's both, what do I do",
  ])('is both legs: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-both-legs');
  });

  it.each([
    'I used to get cramp in one leg on long drives, now I stretch both',
    'I used to stretch one leg at a time, now I do both together',
  ])('both stretched, stays ordinary: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a crash told in the present as what a thing is, a figure of speech', () => {
  it.each([
    'honestly the booking system is a total car crash, can you ring me instead?',
    'my week is an absolute train wreck, can we move my physio to Friday?',
  ])('stays ordinary: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'it was a car crash on the ring road last night and my neck is killing me',
    "my lower back is agony, there's been a car crash and I was the driver",
  ])('a crash that happened still raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('trauma-serious-accident');
  });
});
