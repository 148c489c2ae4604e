/*
 * Self-harm thoughts, immediate danger and overdoses told in fresh words (a teenager's slang, an older man's
 * understatement, a carer's or a partner's report, recreational drugs, a plan told sideways), each beside
 * look-alikes in the same words that are ordinary and must stay as they are.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const DANGER = 'self-harm-immediate-danger';
const THOUGHTS = 'self-harm-thoughts';
const OVERDOSE = 'overdose-or-poisoning';

describe("life's reason, point or worth told as gone", () => {
  it.each([
    ["ngl i'm so done with everything, don't see the point of being here anymore"],
    ['bit of a low patch, wondered if it was worth carrying on'],
    ["my wife says she can't see a reason to live anymore"],
    ['is life even worth living with this back'],
    ["wondering if it's worth going on, the pain never stops"],
  ])('raises self-harm thoughts for %j', (message) => {
    expect(triageByRules(message)).toContain(THOUGHTS);
  });

  it.each([
    ["wondering if it's worth carrying on with the physio"],
    ['is it worth going on with the tablets or should I stop'],
    ['not sure if it is worth carrying on doing the stretches, they hurt'],
    ["can't see the point of this exercise, what does it do?"],
    ["I'm so done with sitting in traffic, it kills my back"],
  ])('does not raise self-harm thoughts for %j', (message) => {
    expect(triageByRules(message)).not.toContain(THOUGHTS);
  });
});

describe("a handful or a load of someone else's tablets taken", () => {
  it.each([
    ["took a handful of my mum's sleeping pills"],
    ["she swallowed loads of her dad's tramadol"],
    ["he necked a bottle of grandad's morphine"],
    ["my son took a lot of his nan's diazepam"],
  ])('raises an overdose for %j', (message) => {
    expect(triageByRules(message)).toContain(OVERDOSE);
  });

  it.each([
    ["I had a lot of my husband's tablets to sort out, how do I dispose of them?"],
    ["I have loads of my mum's old tablets in the cupboard, can I use them?"],
    ['my friend took an overdose years ago and is fine now'],
    ['the leaflet says do not take more than 8 tablets in 24 hours'],
    ['had a glass of wine with my co-codamol, is that ok?'],
  ])('does not raise an overdose for %j', (message) => {
    expect(triageByRules(message)).not.toContain(OVERDOSE);
  });
});

describe("an end wished for with 'like' or 'wish', all of it", () => {
  it.each([
    ["at my age I've had a good innings, I'd quite like it all to be over now"],
    ["I wish it would all stop, every day is agony and I can't cope"],
    ['my dad keeps saying he wants it all to end'],
  ])('raises self-harm thoughts for %j', (message) => {
    expect(triageByRules(message)).toContain(THOUGHTS);
  });

  it.each([
    ['I just want it all to be over with, the op is on Monday'],
    ['I wish the waiting list would move, my back is no better'],
    ["I'm dying to get back to the gym"],
    ['I could kill for a cup of tea after that session'],
  ])('does not raise self-harm thoughts for %j', (message) => {
    expect(triageByRules(message)).not.toContain(THOUGHTS);
  });
});

describe('affairs set in order beside despair or goodbyes said', () => {
  it.each([
    ["don't think I'll be around much longer, I've made my arrangements"],
    ["I've given the dog to my neighbour and said my goodbyes"],
    ["I'm not going to be around for long, I've sorted my will and the kids will be fine"],
    ["my dad has given his cat away and says he's had enough"],
  ])('raises immediate danger for %j', (message) => {
    expect(triageByRules(message)).toContain(DANGER);
  });

  it.each([
    ['I said my goodbyes to the old sofa, my back thanks me'],
    ["I've sorted my will and put my affairs in order now I'm 70, any tips for hip pain?"],
    ["I'll not be around for long on Saturday, can we make it a 30 minute session?"],
    ["I don't think I'll be around much longer, can I rebook?"],
    ['goodbye for now, thanks for your help'],
    ["I've written a letter to my GP about my back"],
  ])('does not raise immediate danger for %j', (message) => {
    expect(triageByRules(message)).not.toContain(DANGER);
  });
});

describe('a blade or a rope put by where one sleeps or for a time soon', () => {
  it.each([
    ["I've put the knife by my bed for later"],
    ["she has a razor under her pillow and said she can't go on"],
    ['got the rope and the blades, saving them for tonight'],
  ])('raises immediate danger for %j', (message) => {
    expect(triageByRules(message)).toContain(DANGER);
  });

  it.each([
    ["got the carving knife out ready for tonight's roast"],
    ['sharpening the knives for later, making dinner for the family'],
    ['I keep my knife block by the bed... no, joking, how do I sleep on my side?'],
    ['need to buy a rope for the tent for tonight'],
    ['the cutting tool slipped and I hurt my back lifting it'],
  ])('does not raise immediate danger for %j', (message) => {
    expect(triageByRules(message)).not.toContain(DANGER);
  });
});

describe('a street drug, or something unnamed, taken and then a sign of being unwell', () => {
  it.each([
    ['found my teenage son unconscious, think he took something at a party'],
    ["dropped 3 pills at a festival and my heart won't slow down"],
    ['my boyfriend snorted loads of coke and is having chest pains'],
    ['snorted a load of ket and now I keep being sick'],
    ['snorted coke at a party and now my heart is racing'],
  ])('raises an overdose for %j', (message) => {
    expect(triageByRules(message)).toContain(OVERDOSE);
  });

  it.each([
    ['ketamine was used for my operation, is that normal?'],
    ['had a coke with lunch and my chest feels tight after the gym'],
    ['I dropped my pills down the sink, can I get more?'],
    ['I took something for the pain and it made me sleepy'],
    ['I drank too much at the wedding and slept funny on my back'],
  ])('does not raise an overdose for %j', (message) => {
    expect(triageByRules(message)).not.toContain(OVERDOSE);
  });
});

describe('a relapse told with a lot taken', () => {
  it.each([
    ['I used heroin years ago and have been clean since but relapsed last night and took a lot'],
    ['my brother relapsed at the weekend and injected way more than he used to'],
  ])('raises an overdose for %j', (message) => {
    expect(triageByRules(message)).toContain(OVERDOSE);
  });

  it.each([
    ['I relapsed on my diet and had a lot of cake, back still sore'],
    ['my back pain relapsed after a lot of gardening'],
    ['I used to self harm as a teenager but that was 20 years ago'],
  ])('does not raise an overdose for %j', (message) => {
    expect(triageByRules(message)).not.toContain(OVERDOSE);
  });
});

describe("the way or the time of doing an unnamed 'it' known already", () => {
  it.each([
    ["I know how I'd do it if this pain doesn't stop"],
    ["I know exactly how and when I'll do it"],
    ['he says he knows exactly how he would do it'],
  ])('raises immediate danger for %j', (message) => {
    expect(triageByRules(message)).toContain(DANGER);
  });

  it.each([['I know how to do it, the physio showed me'], ['I know exactly how and when it started, lifting a sofa']])(
    'does not raise immediate danger for %j',
    (message) => {
      expect(triageByRules(message)).not.toContain(DANGER);
    },
  );
});

describe('a jump onto or into an everyday thing', () => {
  it.each([
    ["I'm going to jump in the river"],
    ['going to jump on the train tracks'],
    ["I'm going to jump off the car park roof after work"],
  ])('raises immediate danger for %j', (message) => {
    expect(triageByRules(message)).toContain(DANGER);
  });

  it.each([
    ["I'm going to jump on the treadmill after work"],
    ["I'm going to jump in the shower and then do my stretches"],
    ['bridge exercises make my back ache'],
  ])('does not raise immediate danger for %j', (message) => {
    expect(triageByRules(message)).not.toContain(DANGER);
  });
});

describe('not being somewhere at a named place or on a named day', () => {
  it.each([
    ["I'd rather not be here at all"],
    ["I'd rather not be here in this world anymore"],
    ["I'm not going to pretend, some days I'd rather not be here at all"],
  ])('raises self-harm thoughts for %j', (message) => {
    expect(triageByRules(message)).toContain(THOUGHTS);
  });

  it.each([
    ["I'd rather not be here at the clinic on Saturday, any weekday slots?"],
    ['my husband would rather not be there on Monday, can he come Tuesday?'],
  ])('does not raise self-harm thoughts for %j', (message) => {
    expect(triageByRules(message)).not.toContain(THOUGHTS);
  });
});

describe('not able to go on with a named task', () => {
  it.each([["I can't go on with this pain"], ["I can't go on like this with the pain, there's no way out"]])(
    'raises self-harm thoughts for %j',
    (message) => {
      expect(triageByRules(message)).toContain(THOUGHTS);
    },
  );

  it.each([
    ["I can't go on with these exercises, they hurt too much"],
    ["she can't carry on with her physio, it's too far to drive"],
  ])('does not raise self-harm thoughts for %j', (message) => {
    expect(triageByRules(message)).not.toContain(THOUGHTS);
  });
});

describe('everyone better off with a thing', () => {
  it.each([['everyone would be better off without me tbh'], ['everyone would be better off if I was gone']])(
    'raises self-harm thoughts for %j',
    (message) => {
      expect(triageByRules(message)).toContain(THOUGHTS);
    },
  );

  it.each([
    ['everyone would be better off with a standing desk lol'],
    ['my team would be better off using the lifting belts, any advice?'],
  ])('does not raise self-harm thoughts for %j', (message) => {
    expect(triageByRules(message)).not.toContain(THOUGHTS);
  });
});

describe('a film or a show watched about someone', () => {
  it.each([
    ['I watched a film last night about a man who took an overdose and then I took 20 of my tablets'],
    ['watched a film last night, then took all my pills'],
  ])('raises an overdose for %j', (message) => {
    expect(triageByRules(message)).toContain(OVERDOSE);
  });

  it.each([
    ['I watched a film last night about a man who took an overdose'],
    ['we saw a play about a woman who took an overdose, my back ached from the seats'],
  ])('does not raise an overdose for %j', (message) => {
    expect(triageByRules(message)).not.toContain(OVERDOSE);
  });
});

/*
 * The rest of the fresh messages written for these three entries, which the rules read rightly before any change
 * here: kept so that a later change cannot lose them.
 */
