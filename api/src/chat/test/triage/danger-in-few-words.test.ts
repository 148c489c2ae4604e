import { triageByRules } from '../../domain/triage/triage-message';

const OVERDOSE = 'overdose-or-poisoning';

describe('overdose: them all or the lot taken, nothing named, and the person unwell or someone asking what to do', () => {
  it.each([
    'my uncle took the lot and now he is very groggy',
    'she swallowed the lot. she keeps being sick',
    'my cousin has taken them all and is talking strangely',
    'my brother took them all, what should we do',
    'her boyfriend has taken them all',
    'my partner just took the lot, what will happen to her now',
  ])('raises an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain(OVERDOSE);
  });

  it.each([
    'she has taken them all to the car boot sale',
    'my niece took the lot to the recycling bank and now my back aches',
    'took them all back to the library, my back is sore',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

const DANGER = 'self-harm-immediate-danger';

describe('danger: a farewell said to everyone, then silence or no one knows where they are', () => {
  it.each([
    'my step-dad said bye to everybody at the barbecue and nobody has seen him since',
    'our lodger said her goodbyes this morning and we have not heard a word from her',
    'my cousin posted bye forever on tiktok and nobody knows where she is',
    'he sent a farewell message to everyone and has gone silent',
  ])('raises immediate danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain(DANGER);
  });

  it.each([
    'my aunt said bye to everyone and flew to Canada, nobody has heard from her since as she has no signal on the boat',
    'said goodbye to everybody at the office party, retiring at last, my back is thankful',
    'back ache happens to everyone at my age, is that right?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('letters: a letter to the children for an occasion, or to children away, is no farewell', () => {
  it.each([
    'I wrote notes to my children for their christmas stockings, my back ached bending over the desk',
    'I have written cards for my grandchildren for their birthdays and my neck is stiff',
    'I wrote letters to my son at scout camp last week, is sitting long bad for my back?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each(['I have written letters to my children and put them on the table, tonight it ends'])(
    'still raises immediate danger: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain(DANGER);
    },
  );
});

const THOUGHTS = 'self-harm-thoughts';

describe('thoughts: a wish to disappear or fade away, of oneself or someone else, with or without "to"', () => {
  it.each([
    'my husband says he wishes he could just vanish',
    'i want vanish, nobody need me',
    'some days I just want to fade away',
  ])('raises thoughts of self-harm: "%s"', (message) => {
    expect(triageByRules(message)).toContain(THOUGHTS);
  });

  it.each([
    'on bad days I want to disappear under the covers with a hot water bottle for my back',
    'I love to disappear into my music when my back flares up',
    'I want to disappear to a cottage in Wales for a week to rest my back',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('thoughts: no point in anything at all', () => {
  it.each([
    "what's the point of anything, seriously",
    'there is no point in everything any more',
    'my life feels pointless',
  ])('raises thoughts of self-harm: "%s"', (message) => {
    expect(triageByRules(message)).toContain(THOUGHTS);
  });

  it.each([
    'is there any point in doing the exercises if my back still hurts?',
    'no point in booking a massage until the swelling settles',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('overdose: a whole box or packet of food or a household thing, or carried somewhere, is none', () => {
  it.each([
    'my son took the whole bag of crisps to his room, can he sit slouched like that with his back?',
    'I took the entire tub of popcorn and my back aches from the cinema seats',
    'she took the whole box up to the loft and hurt her back',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each(['my flatmate took the whole box of sleeping tablets', 'he has taken the whole packet'])(
    'still raises an overdose: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain(OVERDOSE);
    },
  );
});

describe("overdose: one of each of one's medicines is the usual round, not too many", () => {
  it.each(['dad took all his tablets after breakfast, one of each like always'])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each(['dad took all his tablets after breakfast, the whole lot at once'])(
    'still raises an overdose: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain(OVERDOSE);
    },
  );
});

describe('danger: a farewell, and the message called the last one', () => {
  it.each(['goodbye world, my last post ever', 'sorry for everything mum, last text from me'])(
    'raises immediate danger: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain(DANGER);
    },
  );

  it.each(['thanks for everything, the last message I sent you had the wrong date for my back appointment'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('overdose: a container swallowed whole, its tablets left unsaid', () => {
  it.each(['my flatmate has necked the whole tub', 'she downed a whole packet and now she is crying'])(
    'raises an overdose: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain(OVERDOSE);
    },
  );

  it.each(['necked the whole tub of protein after the gym', 'we gulped the whole box of mints on the drive'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('overdose: all the tablets pressed out of their packets and swallowed, not put in a box that sorts them', () => {
  it.each([
    'my son popped all his tablets out of the blister packs and swallowed them',
    'she pushed all of them out of the foil and swallowed them',
    'grandad took all his pills out of the dosette box and swallowed them',
  ])('raises an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain(OVERDOSE);
  });

  it.each([
    'I took all my tablets out of the packets and put them in the weekly pill box',
    "took all of them out of the boxes and put them into dad's organiser",
    'took all the sweets out of the packet and ate them',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('danger: a farewell, and the worry about one said to end soon', () => {
  it.each([
    'said goodbye to my brothers last night, tomorrow they will not need to worry about me',
    'said goodbye to everyone, soon they will not have to worry for me',
  ])('raises immediate danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain(DANGER);
  });

  it.each([
    'said bye to my parents at the airport, they will not need to worry about me as I will ring every night',
    'said bye to the kids this morning, after the op they will not need to worry about me lifting them',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
