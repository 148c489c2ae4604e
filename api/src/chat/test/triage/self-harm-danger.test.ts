/*
 * Self-harm in immediate danger: a means at hand, a height, a farewell, a plan for now, an act of self-injury, and the
 * everyday look-alikes of each.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const DANGER = 'self-harm-immediate-danger';

describe('self-injury now, told by whoever sees it', () => {
  it("reads someone else's self-injury because of the pain as self-harm in immediate danger", () => {
    expect(triageByRules("my sister has just hurt herself badly because of the pain, she won't let me see")).toEqual([
      'self-harm-immediate-danger',
    ]);
    expect(triageByRules('my sister has just hurt herself badly because of the pain')).toContain(
      'self-harm-immediate-danger',
    );
    expect(triageByRules('my son hurt himself falling off his bike')).toEqual([]);
  });
});

describe('a step in front of a bus', () => {
  it('reads a step in front of a bus told as done, for a reason, as no immediate danger', () => {
    expect(triageByRules('I stepped out in front of the bus to flag it down')).not.toContain(
      'self-harm-immediate-danger',
    );
  });
});

describe('what cannot be borne beside a means, tablets saved, a plan for today', () => {
  it.each([
    // What cannot be borne named ('this pain'); tablets gathered over time; the present for tonight's plan.
    ['self-harm-immediate-danger', "standing by the railway line, I can't bear the pain any longer"],
    ['self-harm-immediate-danger', "I've been saving my tramadol and I can't cope with the agony anymore"],
    ['self-harm-immediate-danger', "today I'm swallowing the lot, sorry"],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });

  it.each([
    ['pain not borne, no means', "I can't bear the pain any longer, can I get an earlier appointment?"],
    ['tablets collected from the chemist', 'collecting my tablets from the chemist on the way home'],
    ['taking a lot of things to the tip', "I'm taking the lot of old boxes to the tip today"],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('self-harm-immediate-danger');
  });
});

describe('a young person hurting themselves, told by a parent', () => {
  it.each([
    // Hurting oneself over a while, no part of the body named: a parent's words for self-harm.
    ['self-harm-immediate-danger', "our 16 year old has been hurting himself and won't talk to us"],
    ['self-harm-immediate-danger', 'I think my stepdaughter is hurting herself, she is 13'],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });

  it.each([
    ['hurt at play', 'my lad keeps hurting himself on his skateboard, his back is sore today'],
    ['hurt at a sport', "she's been hurting herself at netball and her lower back aches"],
    ['hurt lifting', 'my husband has been hurting himself lifting at work, back twinges'],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message).filter((id) => id.startsWith('self-harm'))).toEqual([]);
  });
});

describe('a pain told to have no end, beside a means at hand', () => {
  it.each([
    ['never ends', "I've got the tablets lined up. this pain never ends"],
    ['never going to stop', "I'm up on the roof of the flats. the agony's never going to stop"],
  ])('raises immediate danger for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it('raises nothing for a pain that never ends told alone', () => {
    expect(triageByRules('my lower back pain never ends, is physio worth trying?')).not.toContain(
      'self-harm-immediate-danger',
    );
  });
});

describe('a means told by where it is, and life beyond bearing', () => {
  it.each([
    ['tablets beside one', "the paracetamol is beside me now. can't go on this way"],
    ['a blade in the hand', "the razor's in my hand. I can't live with this any more"],
    ['by the tracks', "I'm near the rail tracks. no one would even notice"],
    ['notes written', "I've written my letters and tied the belt"],
  ])('raises immediate danger for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it.each([
    ['a knife by the cook', 'the knife is next to me on the chopping board while I cook, my back aches'],
    ['a commute', 'the train line was delayed again and standing made my back ache'],
    ['a task beyond one', "I can't do it anymore, the hoovering is too much for my back"],
  ])('does not raise immediate danger for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('self-harm-immediate-danger');
  });
});

describe('an engine left running in a closed garage', () => {
  it('raises immediate danger for someone shut in a garage with the engine on, beside despair', () => {
    expect(
      triageByRules("my dad's in the garage with the engine on and the door shut, he said he can't go on like this"),
    ).toContain('self-harm-immediate-danger');
  });

  it('does not raise self-harm for a car warmed up in a garage', () => {
    expect(triageByRules('I leave the car running in the garage on frosty mornings, my back is stiff')).toEqual([]);
  });
});

describe('immediate danger told by a height, goodbyes sent, or a means and the urge to use it', () => {
  it.each([
    ['a height', "I'm sitting on the edge of the multistorey, my back has ruined everything"],
    ['goodbyes sent', 'my brother has sent goodbyes to all of us and switched his phone off'],
    ['a means and the urge', 'my tramadol is stashed away and I keep thinking about using it'],
    ['a razor and despair', "lying here with a blade, I can't go on"],
  ])('raises immediate danger for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it('does not raise immediate danger for a cliff walk, a goodbye said, or a razor for shaving', () => {
    expect(triageByRules('we sat at the top of the cliff for a picnic, then my back ached')).not.toContain(
      'self-harm-immediate-danger',
    );
    expect(triageByRules('I said goodbye to my friends at the airport, my back is sore')).toEqual([]);
    expect(triageByRules('I shave with a razor and my neck is stiff')).toEqual([]);
  });
});

describe('a goodbye texted from a trip is not a farewell', () => {
  it('does not raise immediate danger for a goodbye texted from an airport', () => {
    expect(triageByRules('my son texted goodbye from the ferry, off on holiday, and my back is sore')).toEqual([]);
  });

  it('still raises immediate danger for goodbyes sent to family', () => {
    expect(triageByRules('she has been messaging goodbye to her family and will not say where she is')).toContain(
      'self-harm-immediate-danger',
    );
  });
});

describe('not safe alone, or a wish not to be here told of someone else', () => {
  it.each([
    ['self-harm-immediate-danger', "honestly I don't feel safe being alone rn"],
    ['self-harm-immediate-danger', "I don't feel safe, I keep thinking about the rope in the shed"],
    ['self-harm-thoughts', 'my mum says she wishes she was not alive any more with this pain'],
  ])('raises %s for "%s"', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    "I don't feel safe walking home alone at night, any tips for back pain on long walks",
    'she wishes she was here for my graduation but her back is too bad',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("'took all her tablets' and 'what's the point' beside a means", () => {
  it.each([
    ['overdose-or-poisoning', 'my mum took all her sleeping tablets earlier'],
    ['self-harm-immediate-danger', "what's the point, I've got the pills lined up"],
  ])('raises %s for "%s"', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it("is no despair alone: what's the point of physio", () => {
    expect(triageByRules("what's the point of physio if my back still hurts")).toEqual([]);
  });
});

describe('at the edge of a railway platform is at the edge of a height', () => {
  it('raises: "my brother just texted that he is sitting at the edge of the platform right now"', () => {
    expect(triageByRules('my brother just texted that he is sitting at the edge of the platform right now')).toContain(
      'self-harm-immediate-danger',
    );
  });

  it('is no alarm: "the train platform had no lift so I had to use the stairs, my back is fine"', () => {
    expect(triageByRules('the train platform had no lift so I had to use the stairs, my back is fine')).toEqual([]);
  });
});

describe('a head smashed against a wall', () => {
  it.each([
    'Sorry, long one. My stepdaughter is 16 and has been low since her back op. Tonight she has smashed her head against the wall twice and will not come out of her room.',
  ])('reads a head smashed against a wall as self-harm now: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it.each([
    'I slipped on the wet floor and smashed my head against the door, now my neck is stiff. Do I need an X-ray?',
  ])('still reads a head smashed in a fall as an accident: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('self-harm-immediate-danger');
  });
});

describe('on a bridge now, with a goodbye', () => {
  it.each([
    'My flatmate has had sciatica for two years and lost his job over it. He has just messaged to say he is on the railway bridge and he loves us all.',
  ])('reads someone said to be on a bridge now, with a goodbye, as in danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it.each(['I was on the bridge over the river when my back went into spasm last week; can I still walk the dog?'])(
    'still reads a bridge in a past mishap as no danger: "%s"',
    (message) => {
      expect(triageByRules(message)).not.toContain('self-harm-immediate-danger');
    },
  );
});

describe('a goodbye sent, and no answer since', () => {
  it.each([
    "my sister sent me a message saying goodbye and she isn't answering her phone",
    'he rang to say goodbye and now his phone is off',
    "my son messaged to say goodbye and sorry, now he isn't picking up",
  ])('raises self-harm-immediate-danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it.each([
    'my daughter texted goodbye from the airport, flight to Spain, can I book a back massage?',
    "she sent me a text saying goodbye before her flight and she's answering from the lounge, anyway my neck is stiff",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a means at hand, on the line, or a farewell unanswered', () => {
  it.each([
    'I have the tablets here and I will take them all when everyone sleeps',
    "i've got the blade in my hand and i can't go on",
    'i am stood on the railway line right now',
    "my brother messaged the family group 'love you all' and now his phone is off",
  ])('raises self-harm-immediate-danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it.each([
    'my tablets are right here on the side, can I take ibuprofen with them for my back?',
    'standing on the line at the bar my back seized',
    "mum texted goodbye from the ferry and there's no reply, the signal at sea is rubbish",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a blade named with a word before it, taken to the body', () => {
  it.each([
    'he took a stanley knife to his arms last night',
    "I've taken the razor blades to my legs again",
    'she put a kitchen knife to her wrist',
  ])('raises self-harm in immediate danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it.each(['He took a kitchen knife to his steak'])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a self-cut that will not stop bleeding', () => {
  it.each([
    "my daughter has cut herself and it won't stop bleeding",
    "he's slashed himself again and there's a pool of blood",
  ])('raises immediate danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it.each([
    "he cut himself shaving and it won't stop bleeding",
    "I cut myself chopping onions and there's a lot of blood",
  ])('is an accident, no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a gun taken out and loaded, beside talk of being a burden, is a danger now', () => {
  it.each([
    'my husband has been going on about being a burden, and his rifle is out of the safe and loaded in the shed',
    "mum keeps talking about being a burden and there's a loaded gun in the house",
    'grandad talks about being a burden and his shotgun was out of its cabinet, loaded',
  ])('raises immediate danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it.each(['Dad had his shotgun out of the cabinet to clean it before the season, his back aches from carrying it'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe("'something bad' done to one's own wrist or arms is an act of self-harm, unless a sport or a task", () => {
  it.each([
    "she's done something bad to her arms, there's blood everywhere",
    "I just did something terrible to my wrist, it won't stop bleeding",
    'he has done something awful to his wrists and locked the door',
  ])('raises immediate danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it.each([
    "I've done something bad to my wrist playing tennis, it's swollen",
    'I have done something bad to my wrist lifting the shopping, it clicks',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('someone who has hurt themselves with a blade, told in second-language English, is a danger now', () => {
  it.each([
    'my daughter has cut herself with razor, she is crying in her room',
    'my brother have hurt himself with the knife, please what to do',
    'he has slashed himself with blade and is bleeding',
  ])('raises immediate danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it.each(['my son cut himself with a knife chopping carrots for tea, needs a plaster'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('a plan for now to "do something stupid" is self-harm in immediate danger, with or without a wrecked back', () => {
  it.each([
    'I am gonna do something drastic tonight, I cannot live like this, my back is wrecked',
    'honestly think I am about to do something stupid now. pain is too much',
  ])('raises self-harm: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });
});

describe('a note of farewell, and a note about an errand', () => {
  it.each([
    'I wrote a note to my wife about the shopping before I went to work',
    'I left a letter for my mum about the dog',
  ])('sets aside a note about a household errand: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I have left a note for my wife saying sorry for everything',
    "I've written letters to the kids, I can't go on",
  ])('still raises a note of farewell: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });
});

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