describe('fresh wordings the rules already read: thoughts told through hopelessness, slang or a relative', () => {
  it.each([
    ['honestly lowkey want to just not wake up tomorrow'],
    ["I feel trapped, there's no future for me with this back"],
    ['I keep thinking about ending it all'],
    ['my husband keeps saying he wants to die because of his back pain'],
    ["the pain is so bad I've started thinking about killing myself"],
    ['my 14 year old said she wants to kms'],
    ['honestly thinking about unaliving myself'],
    ["been thinking it'd be easier for everyone if I just didn't wake up"],
  ])('raises self-harm thoughts for %j', (message) => {
    expect(triageByRules(message)).toContain(THOUGHTS);
  });

  it.each([
    ["I'm done with this physio, can I switch to someone else?"],
    ['this back pain is killing me'],
    ['my job is killing me, sitting all day'],
    ['I feel trapped sitting at my desk all day'],
    ["no future in this job, but my back is what I'm here about"],
    ["my granddad used to say he'd rather die than see a doctor"],
    ["I'm hopeless at doing the stretches every day"],
    ["I'm at the end of my rope with this sciatica"],
    ['my 14 year old says this homework is killing her lol'],
    ["it'd be easier if I didn't have to wake up so early for work"],
    ['I used to self harm as a teenager but that was 20 years ago'],
  ])('does not raise self-harm thoughts for %j', (message) => {
    expect(triageByRules(message)).not.toContain(THOUGHTS);
  });
});

