/*
 * Serious signs told in fresh words, by voices the labelled set may not have: a farmer, a builder, a rider thrown, a
 * cyclist doored; night pain told by the hour it wakes one or by a day-sleeper lying down; pain on a laugh or a
 * sneeze told by what it does; a lump or a shape found by feel or in the mirror; clothes gone loose. Each reading that
 * raises them is tested beside ordinary messages in the same words.
 */
import { triageByRules } from '../../domain/triage/triage-message';
import { raised } from './triage-test-helpers';

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

describe('serious signs in fresh words that the rules already read', () => {
  it.each([
    [
      'trauma-serious-accident',
      "I'm a builder, came off the scaffold about two storeys up yesterday, landed on my back, now it's agony",
    ],
    [
      'trauma-serious-accident',
      'thrown from my horse at a canter, landed flat on my back on the hard ground, back pain since',
    ],
    [
      'trauma-serious-accident',
      'skiing accident on Saturday, hit a tree at speed, my mid back has been really sore since',
    ],
    [
      'trauma-serious-accident',
      "my son is 15 and got tackled badly at rugby, landed on his neck and it's been sore since",
    ],
    ['trauma-serious-accident', 'rear ended at a roundabout at about 40mph yesterday and my neck is stiff and painful'],
    ['trauma-serious-accident', 'fell off a ladder clearing the gutters and landed on my back on the patio'],
    ['trauma-serious-accident', 'got hit by a van while crossing the road, back is hurting a lot now'],
    ['trauma-serious-accident', 'slipped and fell down the whole flight of stairs at home, lower back is very painful'],
    ['trauma-serious-accident', 'dived into the shallow end of the pool and hit my head on the bottom, neck pain now'],
    ['trauma-serious-accident', 'came off my motorbike at speed on Sunday, back pain since then'],
    ['trauma-serious-accident', 'trampoline accident, my daughter landed on her neck and it really hurts her'],
    ['trauma-serious-accident', 'I fell from the hayloft onto the concrete floor, back hurts badly'],
    ['cancer-night-pain', "the pain in my spine wakes me up every night, can't get comfortable however I lie"],
    ['cancer-night-pain', 'my back ache is worse lying flat in bed, I end up sleeping sat in a chair'],
    ['cancer-night-pain', "can't sleep for the pain in my back, it's worst at 2 or 3 in the morning"],
    ['cancer-night-pain', 'my neck pain keeps me awake at night now and nothing eases it'],
    ['cancer-night-pain', "the ache in my lower back is there all night, rest doesn't help at all"],
    [
      'cancer-night-pain',
      "my back hurts most when I'm lying still at night, better once I'm up and moving... no actually it doesn't ease",
    ],
    ['cancer-night-pain', 'every night around 4am the back pain gets me up and I have to pace the kitchen'],
    ['cancer-pain-on-straining', 'my back pain shoots when I strain on the toilet'],
    ['cancer-pain-on-straining', 'it really hurts my lower back when I laugh'],
    ['cancer-pain-on-straining', 'coughing sends a sharp pain down my spine'],
    ['cancer-pain-on-straining', 'sneezing is agony in my back at the moment'],
    ['cancer-pain-on-straining', 'my neck pain is much worse when I bear down to open my bowels'],
    ['cancer-pain-on-straining', 'every time I cough or sneeze my back pain shoots down my leg'],
    ['cancer-pain-on-straining', 'straining to go to the loo makes my back pain flare'],
    ['cancer-pain-on-straining', 'the pain in my back gets worse when I push on the toilet'],
    ['cancer-lump-or-shape-change', "there's a lump on my lower back near the spine that's getting bigger"],
    ['cancer-lump-or-shape-change', 'my wife noticed one hip looks higher than the other now and my back hurts'],
    ['cancer-lump-or-shape-change', "my back has changed shape, there's a curve that wasn't there before"],
    ['cancer-lump-or-shape-change', "a new lump has appeared over my spine and it's sore to press"],
    ['cancer-lump-or-shape-change', "my 14 year old's spine looks curved, one shoulder is higher than the other"],
    ['cancer-lump-or-shape-change', "there's a knobbly bit on my back that has come up in the last month"],
    ['cancer-lump-or-shape-change', "I've got a lump on my neck that's growing and my neck aches"],
    ['cancer-weight-loss', "my clothes have gone loose and I haven't been dieting, and my back aches all the time"],
    ['cancer-weight-loss', "I've had to notch my belt tighter these last few months without trying, back pain too"],
    ['cancer-weight-loss', 'lost about a stone without trying since the back pain started'],
    ['cancer-weight-loss', "my trousers are falling off me and I'm eating normally, plus the backache"],
    ['cancer-weight-loss', "people keep saying I've lost weight but I've not changed anything, my back hurts"],
    ['cancer-weight-loss', "dropped two dress sizes without meaning to and I've got this back pain"],
    ['cancer-weight-loss', 'weight is dropping off me and my back is sore at night'],
    ['cancer-weight-loss', "I've got back pain and I've lost weight for no reason"],
    ['cancer-weight-loss', "my rings are loose and my face looks thin, haven't been trying to lose weight, back aches"],
    ['cancer-weight-loss', "my appetite's gone and I'm losing weight, back hurts too"],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });

  it.each([
    ['trauma-serious-accident', "slipped on the ice yesterday and bruised my knee, it's a bit sore"],
    [
      'trauma-serious-accident',
      'I had a car crash five years ago, was checked at A&E and it was fine, just want a massage now',
    ],
    [
      'trauma-serious-accident',
      'watched a stunt on TV where a man fell off a building, made my back ache just watching haha',
    ],
    ['trauma-serious-accident', 'I came off my bike as a kid and was fine, do you treat cyclists?'],
    [
      'trauma-serious-accident',
      'small bump in the car park at 5mph, no pain at all, just wondering if I should get checked',
    ],
    ['trauma-serious-accident', 'fell over on the grass playing football with the kids, no pain just embarrassed'],
    ['trauma-serious-accident', "my son had a rugby knock last season, he's fully recovered now"],
    ['trauma-serious-accident', "tripped on the stairs but caught the banister, didn't fall, back feels fine"],
    ['trauma-serious-accident', "I'm a builder and lift heavy stuff all day, my back gets stiff by Friday"],
    ['trauma-serious-accident', 'I ride horses and my back gets achy after a long hack, any stretches?'],
    ['trauma-serious-accident', 'skiing holiday next month, any exercises to get my back ready?'],
    ['trauma-serious-accident', 'I slipped in the shower last year, had an x-ray, all clear'],
    ['cancer-night-pain', 'I have trouble sleeping because my partner snores, my back is fine'],
    ['cancer-night-pain', 'my back is a bit stiff first thing in the morning but loosens up after a walk'],
    ['cancer-night-pain', 'I got woken up by the baby at 3am and my back was a bit stiff from feeding'],
    ['cancer-lump-or-shape-change', 'my trousers feel tighter since Christmas, too many mince pies'],
    ['cancer-weight-loss', "I've lost a stone on slimming world, really pleased, does losing weight help back pain?"],
    ['cancer-weight-loss', 'been on ozempic and lost 10kg, back feels better'],
    ['cancer-weight-loss', "I'm trying to lose weight to help my back"],
    ['cancer-weight-loss', 'lost a bit of weight after the flu, back to normal now'],
    ['cancer-weight-loss', "my clothes are loose because I've been going to the gym and dieting"],
    ['cancer-weight-loss', "my dog has lost weight, vet says it's fine"],
    ['cancer-weight-loss', 'cut out sugar and dropped a dress size, my back feels great'],
  ])('does not raise %s for the ordinary %j', (entryId, message) => {
    expect(triageByRules(message)).not.toContain(entryId);
  });
});

