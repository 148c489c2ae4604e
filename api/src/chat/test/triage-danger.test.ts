import { triageByRules } from '../domain/triage/triage-message';

const DANGER = 'self-harm-immediate-danger';

describe('danger: a farewell or a note left, and the person cannot be reached', () => {
  it.each([
    'my aunt put up a goodbye message on her page this morning and now no one can get hold of her',
    'he wrote a letter to each of us. his car is gone and he is not picking up',
    'my flatmate left a note on the fridge and now we can not find her',
    'my dad texted farewell to the family group and his phone goes straight to voicemail',
  ])('raises immediate danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain(DANGER);
  });

  it.each([
    'I left a note for the plumber to let himself in, my back is sore from the loft',
    'my wife said goodbye at the airport and is not answering, she is on the plane now',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('danger: an end set for a time, beside the means made ready', () => {
  it.each([
    'tomorrow I end it, the blades are ready in my drawer',
    'my girlfriend says she will finish it tonight and she has the pills ready',
    'planning to end it at the weekend, I have saved enough tablets',
    "I'm up on the roof of the car park and I want to jump",
  ])('raises immediate danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain(DANGER);
  });

  it.each([
    'I have the knife ready for the roast and my back is aching from standing',
    'my back is sore from the desk but I will finish it tonight, the essay is nearly done',
    'I want to jump in the pool but my back is stiff, is swimming ok?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('danger: a rope or a hose carried to a lonely place, or driven away with', () => {
  it.each([
    'my partner walked up into the hills with a rope this afternoon',
    'our eldest has taken the rope from the shed down to the river',
    'she has gone off with the hosepipe in the car',
  ])('raises immediate danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain(DANGER);
  });

  it.each([
    'we took a rope to the woods to hang the hammock and my back is sore from carrying the bags',
    'I took the tow rope down to the river to pull the boat out and my back aches',
    'my son drove off with the hosepipe to wash the car at his flat, my back is stiff',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
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

describe('danger: more farewells, a gun got out, a belt behind a locked door, everything one needs', () => {
  it.each([
    "my brother rang and said it's not your fault, now his mobile is off",
    'my uncle drove to the reservoir this morning and said he is never coming back',
    'my 15 year old has shut herself in the bathroom with a phone cable and will not come out',
    'he has his rifle loaded and keeps saying there is no point going on',
    "tonight's the night, I have got everything I need",
  ])('raises immediate danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain(DANGER);
  });

  it.each([
    'my phone is off while I am at the spa, I left a note for the cleaner about the keys',
    'we went to the lake for the weekend and are not coming back till sunday, back is fine',
    'got everything I need for the gym, is deadlifting ok for my back?',
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

describe('thoughts: slang and second-language wordings', () => {
  it.each([
    'ngl i wanna kms every time my back flares',
    'my brother say me he is not want living any more',
    'sometimes I am thinking to end me, the pain is too much',
  ])('raises thoughts of self-harm: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each([
    'I walked 5 kms today and my back felt fine',
    'my mum does not want living in a care home, can physio come to the house for her back?',
    'can you convert the miles to kms for the walking plan for my back?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('danger: a place gone to without return, a means then a locked door, the tablets lined up, the night is it', () => {
  it.each([
    'my grandad walked down to the river and said he will not be back',
    'my sister has a razor and has locked herself in her room',
    'lined up all my oramorph and tonight is it',
    'I will finish my life tonight, the tablets are right here',
  ])('raises immediate danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain(DANGER);
  });

  it.each([
    'we walked the dog down to the river and will not be back till teatime, my back aches',
    'I lined up all my tablets in the dosette box for the week, back is sore',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('thoughts: driving one’s own car into or off what one would crash into', () => {
  it.each([
    "I've been thinking about driving my car into a wall",
    'tempted to drive the car off the bridge on the way home',
    'I keep picturing driving my van into a lorry',
  ])('raises thoughts of self-harm: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each(['thinking about driving my car into the garage tonight, my back aches after work'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});
