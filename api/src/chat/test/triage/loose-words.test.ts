/*
 * Loose words: idioms, similes and jokes that borrow a symptom's words, and the symptom told in earnest beside them.
 */
import { triageByRules } from '../../domain/triage/triage-message';
import { raised } from './triage-test-helpers';

describe('loose words and idioms', () => {
  it('does not take loose words for alarms', () => {
    expect(raised("I'm dying to get back to the gym")).toEqual([]);
    expect(raised('my back is killing me after gardening')).toEqual([]);
  });

  it('reads laughter told through the bladder as an idiom, not a loss of control', () => {
    expect(triageByRules('the panto had the kids wetting themselves with laughter')).toEqual([]);
    expect(triageByRules('my sister was peeing herself laughing at the vet bill')).toEqual([]);
    expect(triageByRules('the new sitcom had me weeing myself, back hurts from laughing')).toEqual([]);
    expect(triageByRules('I have been wetting myself this week, no laughing matter with my back')).toEqual([
      'cauda-equina-bladder',
    ]);
  });

  it('reads a beating, a wreck or a car crash said of how one feels or of a thing done badly as idioms', () => {
    expect(triageByRules('after the first week of boot camp I feel like I got run over by a lorry, all sore')).toEqual(
      [],
    );
    expect(triageByRules('I am a total wreck after the wedding weekend, my lower back aches')).toEqual([]);
    expect(triageByRules('my backhand has been a complete car crash since the summer, is it my spine?')).toEqual([]);
    expect(triageByRules('I was hit by a lorry on my bike this morning and my neck really hurts')).toEqual(
      expect.arrayContaining(['trauma-serious-accident']),
    );
    expect(triageByRules('it was a car crash on the motorway, my car is a wreck and my back is agony')).toEqual(
      expect.arrayContaining(['trauma-serious-accident']),
    );
  });

  it('reads sides that ache from laughing, and fear that paralyses, as idioms', () => {
    expect(triageByRules('we giggled so much at the quiz that my sides were sore, great night')).toEqual([]);
    expect(triageByRules('I was paralysed by nerves before the injection, is that common?')).toEqual([]);
    expect(triageByRules('my back hurts when I laugh or cough and it has got worse every week')).toEqual([
      'cancer-pain-on-straining',
    ]);
  });
});

describe(`'feel' of an opinion and a simile with "'s had"`, () => {
  it('reads a numbing simile told with "she\'s had" as numbness', () => {
    expect(triageByRules("since her back went, her privates feel like she's had a local")).toContain(
      'cauda-equina-saddle-numbness',
    );
  });

  it('does not read an opinion about the bottom as a change in the bowels', () => {
    expect(triageByRules("I don't feel my bum is what needs treating, my neck is the problem")).not.toContain(
      'cauda-equina-bowel',
    );
  });
});

describe('dying or killing oneself with laughter is an idiom', () => {
  it.each([
    'the kids had me killing myself laughing at the panto, my lower back is a bit stiff today',
    'we were killing ourselves laughing at his jokes, is it normal for my neck to ache after?',
    'my sister nearly killed herself with laughter watching me try yoga',
  ])('raises nothing: "%s"', (message) => {
    expect(raised(message)).toEqual([]);
  });

  it.each([
    'I keep thinking about killing myself, the pain is too much',
    'everyone is laughing at me and I want to kill myself',
    'I want to kill myself laughing or not it makes no difference',
  ])('still reads a wish to die: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });
});

describe('idioms that borrow a symptom’s words (tension in knots, a treatment kicking in)', () => {
  it.each([
    'Work has been relentless this quarter and my neck and upper back are tied up in knots from the stress of it. Is a sports massage or acupuncture better for tension like that?',
    'I have osteoporosis and my back has ached for years; now the new tablets have kicked in it is much easier. Can I do Pilates?',
  ])('sets aside the idiom: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I have osteoporosis and was kicked in the back yesterday, now my back is agony',
    'I have osteoporosis and got kicked in the back by my grandson, now my back is agony',
    'I have a hard knot in my back that is getting bigger',
  ])('still raises a blow or a growing lump: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });
});

describe('exasperation told with a laugh ("throw myself out of the window 😂") is no thought of self-harm', () => {
  it.each([
    "one more spreadsheet and I'll chuck myself out of the window lol",
    'if this chair gets any worse I will throw myself off the balcony haha',
    'another hour of this commute and I will fling myself out of the window 🤣',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    "I'm going to throw myself out of the window, I can't take this pain anymore",
    'I want to throw myself off the balcony tonight',
  ])('still raises thoughts of self-harm: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });
});

describe('a chest pain given by the news, laughed off as it is said, is a figure of speech', () => {
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

describe('a back "wrecked" is a tired back, not a wreck: only a thing crashed is an accident', () => {
  it.each([
    'my back is totally wrecked from carrying the twins around all day',
    'Lifting the toddler in and out of the cot every night, my lower back feels wrecked. Any stretches?',
  ])('is no accident: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('trauma-serious-accident');
  });

  it.each([
    'he was in a wreck on the A1 last night and his back is agony',
    'she wrecked her car on the bypass this morning and her back hurts',
  ])('still raises a crash: "%s"', (message) => {
    expect(triageByRules(message)).toContain('trauma-serious-accident');
  });
});
