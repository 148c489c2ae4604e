/*
 * A lump, a changed shape and pain on straining, told in the writer's own words (lay words, a carer writing, the
 * sign in the middle of a longer message), and the everyday look-alikes that use the same words.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('the spine told as the backbone', () => {
  it.each([
    'theres a bulge on my backbone and im on hormone therapy for breast cancer',
    'my dad says there is a new lump on his backbone',
  ])('raises a lump: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });
});

describe('a lump on the shoulder blade is a lump on the back', () => {
  it.each([
    'my dad who had myeloma now has a swelling over his shoulder blade that keeps growing',
    'found a hard lump under my shoulderblade',
  ])('raises a lump: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });

  it.each(['I have a knot under my shoulder blade from sitting at my desk, will massage help'])(
    'is no lump: "%s"',
    (message) => {
      expect(triageByRules(message)).not.toContain('cancer-lump-or-shape-change');
    },
  );
});

describe('a change of shape noticed by the clothes on the upper body', () => {
  it.each([
    "My clothes dont sit right anymore, one shoulder is higher, i've got secondary cancer",
    'my husbands shirts hang differently on him, one side lower, and he has had prostate cancer',
    'her tops no longer sit straight on her',
  ])('raises a change of shape: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });

  it.each(['my clothes sit right since I started physio', 'can scoliosis make your clothes fit differently'])(
    'is no change of shape: "%s"',
    (message) => {
      expect(triageByRules(message)).not.toContain('cancer-lump-or-shape-change');
    },
  );
});

describe('both shoulders or hips told as newly uneven', () => {
  it.each([
    'my shoulders look uneven all of a sudden and I had lung cancer last year',
    'mums hips have gone lopsided recently and her back aches',
  ])('raises a change of shape: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });

  it.each(['my physio says my shoulders are uneven because of how I sit at my desk, any exercises'])(
    'is no change of shape: "%s"',
    (message) => {
      expect(triageByRules(message)).not.toContain('cancer-lump-or-shape-change');
    },
  );
});

describe('a time after a comma and another mention dates that mention, not the one before the comma', () => {
  it.each([
    ['cancer-lump-or-shape-change', 'new lump on my spine, had bowel cancer in 2018'],
    ['cancer-lump-or-shape-change', 'my husbands back has gone a funny shape, prostate cancer two years ago'],
    ['cancer-lump-or-shape-change', 'my shoulders look uneven all of a sudden, had lung cancer last year'],
  ])('raises %s: "%s"', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    'I had a lump on my back, a cyst, 10 years ago',
    'I took an overdose as a teenager, that was nearly 30 years ago, does the form need it',
  ])('stays dated: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a hump or a lump told as forming between the shoulders', () => {
  it.each([
    'theres a hump developing between my shoulders and I had breast cancer, it has come on in weeks',
    'a hump has formed across her shoulders this year',
  ])('raises a change of shape: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });

  it.each(['i have a hump from sitting hunched over my laptop, how do i fix it'])(
    'is no change of shape: "%s"',
    (message) => {
      expect(triageByRules(message)).not.toContain('cancer-lump-or-shape-change');
    },
  );
});

describe('a bump told as a bite, a sting or a bruise', () => {
  it.each([
    'got bitten by something in the garden and now there is a bump on my lower back, itchy',
    'a swelling came up on her neck after she was stung by a wasp',
    'my son has a lump on his back from rugby, the nurse says it is a bruise',
  ])('is no lump: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-lump-or-shape-change');
  });

  it.each(['there is a lump on my spine that keeps growing, I was bitten by a tick last summer'])(
    'still raises a lump: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
    },
  );
});

describe('a knot told as a tight muscle', () => {
  it.each(['knots in my back muscles after gym, foam roller?', 'my physio found a muscle knot next to my spine'])(
    'is no lump: "%s"',
    (message) => {
      expect(triageByRules(message)).not.toContain('cancer-lump-or-shape-change');
    },
  );

  it.each(['found a hard knot on my spine last week, i had prostate cancer'])('still raises a lump: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });
});

describe('the spine said to scream is the spine in pain', () => {
  it.each([
    'bending and lifting makes my back scream and I have secondary cancer in the liver',
    'her neck has been screaming all week and she had breast cancer',
  ])('raises new spinal pain with a cancer history: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-history-new-spinal-pain');
  });
});
