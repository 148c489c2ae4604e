import { triageByRules } from '../../domain/triage/triage-message';

// The rules alone (triageByRules), so that the second net cannot hide a reading that fails.

describe("'you' as the clinic the writer is addressing, not a person the symptoms could be of", () => {
  it.each([
    'I had a facet joint injection with you on Monday. Since this morning both legs numb and tingly.',
    'Saw you at the clinic in the spring for a disc. Today both feet gone numb.',
    'had a nerve block done by you two weeks back. now bowels just come out without warning',
  ])('reads the next sentence as the writer\'s own: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });

  it.each([
    'If you get numb legs from sitting cross-legged, is that a problem?',
    'Can you lose control of your bowels with a slipped disc? Just curious.',
  ])('still reads a question about anyone as general: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("a singular after 'both' or 'two' ('both leg', 'two foot'), as a learner of English writes it: both limbs", () => {
  it.each(['since two days both foot is numb', 'my both leg become weak from this morning', 'two leg is weak now'])(
    'raises both legs: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('cauda-equina-both-legs');
    },
  );

  it.each(['both legs are fine, it is only my lower back', 'both leg feel good after the stretching class'])(
    'stays quiet when both legs are well: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe("pins and needles told as a 'needle feeling' or 'needles sensation'", () => {
  it.each(['both my feet have needle feeling since Sunday', 'there is needles sensation in both legs from yesterday'])(
    'raises both legs: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('cauda-equina-both-legs');
    },
  );

  it.each(['I hate the needle feeling of injections, will the steroid jab hurt my back?'])(
    'stays quiet for the feeling of a needle going in: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe("stool passed unnoticed, with its subject inside the 'without knowing' ('without me knowing', 'without her noticing')", () => {
  it.each([
    'back agony, and my bowels empty without me realising',
    'mum has been pooing without her noticing since the fall, back is very sore',
    'bowel opening without me feeling it since my back op',
  ])('raises the bowel: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bowel');
  });

  it.each([
    'my bowels are going normally, just the lower back ache',
    'my bowels work like clockwork without me having to think about it',
  ])('stays quiet: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("'went down' as a collapse where it goes nowhere ('went down in the hallway', 'just went down'), not a trip down to a place", () => {
  it.each([
    'my husband went down in the garden, white as a sheet, with a ripping pain in his tummy',
    'Dad just went down, awful pain in his stomach, sweating buckets',
  ])('raises a collapse with tummy pain: "%s"', (message) => {
    expect(triageByRules(message)).toContain('aortic-aneurysm-leak');
  });

  it.each([
    'my husband went down to the garden with a tummy ache after lunch',
    'dad went down the stairs for breakfast with stomach ache, he thinks it was the curry',
    'grandad went down with a tummy bug last week, back is a bit stiff from lying in bed',
  ])('stays quiet for a trip down somewhere, or an illness gone down with: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('aortic-aneurysm-leak');
  });
});

describe('a hand held or clutched on the tummy shows the pain there, as it does on the chest', () => {
  it.each([
    'my nan collapsed in the bathroom clutching her tummy',
    'he passed out on the sofa gripping his stomach, he is 74',
  ])('raises a collapse with tummy pain: "%s"', (message) => {
    expect(triageByRules(message)).toContain('aortic-aneurysm-leak');
  });

  it.each(['she fainted from the heat while holding the baby on her tummy at the beach'])(
    'stays quiet for something held that is not the tummy: "%s"',
    (message) => {
      expect(triageByRules(message)).not.toContain('aortic-aneurysm-leak');
    },
  );
});

