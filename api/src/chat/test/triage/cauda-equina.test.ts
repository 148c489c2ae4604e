/*
 * Cauda equina: saddle numbness (told by the paper, the seat, a touch, a simile), sexual function and both legs.
 * The bladder and the bowels are in bladder-and-bowel.test.ts.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('saddle numbness told by wiping, touch or the paper', () => {
  it('reads numbness told as not feeling the paper when wiping, or little feeling when touching oneself', () => {
    expect(triageByRules("after I wiped I couldn't feel it at all")).toEqual(['cauda-equina-saddle-numbness']);
    expect(triageByRules('since the fall, when I touch myself there is barely any feeling')).toEqual([
      'cauda-equina-sexual-function',
    ]);
  });

  it('reads a denial of anything unusual when wiping, numbness that outlasts a posture, and the need to go unfelt', () => {
    expect(triageByRules("I don't notice anything odd when I wipe, just a stiff back")).toEqual([]);
    expect(triageByRules('My bum went numb after a long drive and is still numb two days later')).toContain(
      'cauda-equina-saddle-numbness',
    );
    expect(triageByRules('my back is bad and the disc stops me feeling when I need a wee')).toContain(
      'cauda-equina-bladder',
    );
  });
});

describe('both legs', () => {
  it('reads leg symptoms that moved from side to side and are now in both legs', () => {
    expect(triageByRules('the sciatica kept moving from leg to leg, now in both')).toEqual(['cauda-equina-both-legs']);
    expect(triageByRules('My legs ache. Both my kids are off school now.')).toEqual([]);
  });

  it('reads pain that now travels into both legs, followed by a question whether that is normal', () => {
    expect(
      triageByRules(
        "My sciatica was only in the right leg but since Wednesday it's going down both legs. Is that normal?",
      ),
    ).toContain('cauda-equina-both-legs');
  });
});

describe('saddle numbness told by a simile, the thighs or the seat', () => {
  it.each([
    // A numbing simile told of someone ('like they've had a local'); the inside of the thighs; the saddle not felt.
    ['cauda-equina-saddle-numbness', "his bits feel like he'd been given a dental injection since his back went"],
    ['cauda-equina-saddle-numbness', 'the inside of my thighs is numb and my back is agony'],
    [
      'cauda-equina-saddle-numbness',
      "since lifting the wardrobe I can't really say, I just don't feel my bum on the seat",
    ],
    ['cauda-equina-saddle-numbness', 'my back hurts and down below there is a sleeping feeling'],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });

  it.each([
    ['an opinion with feel', "I don't feel my bottom is where the pain starts, it's higher up my back"],
    ['a local at the dentist', 'had a local anaesthetic at the dentist and my back ached in the chair'],
    ['the bottom part of the back', 'the bottom part of my back feels numb after a long drive'],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cauda-equina-saddle-numbness');
  });
});

describe('the seat not felt under one', () => {
  it.each([
    ['cauda-equina-saddle-numbness', "since the back pain started it's like I'm not sat on anything at all"],
    ['cauda-equina-saddle-numbness', 'my sciatica is awful and I can barely feel the chair beneath me'],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });

  it.each([
    [
      'a soft cushion',
      'this memory foam is like sitting on air, like I am not sitting on anything firm, my back loves it',
    ],
    ['an opinion of the chair', "I don't feel the chair under me is high enough for my back"],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cauda-equina-saddle-numbness');
  });
});

describe('the saddle told by what it does; numbness told by a visit to the dentist', () => {
  it.each([
    ['the dentist visit as a simile', 'my backside feels as if I had just come from the dentist, since lunchtime'],
    ['the bits one sits on', 'the bits she sits on have gone numb since she woke up'],
  ])('raises saddle numbness for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cauda-equina-saddle-numbness');
  });

  it.each([
    ['a chair sat on', 'I sit on a hard chair all day and my back is sore'],
    ['a trip to the dentist', 'I was at the dentist this morning and my back ached in the chair'],
  ])('does not raise saddle numbness for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cauda-equina-saddle-numbness');
  });
});

describe('the seat not felt said plainly; asleep told as a simile', () => {
  it.each([
    ['the loo seat', 'since Tuesday he can barely feel the loo seat'],
    ['oneself sitting', "I couldn't feel myself sat on the chair this morning"],
    ['gone to sleep', 'my bottom feels as if it has gone to sleep and my back is bad'],
  ])('raises saddle numbness for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cauda-equina-saddle-numbness');
  });

  it('does not raise saddle numbness for a chair felt through a thick cushion', () => {
    expect(triageByRules('with the new cushion I can feel the chair less, my back is sore')).not.toContain(
      'cauda-equina-saddle-numbness',
    );
  });
});

describe('both legs counted as two', () => {
  it.each([
    ['pain in two legs', 'the pain has moved into two legs now, it was only the left'],
    ['two instead of one', 'an ache in 2 legs instead of 1 since the weekend'],
  ])('raises both legs for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cauda-equina-both-legs');
  });

  it('does not raise both legs for two sides of the neck or legs merely counted', () => {
    expect(triageByRules('the ache is on two sides of my neck after sleeping badly')).not.toContain(
      'cauda-equina-both-legs',
    );
    expect(triageByRules('I stand on two legs all day at work and my feet are fine')).toEqual([]);
  });
});

describe("'perform' as a euphemism for sex", () => {
  it.each([
    ['in bed', 'since his disc went my husband is unable to perform in bed'],
    ['with a filler', "I can't, er, perform or come at all since last week"],
  ])('raises sexual function for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cauda-equina-sexual-function');
  });

  it('does not raise sexual function for performing at work or a show', () => {
    expect(triageByRules("I can't perform my duties at work and can't feel comfortable at my desk")).toEqual([]);
    expect(triageByRules('my back is too stiff to perform in the concert on Friday')).toEqual([]);
  });
});

describe('a touch on the saddle not felt, told by what touches it', () => {
  it.each([
    'my husband says he can not properly feel the seat under his bottom since yesterday',
    "quick question about parking. also I can't really feel it against my bum when I sit on the loo",
  ])('raises saddle numbness: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-saddle-numbness');
  });

  it('is no alarm: "I can feel the seat against my bum fine, it\'s just my knee that aches"', () => {
    expect(triageByRules("I can feel the seat against my bum fine, it's just my knee that aches")).toEqual([]);
  });
});

describe('a loss of feeling after sex', () => {
  it.each([
    'Old disc trouble, nothing new there. But having sex with my husband on Friday I realised I had lost all feeling, which has never happened.',
    'my back flared on Monday. when we were in bed, during intercourse with my girlfriend yesterday evening, I had no sensation whatsoever',
  ])('reads a loss of feeling told after sex and with whom: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-sexual-function');
  });

  it.each(['During sex with my husband I have not lost any feeling, it is just my back that aches afterwards.'])(
    'still reads a loss of feeling denied as none: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('saddle numbness told by the paper not felt, or by no reaction to being washed', () => {
  it.each([
    "when I wipe I can't quite feel the tissue at all, back's been bad",
    "after a wee I wipe and to be honest I couldn't feel the paper much",
    'the nurse says dad has no reaction at all when she cleans his private area now',
    "grandad doesn't flinch any more when I wash his bottom, and his back is bad",
  ])('raises saddle numbness: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-saddle-numbness');
  });

  it.each([
    "she doesn't react when they wash her hair, she loves the salon",
    "I wipe down the kitchen every morning but I don't really feel it helps with the mess",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("a learner's singular 'pins and needle' is a loss of feeling", () => {
  it.each([
    'my bottom is pins and needle since this morning and i am not can feel the toilet paper',
    'he says pin and needles in his privates since yesterday',
    'pins and needle between my legs today and my back hurt',
  ])('raises saddle numbness: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-saddle-numbness');
  });

  it.each(['i have pin and needle in my foot when i cross my legs, it goes in a minute'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('feeling lost with its owner named ("lost her feeling") is a loss of feeling', () => {
  it.each([
    'Mum says she has lost her feeling around her bottom since the fall',
    "he's losing his sensation in his saddle area and his back hurts",
  ])('raises saddle numbness: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-saddle-numbness');
  });

  it('is no alarm for a feeling of another kind', () => {
    expect(triageByRules('since the op she has lost her feeling of confidence, back is fine')).toEqual([]);
  });
});
