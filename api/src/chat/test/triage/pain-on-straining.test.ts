/*
 * Pain on straining: a cough, a sneeze or the toilet that sets the spine off, and a strain that is over or explained.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a twinge on coughing put down to a strained muscle', () => {
  it.each([
    "I've got a mild neck sprain from yoga, it twinges when I sneeze, will that calm down?",
    'pulled a muscle in my back, every cough sends a jolt through it, how long does that last?',
    'is it fine to sneeze hard with a lower back strain or will it make it worse?',
  ])('reads it as the strain, not pain on straining: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I had breast cancer and now my back hurts when I cough, I think it is a back strain',
    'my back strain hurts every time I cough and it wakes me at night',
    'pulled a muscle in my back and every cough hurts, and I have lost a stone without trying',
  ])("still raises it beside cancer's other signs: %j", (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });
});

describe('the spine gripped or giving on a strain', () => {
  it.each([
    ['gripped', 'every cough and she is clutching her back'],
    ['giving', 'a sneeze and his back seizes, since the spring'],
  ])('raises pain on straining for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it('does not raise pain on straining for a cough told beside a back held for another reason', () => {
    expect(triageByRules('I had a cough last winter; now I am holding my back straight at the desk')).not.toContain(
      'cancer-pain-on-straining',
    );
  });
});

describe('a strain told as over', () => {
  it.each([
    ['gone', "his cough's gone now and his back gets stiff after driving"],
    ['cleared', 'the sneezing has cleared up and my lower back aches a bit at work'],
  ])('does not raise pain on straining for a strain that has %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cancer-pain-on-straining');
  });

  it.each([
    ['the pain that a cough sends through', 'each cough has gone straight through her spine all week'],
    ['another strain that still hurts', 'the cough has gone but his back still aches when he sneezes'],
    ['a cough told in a list', 'my back hurts when I cough and when I laugh'],
  ])('still raises pain on straining for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });
});

describe('a strain told by the throat, a wince or torture', () => {
  it.each([
    ['clearing the throat', 'every time he clears his throat his lower back twinges, new since June'],
    ['a wince', 'every cough makes my husband wince, his back has been like that since March'],
    ['torture', 'blowing my nose is torture for my back lately'],
    ['the spine lighting up', 'whenever I sneeze my neck lights up, that is new'],
  ])('raises pain on straining for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it('does not raise pain on straining for torture or a cleared throat that is not pain', () => {
    expect(triageByRules('the queue on the phone was torture, I cleared my throat and booked a back check')).toEqual(
      [],
    );
  });
});

describe("'for ages after' is how long each bout lasts, not a long-standing pain", () => {
  it('raises pain on straining for a pain that lasts for ages after each cough', () => {
    expect(triageByRules('if she sneezes her back throbs for ages')).toContain('cancer-pain-on-straining');
  });

  it('still reads a pain had for ages as long-standing', () => {
    expect(triageByRules("I've had a stiff back for ages, it wakes me at night")).toEqual([]);
  });
});

describe('a strain told with the spine held or a lower spine named', () => {
  it.each([
    ['held first', 'my nan grips her back whenever she coughs now'],
    ['a lower spine', 'bearing down sends a bolt up her lower spine'],
    ['a wince each time', 'Grandad grimaces, says it stabs, each time he sneezes'],
  ])('raises pain on straining for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it('does not raise pain on straining for a back held for a posture', () => {
    expect(triageByRules('I grip my back brace when I put it on')).toEqual([]);
  });
});

describe("'every time I cough' is pain on straining only with the pain or the spine it names", () => {
  it.each([
    'I bring up green phlegm every time I cough, can I still come to my physio session?',
    'my little one gets a runny nose every time she sneezes, is that just hay fever?',
  ])('raises nothing: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'every time I cough my lower back seizes up',
    'every time he sneezes it really hurts',
    'ow, every time I cough, it goes right through me',
    'my back is agony every time I sneeze',
  ])('still reads pain on straining: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });
});

describe('a strain told by the bracing it takes', () => {
  it.each([
    'every time I cough I have to grip the back of the chair',
    'she has to brace herself on the bed every time she sneezes',
    'I have to grab onto the door frame every time I cough',
  ])('raises pain on straining: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it.each(['every time I sneeze I have to grab a tissue', 'I have to hold my little one every time I cough'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe("a pain said 'very strong', and a strain 'made' or 'done' ('when I make cough')", () => {
  it.each([
    'my lower back is so strong painful when I do a sneeze, can I change my appointment?',
    'the ache in my spine gets much stronger when he makes a cough',
  ])('raises pain on straining: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it.each([
    'I feel so much stronger when I do a sneeze now, physio worked',
    'my core is much stronger now and my back is fine when I cough',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a pain that catches or grips on a strain', () => {
  it.each([
    'Bit of background: two discectomies, the last in 2019, and years of physio. What is new since October is that my back catches badly whenever I sneeze.',
    'I have been on your books for ages with my neck. Lately it catches every time I cough, like a hook in it.',
  ])('reads a pain that catches on a strain as pain on straining: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it.each([
    'Since I lifted the new mattress upstairs, my back catches when I cough. It eases a bit more each day.',
    'My daughter catches every cold going and her cough keeps us all up, though my back is fine.',
  ])('still sets aside a strain with its lift, and a cold caught: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'Grandpa is 84, stooped for years, prostate op in 2016. Lately he clutches his lower back and swears under his breath whenever he sneezes.',
  ])('reads a spine gripped on a strain with more told between: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it.each(['He grabs his back pack and heads off to school whenever I cough, he hates germs.'])(
    'still reads a bag grabbed as no pain: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('any strain at all and the spine hurts; the toilet strain told after going', () => {
  it.each([
    'any cough and my neck lights up, it has been like that a month',
    'Mum says her back catches when she goes to the toilet and pushes',
  ])('raises cancer-pain-on-straining: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it.each([
    'one sneeze and the dog went mad, my back is ok though',
    'every sneeze and the cat goes running, my back ache is from gardening',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('pain on straining told after two strains joined, or by the yelp or doubling over it draws', () => {
  it.each([
    'when she sneezes or laughs it shoots straight down her spine',
    'mum howls every time she sneezes and holds her lower back',
    'each cough doubles him over with the pain, his back has ached for weeks',
  ])('raises pain on straining: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it.each([
    "the kids scream every time I sneeze because it's so loud",
    'I laughed so hard it doubled me over at the comedy show',
    'when I sneeze or laugh hard my eyes water',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a strain, then the part of the spine that cries out', () => {
  it.each(['every cough and his upper back catches', 'one sneeze and my back protests now'])(
    'raises pain on straining: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('cancer-pain-on-straining');
    },
  );

  it.each(['I sneezed and my kids screamed with laughter'])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('the strain of the toilet told as trying to go, and a spine that screams with a word between', () => {
  it.each([
    "my back kills when I'm on the toilet trying to go",
    'her lower back really protests when she is on the loo struggling to poo',
    'his back properly screams if he is on the loo trying to go',
  ])('raises pain on straining: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it.each([
    "my back aches when I'm on the loo reading for too long",
    "my back is fine, I'm on the loo trying to go more often since the fibre",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('pain on straining told by the floor a cough or a sneeze nearly brings one to', () => {
  it.each([
    'every time he coughs he almost goes down on the floor, it is his back',
    'I sneezed and nearly fell to my knees with my back',
    'she sneezes and practically drops to the floor holding her spine',
  ])('raises pain on straining: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it.each([
    'I sneezed and nearly dropped my phone on the floor',
    'she coughed so hard she nearly fell off the chair laughing',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a posture to keep for a sneeze or a cough ("with my back straight") is no pain on straining', () => {
  it.each([
    'is it better to cough with your back straight or bent forward?',
    'when I sneeze I keep my back straight like the nurse said',
    'should he sneeze with his spine upright after the fusion?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'every time I sneeze with my back straight it kills me',
    'my back goes when I sneeze, even keeping my back straight',
  ])('still raises pain on straining: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });
});

describe('a twinge of a moment on a cough or a sneeze is over as it comes', () => {
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

describe('bracing on something solid at each strain is pain on straining, however far the spine is named', () => {
  it.each([
    'each time he sneezes he has to hold the kitchen worktop, it goes right through his lower back',
    'Every time I cough I have got to grab the back of a chair, really sharp in my lower spine lately',
  ])('raises pain on straining: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it('is no alarm with a tissue grabbed', () => {
    expect(triageByRules('every time I sneeze I have to grab a tissue, my back is fine')).toEqual([]);
  });
});

describe("a cold's sore throat beside its cough", () => {
  it.each([
    'I have a cough and a sore throat',
    'got a tickly cough and a scratchy throat, can I still come on Monday?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'sore throat, and my back kills when I cough',
    'I have a sore throat and my spine aches every time I sneeze',
  ])('still raises pain on straining: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });
});
