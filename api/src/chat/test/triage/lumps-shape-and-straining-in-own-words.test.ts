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

  it.each(['found a hard knot on my spine last week, i had prostate cancer'])(
    'still raises a lump: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
    },
  );
});

describe('the spine said to scream is the spine in pain', () => {
  it.each([
    'bending and lifting makes my back scream and I have secondary cancer in the liver',
    'her neck has been screaming all week and she had breast cancer',
  ])('raises new spinal pain with a cancer history: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-history-new-spinal-pain');
  });
});

describe('lumps, changes of shape and pain on straining told in lay words, and their everyday look-alikes', () => {
  it.each([
    'i had breast cancer 4 years ago and now theres a hard lump on my back near the spine that wasnt there before',
    'my mum had bowel cancer treated and now shes got a bump sticking out on her lower back, is that normal',
    'found a knot on my spine last week, i had prostate cancer, should i worry',
    'Had lymphoma in 2019. My ribs on one side look different now, sort of bulging, and my back aches',
    'my dad who had myeloma now has a swelling over his shoulder blade that keeps growing',
    'ive got a growth on my back bone thats getting bigger and i had melanoma removed a few years back',
    'something sticking out of my spine in the middle of my back, never had it before, had kidney cancer',
    'my shoulders look uneven all of a sudden and my shirts sit funny, i finished chemo for lung cancer last year',
    "theres a hump developing between my shoulders and I'm a breast cancer survivor, it's come on in weeks",
    'lump on my spine thats sore, history of cancer',
    'Ive noticed a new swelling on my lower back, im having treatment for cancer at the moment',
    'hi, long story but im 58, had a mastectomy in 2017, been fine since, walk the dog every day, recently my back has been aching and my daughter noticed a lump by my spine, doctor is on holiday, what should i do',
    "my spine looks different, like it's curving more than it did, and I had thyroid cancer",
    'a hard bump on my back that doesnt move, previous cancer of the womb',
    "My clothes dont sit right anymore, one shoulder is higher, i've got secondary cancer",
    'theres a bulge on my backbone and im on hormone therapy for breast cancer',
    'my husband had testicular cancer, now he has a lump on his neck at the back and neck pain',
    'i have a lump and back pain, im in remission from leukaemia',
    'my back has changed shape in a month and i have cancer',
    'i had prostrate cancer and theres a lump on my spine now',
    'had brest cancer, now a bump on my back thats tender',
  ])('raises a lump or a change of shape: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });

  it.each([
    'back pain worse when i cough or sneeze, i had bowel cancer 3 years ago',
    "it hurts in my back when i laugh or sneeze and i'm being treated for cancer",
    'my back really hurts when i strain on the toilet, i had lung cancer last year',
    "sneezing makes my back pain unbearable, I'm having chemo",
    'mum had ovarian cancer and now her back hurts every time she coughs',
    "when i blow my nose my back kills, i've had cancer",
    'my back pain gets much worse when i bear down on the loo and i had kidney cancer',
    "Hi there, I'm 62, I had prostate cancer treated with radiotherapy 2 years ago, recently my lower back has started hurting and it is much worse when I cough, I have been taking paracetamol but it does not help much, any advice?",
    'my back hurts on coughing and laughing, had melanoma',
    'whenever i sneeze i get a sharp pain in my mid back, i had breast cancer in 2020',
    'straining to poo makes my back pain shoot up, got a history of myeloma',
    'my dad has cancer and his back hurts when he coughs or lifts his arms',
    'the pain in my spine is worse with coughing, sneezing and straining, i was treated for lymphoma',
    'coughing fits make my back pain much worse, Im on treatment for cancer',
    'ive got cancer and my back hurts more when i sneeze',
  ])('raises pain on straining: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  // Pain on lifting is effort, outside the catalogue's cough, sneeze or toilet; a terse 'back agony coughing' is read
  // as a list; a lump on the rib cage is read as the chest. Each still raises a red flag.
  it.each([
    'lump appeared on my rib cage and it hurts, had cancer twice',
    'pain shoots through my spine when I lift anything, history of breast cancer',
    'back agony coughing, cancer in remission',
    'bending and lifting makes my back scream and I have secondary cancer in the liver',
  ])('raises a red flag: "%s"', (message) => {
    expect(triageByRules(message)).not.toEqual([]);
  });

  it.each([
    'i have a lipoma on my back that the gp checked years ago, can i still do deadlifts',
    "i've got a sebaceous cyst on my shoulder, can a chiropractor work around it",
    'there is a spot on my back that keeps coming up, is that from my rucksack',
    "got bitten by something and now there's a bump on my back, itchy",
    "i knocked my back on the door and there's a bruise and a small swelling",
    'how do i improve my posture so my shoulders dont slump',
    'my physio says my shoulders are uneven because of how I sit at my desk, any exercises',
    'my back hurt when i sneezed last year but its fine now, can i go back to running',
    'is constipation linked to back pain',
    'does straining on the toilet cause back pain, just curious',
    "i get back pain when i lift heavy boxes at work, what's the right technique",
    'i have a knot in my shoulder muscle from stress, will massage help',
    'can scoliosis make your clothes fit differently',
    'what does a lipoma look like on the back',
    'the lump on my back was a cyst and it was removed, when can I swim',
    'i have a hump from sitting hunched over my laptop, how do i fix it',
    'my grandad had cancer, is back pain hereditary',
    'my back pain is worse when I lift my toddler, is that normal after pregnancy',
    'i had a swelling on my ankle from a sprain, can i still do yoga',
    'my back hurts after a long drive, what stretches help',
    'my mum is worried about a lump in her breast, can you book her in with a gp',
    'does coughing a lot cause back muscle strain',
    "I pulled my back lifting a sofa, it's a sharp pain in the lower back, no other problems",
    "my lower back aches when I'm constipated, what can I take",
    'knots in my back muscles after gym, foam roller?',
    "my shoulder blade sticks out a bit, physio says it's winging from weak muscles",
    'had cancer 20 years ago, all clear, can I do pilates for my posture',
  ])('is ordinary: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