describe('serious signs the rules leave to the second net or to a neighbouring entry', () => {
  it.each([
    // An older person's fall with no thin bones named: the rules raise the legs that will not bear her; the net the fall.
    "my mum is 78 and missed the bottom step, went down hard on her bottom, now can't stand for the pain in her back",
    'my 82 year old dad tripped on the kerb and fell backwards, his back has been hurting ever since',
  ])('raises something for %j', (message) => {
    expect(raised(message).length).toBeGreaterThan(0);
  });

  it('raises the pain between the shoulder blades, worse at night, as that entry (same-day, as night pain is)', () => {
    expect(triageByRules("the pain between my shoulder blades is constant and it's worse at night")).toContain(
      'cancer-between-shoulder-blades',
    );
  });

  // A crash in a film is still read as one: a false alarm is preferred to a missed serious accident.
  it.todo('does not raise a serious accident for "the film had a massive car crash scene, great film"');
  // A sentence-wide cancel for the belly's ache would lose a back told beside it ('when I cough my stomach aches and
  // my lower back hurts'); left until a reading can place a strain's pain by clause.
  it.todo('does not raise pain on straining for "laughing so hard my stomach hurt at the comedy show"');
  it.todo('does not raise pain on straining for "my stomach aches when I laugh since my c-section"');
});