describe("a leg dragged, with its side or state between ('dragging her right leg', 'drags his bad foot'): new difficulty walking", () => {
  it.each([
    'my 15 year old son has been dragging his left foot since this morning and his back hurts',
    'since Friday she drags her right leg when she walks, back pain for a fortnight',
  ])('raises cord compression: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cord-compression-walking-or-limbs');
  });

  it.each([
    'our dog is dragging its right back leg after the vet visit',
    "I've been dragging my heels about booking physio for my stiff back",
  ])('stays quiet for an animal, or an idiom: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("a double negative of feeling ('did not feel nothing'), as learners and dialect say it: felt nothing", () => {
  it.each([
    'poo come out in my pants and I did not feel nothing, back very painful',
    'she opened her bowels in the chair and never noticed nothing, her back is bad all week',
  ])('raises the bowel or the bladder: "%s"', (message) => {
    expect(triageByRules(message).some((id) => id.startsWith('cauda-equina'))).toBe(true);
  });

  it.each(["went for a poo this morning and didn't feel nothing unusual, back a bit stiff"])(
    'stays quiet when nothing unusual was felt: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe("a leg that will not obey or bear ('my leg won't listen', 'legs won't carry me', 'keep going from under me')", () => {
  it.each([
    'since this morning my right leg is not listening to me, lower back pain',
    "her legs won't carry her since she woke up, back is sore",
    'my legs keep going from under me, back is bad',
    'cannot lift foot since yesterday, back pain',
  ])('raises new weakness or difficulty walking: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cord-compression-walking-or-limbs');
  });

  it.each([
    'my son is not listening to me about his posture, his back aches',
    'I carry my legs up the stairs fine, just the back is stiff',
  ])('stays quiet: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("walking told by a simile of a stiff or tottering walker ('walking like a penguin', 'like a robot')", () => {
  it.each([
    'my husband is walking like a penguin since Saturday and his back is killing him',
    'since yesterday I walk like a robot, my legs feel stiff and odd, back pain',
  ])('raises new difficulty walking: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cord-compression-walking-or-limbs');
  });

  it.each([
    'we watched the penguins walking at the zoo, my back was sore from the car',
    'Ran my first marathon on Sunday. Walking like a penguin today and my back is a bit stiff',
  ])('stays quiet for penguins, or the walk after a race: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("both feet said to slap or drag, as one foot is ('my feet slap the floor', 'feet dragging')", () => {
  it.each(['my feet slap the floor when I walk since Tuesday', 'both his feet are dragging today and his back hurts'])(
    'raises new weakness: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('cord-compression-walking-or-limbs');
    },
  );

  it.each(['the kids feet slapping on the pool tiles gives me a headache, back is fine'])(
    'stays quiet: "%s"',
    (message) => {
      expect(triageByRules(message)).not.toContain('cord-compression-walking-or-limbs');
    },
  );
});

describe('the bowels said to have a mind of their own: control lost', () => {
  it.each([
    'my bowels have got a mind of their own since the disc went',
    'since the op his bowel has a mind of its own',
  ])('raises the bowel: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bowel');
  });

  it.each(['my puppy has a mind of his own on walks, and my back aches from the lead'])(
    'stays quiet: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe("a collapse told as dropping or slumping to the floor ('dropped to the floor', 'slumped onto the ground')", () => {
  it.each([
    'my mum dropped to the floor clutching her tummy, she is white',
    'he slumped onto the ground with awful stomach pain',
  ])('raises a collapse with tummy pain: "%s"', (message) => {
    expect(triageByRules(message)).toContain('aortic-aneurysm-leak');
  });

  it.each([
    'I dropped my phone on the floor and my tummy ached from bending, ha',
    'dropped to the floor for press-ups and my belly muscles hurt now',
  ])('stays quiet for a thing dropped, or dropping down to exercise: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('aortic-aneurysm-leak');
  });
});

describe("soiled in bed with no 'the' before it ('pooing in bed at night'), as 'in the bed' is", () => {
  it.each([
    'she is pooping in bed at night since the back pain started',
    'dad pooed in bed twice this week and his back is bad',
  ])('raises the bowel: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bowel');
  });

  it.each(['the baby pooped in the bath, my back is stiff from bending over her'])('stays quiet: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('cauda-equina-bowel');
  });
});

