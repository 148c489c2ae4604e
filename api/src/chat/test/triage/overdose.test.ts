/*
 * Overdose or poisoning: tablets counted, taken on top, all of them, more than a day's most, a child who swallowed
 * something; and a dose taken as prescribed or said to be fine.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('tablets counted, taken on top, or more than the most', () => {
  it('reads a count of tablets taken, beside a question about the most one can take, as an overdose', () => {
    expect(triageByRules("what's the safe limit for naproxen? I've necked 14 since teatime")).toEqual([
      'overdose-or-poisoning',
    ]);
    expect(triageByRules("what's the safe limit for naproxen in a day?")).toEqual([]);
    expect(triageByRules('how many codeine can I have in a day? I had 4 today')).toEqual([]);
  });

  it("reads someone else's tablets taken on top of one's own, or several of them, as an overdose", () => {
    expect(triageByRules("I got confused and took my partner's tramadol on top of mine, about five of his.")).toContain(
      'overdose-or-poisoning',
    );
    expect(triageByRules("I borrowed two of my husband's paracetamol because mine had run out")).toEqual([]);
  });
});

describe('a repeated dose taken', () => {
  it.each([
    ['a second lot, the medicine unnamed in a follow-up turn', 'sorry, I swallowed a second lot an hour ago'],
    ['a dose taken again after one already had', "he didn't realise he'd already had his codeine and took more"],
  ])('raises overdose for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each([
    ['another dose on time', 'she took another dose at bedtime as the label says'],
    ['another lot of treatment', 'I had another lot of acupuncture on Tuesday'],
    ['something else done again', 'I forgot I had already paid and took another ticket'],
  ])('does not raise overdose for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('overdose-or-poisoning');
  });
});

describe('an overdose told as what was left of a supply', () => {
  it('raises an overdose for the rest of a packet swallowed', () => {
    expect(triageByRules('my son necked what was left of my pills an hour ago')).toContain('overdose-or-poisoning');
    expect(triageByRules('she has swallowed the rest of the strip')).toContain('overdose-or-poisoning');
  });

  it('does not raise an overdose for the rest of a meal swallowed', () => {
    expect(triageByRules('I swallowed the rest of my sandwich and my neck twinged')).toEqual([]);
  });
});

describe('the rest of a course taken as prescribed is not an overdose', () => {
  it.each([
    'my GP said to take the rest of the tablets as prescribed even though my back feels better, is that right?',
    'I finished the remainder of my antibiotics as directed and the wound looks fine',
  ])('raises nothing: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I took the rest of my pills all at once an hour ago',
    'I swallowed the rest of my tablets, not as prescribed, I just wanted it to stop',
    'I took the remainder of my tablets as prescribed and then swallowed 20 paracetamol',
  ])('still reads an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });
});

describe('an overdose told as far more than prescribed, or as counted doses crowded together', () => {
  it.each([
    'my husband took far more oramorph than the pharmacist said and is very sleepy',
    'I had way more pregabalin than I was prescribed this morning',
    'my dad had two doses of morphine back to back today',
  ])('raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each([
    'I take my codeine and paracetamol close together, is that ok?',
    'I take two doses of ibuprofen a day, can I take them close together?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('tablets taken with a lot to drink are an overdose', () => {
  it.each([
    'my dad mixed his sleeping pills with loads of whisky last night and is hard to rouse',
    'she washed her tramadol down with a bottle of wine',
  ])('raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each([
    'I mixed my drinks last night, lots of beer and wine, back hurts',
    'I mixed my naproxen with a glass of wine, is that ok?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("days of medicine at once, a poison mistaken for it, more than a day's most", () => {
  it.each([
    "Dad is 86 with a long history of back trouble. He got in a muddle with his pill organiser and has swallowed both today's and tomorrow's tablets, his oxycodone among them.",
    'Years of sciatica, on gabapentin since 2020. Tonight I realised I have taken three days worth of it since lunchtime by mistake.',
  ])('reads two or more days of medicine taken at once as an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each([
    'I took two days off work for my back and the tablets from the GP are helping.',
    "Should I take both today's and tomorrow's physio exercises in one go if I miss a day?",
  ])('still reads days off and exercises as no overdose: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'Mum is 90 with a crumbly spine and lives alone. Her neighbour found she had drunk some of the weedkiller from the shed, she mistook it for her medicine.',
  ])('reads a poison mistaken for someone\'s medicine as a poisoning: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each([
    'My daughter swallowed her antibiotics this morning without any trouble; can she have ibuprofen for her back as well?',
  ])('still reads someone\'s own medicine taken as no poisoning: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'Neck trouble since 2017, seen by your physio. This week has been awful and I have been getting through about twelve paracetamol a day on top of my other tablets.',
  ])('reads more paracetamol a day than a day\'s most as an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each([
    'The leaflet says no more than eight paracetamol a day; is it the same for co-codamol?',
    'I take 8 paracetamol a day as the GP said, is that safe long term with my back?',
  ])('still reads many tablets, or a day\'s most, as no overdose: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('an extra dose a pharmacist or clinician said was fine', () => {
  it.each([
    'Had an extra co-codamol by accident on Sunday, the pharmacist told me it was ok. Is it fine to carry on as normal?',
    'Accidentally took my naproxen twice this morning. The 111 nurse said it is safe, is my session tomorrow ok?',
  ])('sets aside the checked dose: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'Took my co-codamol twice by mistake, the pharmacist said go straight to A&E',
    'Had double my morphine by accident, pharmacist said it was fine but now I can barely keep my eyes open and my breathing is slow',
    'my son drank something from the shed that turned out to be weedkiller, he says he feels ok',
  ])('still raises a dose not said to be fine, or one told as still acting: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });
});

describe("a multiple of one's own dose", () => {
  it.each([
    'my dad has had 3 times his oxycodone today and he is very drowsy',
    'mum has had four times her usual dose of tramadol, she is confused',
  ])('raises overdose-or-poisoning: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each([
    'I take my naproxen 2 times a day with food, my back is stiff',
    'the GP gave me twice the dose of gabapentin after review, is that right for my back?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('too much of a painkiller told by how many at a time, by grams, or all of them with a count', () => {
  it.each([
    'she takes her paracetamol 4 at a time',
    "I've had over 4 grams of paracetamol every day this week",
    'I take all the tablets from the doctor, maybe 12',
  ])('raises an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each([
    'I take my co-codamol 2 at a time as the box says',
    "I've had more than 4 cups of tea today",
    'took my paracetamol, 1 g four times a day as the box says',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('two tablets more often than every four hours, or topped up with someone else’s', () => {
  it.each([
    'I have been taking 2 paracetamol every 2 hours for the pain',
    "he's taking two co-codamol every hour",
    "she topped up her tramadol with her husband's codeine",
  ])('raises an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each(['I take 2 paracetamol every 4 hours', 'I topped up my paracetamol with ibuprofen as the pharmacist said'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('a patch or tablets named first, then a child with "it" in the mouth', () => {
  it.each([
    'the fentanyl patch fell off and my 2yo was chewing it',
    'I found the buprenorphine patches in the bin and our 3 year old was sucking one',
    'dropped my tramadol on the floor and my toddler was licking them when I turned round',
  ])('raises a poisoning: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each(['the tablets were all there in the box, my 5yo was only chewing his toast'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('a fear of too many tablets, corrected by a miscount, is no overdose', () => {
  it.each([
    "mum panicked she'd taken too many co-codamol but she had miscounted the strip",
    "he thought he had taken too much tramadol, but he'd misread the chart",
    "I worried I'd taken too many ibuprofen but I had miscounted",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I miscounted and took 20 paracetamol today',
    'I took too much paracetamol last night, I think I miscounted',
  ])('still raises an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });
});

describe("a child who didn't swallow any of the tablets is no poisoning", () => {
  it.each([
    "my toddler got into my tramadol but he didn't swallow any, they're all in the blister",
    "our son hasn't eaten any of the nicotine gum he found, I checked",
    'my daughter did not take any of the pills, I counted them twice',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each(["my 3 year old swallowed the tablets, I don't know how many"])(
    'still raises a poisoning: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('overdose-or-poisoning');
    },
  );
});

describe('a count of unnamed tablets taken each day, in the present of habit, is a regimen, not an overdose', () => {
  it.each([
    'my dad takes 14 different pills a day for his heart and diabetes, and now his back aches',
    'Mum takes 9 tablets per day, will that clash with anything you prescribe for her sciatica?',
  ])('is no overdose: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('overdose-or-poisoning');
  });

  it.each([
    "she's been taking 12 tablets a day for her back",
    'I take 12 paracetamol a day for my back',
    'he took 20 tablets a day for a week, the co-codamol',
  ])('still raises a dose too high: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });
});

describe('an everyday drink downed, and an overdose or a poison downed', () => {
  it.each(['my son downed a carton of juice and ran off', 'after the gym I downed a pint of water'])(
    'sets aside an everyday drink downed: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );

  it.each([
    'my brother necked a glass of water and all of his sleeping pills',
    'she gulped her juice and a whole packet of paracetamol',
    'he downed a bottle of bleach',
  ])('still raises an overdose or a poison downed: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });
});

describe('overdose: them all, or the lot, swallowed, or taken after tablets are named', () => {
  it.each([
    'he necked them all about an hour ago',
    'gulped the whole lot and now I feel sick',
    'grandad left his sleeping tablets on the table. my wife has taken all of them',
    'mum keeps her diazepam by the bed. she had the lot last night',
  ])('raises an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each([
    'my tablets come in strips, I took them all out and put them in the dosette box',
    'I made cupcakes for the kids and they had the lot, my back is sore from baking',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('overdose and thoughts: all the tablets downed with drink, many counted as a guess, a box emptied, slang', () => {
  it.each([
    'my brother downed half a bottle of rum and all of his tramadol',
    'I taked lots of painkillers yesterday, about 30 I think',
    'she has had all the tablets from the packet at once',
  ])('raises an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each(['honestly some days I just want to unalive myself because of this back'])(
    'raises thoughts of self-harm: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('self-harm-thoughts');
    },
  );

  it.each([
    'I take all the pills in my dosette box each morning with breakfast, back is stiff',
    'the lads gulped all of their pints after the match and my back aches from the sidelines',
    'I taked my tablets for back pain, about 2 a day',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('overdose: tablets and someone who will not wake, a bottle on top, every one of them, by their names', () => {
  it.each([
    'my flatmate took a handful of her zopiclone and now she will not wake up',
    'he has had his tramadol and a whole bottle of red since lunch',
    'my sister had a bottle of gin and took her lorazepam',
    'my boyfriend has taken his quetiapine, all of them',
    'he popped like twenty valium',
    'my cousin swallowed some pills at the festival and will not wake up',
  ])('raises an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each([
    'since the pregabalin she is not waking in the night with back pain any more',
    'I took my naproxen with a glass of wine at dinner, back is better',
    'I popped to the chemist for ibuprofen for my back',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('one tablet taken as a dose', () => {
  it.each([
    'I took a tablet for it last night',
    'my lower back hurts so I took a paracetamol',
    'took a co-codamol before bed, is that ok with a slipped disc?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each(['took a handful of co-codamol an hour ago', 'he took handful of his tablets', 'I took 20 paracetamol'])(
    'a handful or a count is still an overdose: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('overdose-or-poisoning');
    },
  );
});
