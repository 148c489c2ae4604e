/*
 * Overdoses and poisonings told in plain words, without 'overdose': medicines that share paracetamol taken one after
 * another, a whole pack with its article dropped, someone else's tablets on top of one's own, a day's tablets taken
 * several times over, patches stacked; and the look-alikes that stay ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const OVERDOSE = 'overdose-or-poisoning';

describe('medicines that share paracetamol, taken one after another', () => {
  it.each([
    'had some paracetamol this morning, then beechams at lunch and now solpadeine for the headache',
    'I took paracetamol then cocodamol a few hours later and then more paracetamol',
  ])('raises an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain(OVERDOSE);
  });

  it('does not raise for paracetamol, then a painkiller without it', () => {
    expect(triageByRules('took paracetamol, then switched to ibuprofen the next day')).not.toContain(OVERDOSE);
  });
});

describe('a whole pack taken, its article dropped', () => {
  it('raises an overdose', () => {
    expect(triageByRules('by mistake took whole box of ibuprofen since breakfast')).toContain(OVERDOSE);
    expect(triageByRules('he took entire strip of codeine today')).toContain(OVERDOSE);
  });

  it('does not raise for a whole pack bought or carried', () => {
    expect(triageByRules('bought whole box of ibuprofen in case the back flares on holiday')).toEqual([]);
  });
});

describe("someone else's tablets taken on top of one's own, told in the third person", () => {
  it('raises an overdose', () => {
    expect(triageByRules("grandad has swallowed my nan's pills on top of his own this morning")).toContain(OVERDOSE);
    expect(triageByRules("she took the wrong box, her sister's tablets as well as her own")).toContain(OVERDOSE);
    // The relative named without 'my', as a family names them.
    expect(triageByRules("auntie has had uncle's pills along with her own today")).toContain(OVERDOSE);
  });

  it('does not raise for her own tablets alone', () => {
    expect(triageByRules('she took her own tablets this morning as usual')).toEqual([]);
  });
});

describe("a day's round of tablets taken three or more times in one day", () => {
  it('raises an overdose', () => {
    expect(triageByRules('dad has had his evening dose three times tonight, he keeps forgetting')).toContain(OVERDOSE);
    expect(triageByRules('my aunt took her morning tablets 4 times today')).toContain(OVERDOSE);
  });

  it('does not raise for a dose taken three times a day as prescribed', () => {
    expect(triageByRules('he takes his gabapentin three times a day')).toEqual([]);
    expect(triageByRules('I have taken my morning tablets every day this week')).toEqual([]);
  });
});

describe('more patches on than the one prescribed', () => {
  it('raises an overdose', () => {
    expect(triageByRules('stuck two buprenorphine patches on instead of one last night')).toContain(OVERDOSE);
  });

  it('does not raise for one patch on instead of tablets', () => {
    expect(triageByRules('I put a patch on instead of taking tablets')).toEqual([]);
  });
});

describe('carbon monoxide told by its signs: the alarm or the gas with symptoms, a household and its pets ill together', () => {
  it.each([
    'our co detector, the carbon monoxide one, was sounding last night and now both kids are dizzy and vomiting',
    'I think it might be carbon monoxide, I get a thumping headache every evening in the lounge',
    'the boiler has been playing up and everybody in the house has a headache, even our dog seems dopey and sleepy',
  ])('raises poisoning: "%s"', (message) => {
    expect(triageByRules(message)).toContain(OVERDOSE);
  });

  it.each([
    'the carbon monoxide alarm keeps chirping, I think it needs a new battery',
    'we all went for a walk with the dog and my back felt better outside',
  ])('raises nothing: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('tablets of unknown make, taken from someone', () => {
  it.each([
    'my flatmate took some tablets a stranger handed her at the festival and now she is shaking',
    'he had pills somebody sold him at the club last night',
  ])('raises poisoning: "%s"', (message) => {
    expect(triageByRules(message)).toContain(OVERDOSE);
  });

  it('does not raise for tablets a prescriber gave', () => {
    expect(triageByRules('he took the tablets the doctor gave him for his back')).toEqual([]);
  });
});

describe('a child felt to be hot, told with a word of how hot, beside drowsiness', () => {
  it.each([
    'my little girl is so drowsy we can barely rouse her and she is burning hot',
    "our boy's very sleepy and floppy today and he feels piping hot",
  ])('raises meningitis signs: "%s"', (message) => {
    expect(triageByRules(message)).toContain('meningitis-signs');
  });

  it('does not raise for a child sleepy after a late night, no fever', () => {
    expect(triageByRules('my son is really sleepy today after a late sleepover, no temperature')).toEqual([]);
  });
});

describe('a fall from a height named with a word of which one', () => {
  it('raises a serious accident with back pain', () => {
    expect(
      triageByRules('my daughter slipped off the shed roof this afternoon and now her back really hurts'),
    ).toContain('trauma-serious-accident');
    expect(triageByRules('dad came off the loft ladder, landed on his back and it is agony')).toContain(
      'trauma-serious-accident',
    );
  });

  it('does not raise for such a fall years ago, the back long settled', () => {
    expect(
      triageByRules('I fell off the shed roof about ten years ago, no problems since, can I book a massage?'),
    ).toEqual([]);
  });
});

describe('a spine said to hurt with a word of when before the degree', () => {
  it('reads the pain, so a crash with it is a serious accident', () => {
    expect(triageByRules('got knocked off my bike by a van at lunch, my neck is now very painful')).toContain(
      'trauma-serious-accident',
    );
  });

  it('does not raise for a crash long ago, the spine said now to be fine', () => {
    expect(triageByRules('came off my bike years ago, my neck is now fine')).toEqual([]);
  });
});

describe('how a pain began, told between the pain and its place', () => {
  it('reads spinal pain, so sudden and with faintness an aneurysm leak', () => {
    expect(
      triageByRules('the pain hit out of nowhere in my lower back and tummy and now I feel faint and clammy'),
    ).toContain('aortic-aneurysm-leak');
  });

  it('does not read spinal pain for a pain that began elsewhere', () => {
    expect(triageByRules('the ache started last week in my left knee after football')).toEqual([]);
  });
});

describe('the spine added to what is wrong as one more thing on top', () => {
  it('reads spinal pain, so with feeling unwell an infection sign', () => {
    expect(triageByRules('dad has been feeling awful all week on top of his back, not eating')).toContain(
      'infection-feeling-unwell',
    );
  });

  it('does not read spinal pain for a place on the back', () => {
    expect(triageByRules('she has a small freckle on the top of her back, is that ok?')).toEqual([]);
  });
});

describe('a painkiller taken every hour or two, its count unsaid', () => {
  it('raises an overdose', () => {
    expect(triageByRules('grandma has been having co-codamol every hour since the morning')).toContain(OVERDOSE);
    expect(triageByRules('he took ibuprofen every two hours all through the night')).toContain(OVERDOSE);
  });

  it('does not raise for every four or six hours, nor a question', () => {
    expect(triageByRules('I have been taking paracetamol every 4 hours as the box says')).toEqual([]);
    expect(triageByRules('can I take naproxen every 2 hours?')).toEqual([]);
  });
});