describe('fresh wordings the rules already read: a plan, a place, a time, a note or a goodbye', () => {
  it.each([
    ["my son is 15 and he told me he's been cutting himself again"],
    ["I've written letters to my kids and sorted my will, I'm ready"],
    ["I've been saving up my tablets for when I decide to go"],
    ["I've got the rope in the garage, tonight's the night"],
    ["I'm standing on the bridge right now"],
    ["goodbye everyone, I'm sorry, this is the last message I'll send"],
    ["I've got the pills lined up in front of me now"],
    ["my partner has locked himself in the bathroom and says he's going to end it"],
    ["my daughter just texted me goodbye and won't answer her phone"],
    ["I've decided, I'm doing it tonight when everyone's asleep"],
  ])('raises immediate danger for %j', (message) => {
    expect(triageByRules(message)).toContain(DANGER);
  });

  it.each([
    ["I've got the pills for my back, how should I take them?"],
    ['I was cutting the hedge when my back went'],
    ['my dog swallowed a sock, anyway my back is sore'],
  ])('does not raise immediate danger for %j', (message) => {
    expect(triageByRules(message)).not.toContain(DANGER);
  });
});

describe('fresh wordings the rules already read: overdoses mixed, with alcohol, of a child or by mistake', () => {
  it.each([
    ['took about 30 paracetamol an hour ago'],
    ["I've just taken all my co-codamol with a bottle of vodka"],
    ["my mum's swallowed her whole pack of sleeping tablets"],
    ['took a load of pills and drank a bottle of wine, feeling really sleepy'],
    ["my mate took too much ketamine and won't wake up"],
    ["i think i've od'd on my pregabalin"],
    ['accidentally doubled up on my morphine patches, feel drowsy and sick'],
    ["I took my tramadol and then a load of diazepam and a few beers, can't think straight"],
    ['my toddler got into the dishwasher tablets and swallowed one'],
    ["I've drunk some bleach"],
    ["took a whole strip of ibuprofen and some amitriptyline, I'm shaking"],
    ['I necked a bottle of gabapentin last night'],
    ['took way more oxycodone than I should have, breathing feels slow'],
    ["had a bunch of xanax bars and some lean, can't feel my legs"],
  ])('raises an overdose for %j', (message) => {
    expect(triageByRules(message)).toContain(OVERDOSE);
  });

  it.each([
    ['how many paracetamol is too many in a day?'],
    ["what's the safe maximum dose of ibuprofen?"],
    ['in general, is it dangerous to mix alcohol with co-codamol?'],
    ['I took 2 paracetamol this morning for my back'],
    ['my tablets say may cause drowsiness'],
  ])('does not raise an overdose for %j', (message) => {
    expect(triageByRules(message)).not.toContain(OVERDOSE);
  });
});

describe('fresh wordings the rules still read wrongly (left for a later reading)', () => {
  // A plan told by its time alone, with no 'it' to do: the second net's to catch for now.
  it.todo('raises immediate danger for "I know exactly how and when, just waiting for the weekend"');
  // A fear corrected in its own message; overdoses as a topic of a talk or of one's work; a decision whose 'it' is
  // named after it: false alarms the rules still raise (safety first).
  it.todo(
    'does not raise an overdose for "I\'m worried I might have taken my tablets twice, no I checked, it was just once"',
  );
  it.todo('does not raise an overdose for "my son\'s school had a talk about drugs and overdoses"');
  it.todo('does not raise an overdose for "I\'m a nurse and I deal with overdoses at work"');
  it.todo('does not raise immediate danger for "I\'ve decided to do it tonight, I\'ll book the appointment online"');
});
