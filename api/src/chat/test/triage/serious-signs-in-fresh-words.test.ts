/*
 * Serious signs told in fresh words, by voices the labelled set may not have: a farmer, a builder, a rider thrown, a
 * cyclist doored; night pain told by the hour it wakes one or by a day-sleeper lying down; pain on a laugh or a
 * sneeze told by what it does; a lump or a shape found by feel or in the mirror; clothes gone loose. Each reading that
 * raises them is tested beside ordinary messages in the same words.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a serious accident told by what overturned, crushed or threw the rider', () => {
  it.each([
    'farmer here, got pinned against the gate by a bullock this morning and my back is killing me',
    'cyclist here, got doored on the high street and went over the handlebars, now my neck hurts',
    "the quad bike rolled on top of me in the field, my back's in agony",
    'my car flipped on the motorway last night, walked away but my spine is really hurting now',
    'the tractor overturned on the slope and landed me in the ditch, my neck is sore',
    'kicked by a cow in the milking parlour, my lower back is really painful',
  ])('raises a serious accident for %j', (message) => {
    expect(triageByRules(message)).toContain('trauma-serious-accident');
  });

  it.each([
    'banged my back on the open cupboard door, it is sore',
    'the baby rolled on top of me in bed and my back is a bit stiff',
    'we had a pancake flip competition and my back aches from standing',
    'my horse stood on my foot this morning, can I still come for my back appointment',
  ])('does not raise one for %j', (message) => {
    expect(triageByRules(message)).not.toContain('trauma-serious-accident');
  });
});

describe('lying down told first, the spine’s pain after it at its worst', () => {
  it.each([
    'I work nights and when I finally lie down in the day my back pain is the worst it gets',
    'as soon as I lie flat my neck is agony',
  ])('raises night pain for %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    'when I lie down my back is better but sitting makes it worse',
    'back aches after a long day but once I lie down it eases',
    'I work night shifts and my back gets stiff, stretches help',
    'can I book an evening appointment, I work nights',
  ])('does not raise it for %j', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-night-pain');
  });
});

describe('a pain told as coming with or from a part of the spine', () => {
  it.each([
    'is it normal to get night pain with a disc? been waking at 3am every night for 2 weeks',
    'I keep getting night pain from my lower back, it wakes me most nights',
  ])('raises night pain for %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    'my knee pain wakes me up at night',
    'my toothache was worse at night',
    'night pain from my shoulder when I lie on it, no back issues',
  ])('does not raise it for a pain placed elsewhere: %j', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-night-pain');
  });
});

describe('a strain told by what it sets off in the spine, or by the force of its pain', () => {
  it.each([
    'even laughing at the telly sets off my lower back',
    'my back is so bad that a sneeze nearly floors me',
    'coughing flattens her with the pain in her back',
  ])('raises pain on straining for %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it.each([
    'laughing sets off my asthma',
    'the sneeze floored me, it was so loud',
    'I sneeze a lot with hay fever, does that affect the spine?',
    'does coughing hard cause back problems?',
    "I had a twinge in my back when I sneezed last week, it's gone now",
    'my ribs hurt from coughing with this cold, back is fine',
    "I strained my back lifting a sofa, it's sore when I bend",
  ])('does not raise it for %j', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-pain-on-straining');
  });
});

describe('a bone told as standing out on one side, or a lump over a bone of the spine', () => {
  it.each([
    "I've noticed a hard swelling over one of the bones in my back",
    'one shoulder blade sticks out more than it used to and it aches',
    'my spine sticks out more than it used to at the top',
  ])('raises a lump or a changed shape for %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });

  it.each([
    "my shoulder blades stick out because I'm so skinny",
    "I've got a lump on my arm, the GP said it's a lipoma",
    "I have a fatty lump on my shoulder that's been there for years, unchanged",
    "bumped my head on the cupboard and there's a lump on my forehead",
    'I have a mole on my back, should I see a dermatologist?',
    "I think one of my legs is slightly longer, my physio said it's common and nothing to worry about",
    'my posture is rounded from sitting at a desk, can you help?',
  ])('does not raise one for %j', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-lump-or-shape-change');
  });
});

describe('a lump named by the bite that left it', () => {
  it('does not raise a lump named as a bite', () => {
    expect(triageByRules('my kid has a mosquito bite lump on his back')).not.toContain('cancer-lump-or-shape-change');
  });

  it.each([
    "there's a lump on my spine that keeps growing, not a bite",
    "found a bump on my spine in the shower this morning, it wasn't there before",
  ])('still raises a lump for %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });
});