describe("legs or knees that 'give out', as they 'give way'", () => {
  it.each(['my legs just gave out on the stairs today, back pain for weeks', 'her knees keep giving out since Monday'])(
    'raises new weakness: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('cord-compression-walking-or-limbs');
    },
  );

  it.each(['the legs gave out on our old kitchen table so we bought a new one, my back is fine'])(
    'stays quiet for a thing\'s legs: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('a pain placed in the back and the tummy joined by "and": a pain in both', () => {
  it.each([
    'horrible pain in his back and stomach and then he fainted',
    'she collapsed with a dreadful ache across her lower back and belly',
  ])('raises a collapse with tummy pain: "%s"', (message) => {
    expect(triageByRules(message)).toContain('aortic-aneurysm-leak');
  });

  it.each(['pain in my back and a stomach bug last week, I fainted giving blood years ago'])(
    'stays quiet: "%s"',
    (message) => {
      expect(triageByRules(message)).not.toContain('aortic-aneurysm-leak');
    },
  );
});

describe('the tummy complained of, as the back is: pain there', () => {
  it.each([
    'grandad passed out this afternoon, he had been complaining of his tummy all morning',
    'mum keeled over after complaining about her stomach',
  ])('raises a collapse with tummy pain: "%s"', (message) => {
    expect(triageByRules(message)).toContain('aortic-aneurysm-leak');
  });

  it.each(['my daughter fainted at her jab, she has never complained of her tummy'])('stays quiet: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('aortic-aneurysm-leak');
  });
});

describe("control lost with a learner's article ('lost the control of my stool')", () => {
  it.each([
    'since yesterday I have lost the control of my stool, back very bad',
    'my father is losing the control of his bowel since the fall',
  ])('raises the bowel: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bowel');
  });
});

describe('stool said to escape or slip out, as things are', () => {
  it.each([
    'the stool escapes when I stand up, lower back is agony',
    'poo keeps escaping since Sunday and my back hurts',
  ])('raises the bowel: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bowel');
  });

  it.each(['a bit of wind escapes when I bend, my back is stiff from the garden'])(
    'stays quiet for wind: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe("a leg gone floppy or limp ('my right leg has gone floppy'): a limb failing", () => {
  it.each([
    'my right leg has gone dead and floppy this morning',
    'his left leg went limp on the walk today, back sore',
  ])('raises new weakness: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cord-compression-walking-or-limbs');
  });

  it.each(['my lettuce has gone floppy in the fridge, back is fine'])('stays quiet: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a foot that keeps catching the floor, as a toe does: a foot that does not lift', () => {
  it.each([
    'my foot keeps catching the floor since yesterday',
    'her feet catch on the carpet since Tuesday, back aching',
  ])('raises new weakness: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cord-compression-walking-or-limbs');
  });

  it.each(['my coat keeps catching on the door handle, and my back is stiff'])('stays quiet: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("a leg or arm said not to be working ('my leg is not working'), as 'stopped working'", () => {
  it.each([
    "my left leg isn't working since I woke up, back pain",
    'his arms are not working properly since this morning',
  ])('raises new weakness: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cord-compression-walking-or-limbs');
  });

  it.each(['my leg warmer is not working, the battery died, back is fine'])('stays quiet: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("hands said to have gone useless or clumsy, and someone's cup or keys kept dropping", () => {
  it.each([
    'my hands have gone useless since the weekend, neck is sore',
    'keep dropping my mug, neck stiff for a week',
  ])('raises clumsy hands: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cord-compression-walking-or-limbs');
  });

  it.each(['the toddler keeps dropping her cup off the high chair, my back aches from picking it up'])(
    'stays quiet for a toddler at the table: "%s"',
    (message) => {
      expect(triageByRules(message)).not.toContain('cord-compression-walking-or-limbs');
    },
  );
});
