/*
 * Thoughts of self-harm, immediate danger and overdoses told in the writer's own words (indirect wishes to be gone,
 * goodbyes, an overdose told by what is left of the box), beside the everyday look-alikes that must stay quiet.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('an act already done, then what happens now', () => {
  it.each(['took like 20 pills what happens now', 'had about 12 co-codamol what happens now'])(
    'raises the act told before the question: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('overdose-or-poisoning');
    },
  );

  it.each(['what happens if you take 20 paracetamol?', 'what happens next after a discectomy?'])(
    'is no alarm for a question of what would happen: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('no point in waking, and not existing pictured as easier', () => {
  it.each([
    "honestly I don't see the point in waking up anymore",
    'my dad says there is no point in waking up now his back is this bad',
    'it would be simpler to not exist',
    "I've been wondering lately if it would be easier to not be here",
  ])('raises self-harm thoughts: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each([
    "I don't see the point in getting up early for physio",
    "I was wondering if it's better not to be around when the plasterers come, the dust is bad for my back",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("young people's words for suicide, and 'kms' told by its company, not by a number", () => {
  it.each([
    'honestly sewer slide is looking like the only option with this back',
    'kms kms this is so bad',
    'my back is wrecked, kms cant cope anymore',
    'i just wanna off myself',
    'my daughter said she wants to commit die',
    'im gonna unalive tonight',
  ])('raises self-harm thoughts: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each(['ran 10 kms, can not take the hills anymore with my back', 'I took the brace off myself after a week'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('a goodbye written as for ever, sorry for what is about to be done, belongings given away as not needed', () => {
  it.each([
    'my partner texted me saying goodbye forever and has his pills with him',
    'sorry everybody for what I am going to do',
    'my son has given away all his games and says he will not be needing them',
    "I've given my things away to friends, I won't need them",
  ])('raises immediate danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it.each([
    "sorry for what I'm about to say but my physio is rubbish",
    'we said goodbye for good to our old house, the stairs were killing my back',
    'texted my old boss goodbye for good, new job starts monday',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a container told full and then empty, its tablets taken', () => {
  it.each([
    "the box of amitriptyline was full this morning and now it's empty, I took them",
    'her bottle of codeine was full on monday, it is gone now, she swallowed them',
  ])('raises an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each([
    "the box was full last week and it's empty now, can I get a repeat?",
    'the car was full of fuel, now it is empty, took it to the garage',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("self-harm and overdoses in the writer's own words, and their everyday look-alikes (a sample of 45 and 35)", () => {
  const SELF_HARM_ENTRIES = ['self-harm-thoughts', 'self-harm-immediate-danger', 'overdose-or-poisoning'];
  it.each([
    'I keep thinking everyone would be better off without me around',
    'sometimes I wish I could just disappear and never come back',
    "honestly I don't see the point in waking up anymore",
    "I've been wondering lately if it would be easier to not be here",
    'the pain is so bad I just want it all to end for good',
    "I've been planning how to end things, I've picked a date",
    'I have all my tablets lined up on the table in front of me right now',
    "I've got a rope in the garage and I keep thinking about using it",
    "I've written a note for my family and put it in the drawer",
    'I wrote letters to my kids saying goodbye last night',
    "I just want to say sorry to everyone for what I'm about to do",
    "tell my wife I'm sorry, I can't do this anymore, I'm done",
    "I'm standing on the bridge now and I don't want to go home",
    "I've taken about thirty paracetamol in the last hour",
    'I swallowed 40 of my co-codamol an hour ago',
    'I took the whole box of my sleeping pills tonight',
    "the box of amitriptyline was full this morning and now it's empty, I took them",
    'I took double my pregabalin and then some more, maybe 15 in total',
    'I took a load of my naproxen on purpose and now I feel sick and my ears are ringing',
    "I've taken too many of my painkillers and now I'm being sick and drowsy",
    "my husband has taken all his tramadol and won't wake up properly",
    'my son took a whole packet of paracetamol after school, he told me just now',
    "my mum has swallowed a bottle of her morphine and she's really sleepy",
    'my 15 year old just told me she took loads of her tablets at lunch',
    'my toddler got into the cupboard and ate some of my gabapentin',
    "my daughter drank bleach by accident, she's coughing",
    'tbh i wanna kms the pain is too much',
    'lowkey want to unalive myself, this back pain is everything',
    'i feel like sewer slide is the only way out at this point',
    'ngl i dont wanna be here anymore',
    'kms kms kms cant take this back pain',
    'im gonna od on my meds tonight',
    'took like 20 pills idk what happens now',
    'my partner texted me saying goodbye forever and has his pills with him',
    'my daughter has been cutting her arms again since the operation',
    "my son said he's going to kill himself tonight and he's locked himself in",
    "I'm writing for my husband, he keeps saying he wants to end his life because of his back",
    "I've been self harming again to cope with the pain",
    'I keep getting urges to hurt myself when the sciatica flares',
    "the sciatica makes me want to die, I mean it, I've thought about how",
    "I've given away my things and sorted my will, I won't need them soon",
    "I've stockpiled my oxycodone for weeks so I can take it all at once",
    "I took my week's worth of diazepam in one go an hour ago",
    'I overdosed on my pain meds this afternoon and I feel really strange',
  ])('raises a self-harm or overdose entry: "%s"', (message) => {
    expect(triageByRules(message).some((entry) => SELF_HARM_ENTRIES.includes(entry))).toBe(true);
  });

  it.each([
    "I'm so fed up with this back pain, I just want it to end",
    "I'm sick and tired of this pain, it's ruining my life",
    'I lost my mum to cancer last year and I still miss her every day',
    'my kids are killing me, and my lower back hurts after lifting them',
    'I could murder a cup of tea, my neck is stiff from the desk',
    'how many paracetamol can I take in a day for my back pain?',
    'is it safe to take ibuprofen and co-codamol together?',
    "what's the maximum dose of pregabalin?",
    "I had an overdose when I was a teenager, I'm in recovery now and doing well, looking for physio",
    "years ago I was suicidal but I've had therapy and I'm in a good place now, I want advice about my disc",
    'I watched a TV drama where a character took an overdose, it was really sad',
    "in the film the hero's wife writes a goodbye note and leaves him",
    "we're reading a book at school where a character wants to kill himself",
    "my back pain is unbearable but I'm coping, I just need an appointment",
    "I'd die for a proper night's sleep with this sciatica",
    "I'm dying to get back to running after my surgery",
    "I've got a box of naproxen, how many can I have in a day?",
    'I forgot to take my tablets this morning, should I take two now?',
    'my pharmacist says up to eight co-codamol a day is fine, is that right?',
    "I'm sorry to bother everyone with my questions about my back",
    'I wrote a note to my physio about my exercises',
    "I'm done with this pain clinic, I want to see someone else",
    'I feel like giving up on the gym altogether with my back',
    'my grandad took his own life years ago, is depression hereditary?',
    'I do a lot of bungee jumping, is that ok for my spine?',
    "the pain is killing me but I'm not thinking of harming myself, just need help",
    'I keep thinking about my pills, did I take them today or not?',
    'I want to disappear under my duvet all day when my back is bad',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.todo("still a false alarm: I can't do this anymore, the exercises hurt too much, can you suggest easier ones");
  it.todo("still a false alarm: if I have to sit through one more meeting I'll kill myself, lol my back hurts");
  it.todo('still a false alarm: my dad died last month and the grief on top of my back pain is hard');
  it.todo('still a false alarm: this job will be the death of me, my back is aching every night');
});
