import { triageByRules } from '../domain/triage/triage-message';

describe('round 26: the heart’s pressure felt in the upper back, between the shoulders', () => {
  it.each([
    'a crushing pressure in my upper back and I am sweating buckets',
    "my dad's back between his shoulders is squeezing and he is short of breath",
    "there's a heavy feeling between her shoulder blades and she's clammy and grey",
  ])('raises a possible heart attack: "%s"', (message) => {
    expect(triageByRules(message)).toContain('heart-attack');
  });

  it.each(['I carried heavy boxes and now I ache between my shoulders'])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 26: retention told as nothing that will come, on the toilet or while bursting', () => {
  it.each([
    "I've been on the loo twenty minutes and nothing would come out, my back is killing me",
    "nothing wants to come out even though I'm desperate for a wee",
    "he's been in the bathroom ages, nothing will happen and he's bursting",
  ])('raises the bladder: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bladder');
  });

  it.each([
    'sat on the toilet reading the paper, nothing will come between me and my sudoku',
    "I'm bursting to tell you that nothing will come out of the meeting",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 26: saddle numbness told by the paper not felt, or by no reaction to being washed', () => {
  it.each([
    "when I wipe I can't quite feel the tissue at all, back's been bad",
    "after a wee I wipe and to be honest I couldn't feel the paper much",
    'the nurse says dad has no reaction at all when she cleans his private area now',
    "grandad doesn't flinch any more when I wash his bottom, and his back is bad",
  ])('raises saddle numbness: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-saddle-numbness');
  });

  it.each([
    "she doesn't react when they wash her hair, she loves the salon",
    "I wipe down the kitchen every morning but I don't really feel it helps with the mess",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 26: too much of a painkiller told by how many at a time, by grams, or all of them with a count', () => {
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

describe('round 26: a blade named with a word before it, taken to the body', () => {
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

describe('round 26: not being here imagined as easy or a relief', () => {
  it.each([
    'sometimes I think it would be easier to just not exist anymore',
    "honestly it'd be so peaceful to not wake up",
    'I keep thinking how simple it would be to not be around',
  ])('raises thoughts of suicide: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each(['it would be easier not to be here when the builders come'])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 26: pain on straining told after two strains joined, or by the yelp or doubling over it draws', () => {
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

describe('round 26: back pain begun, told with a word of degree between', () => {
  it.each([
    "he's on chemotherapy and his back has really started aching",
    "I'm on chemo and my neck has started properly hurting",
    'she has myeloma and her back has suddenly begun to ache',
  ])('raises new spinal pain with cancer: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-history-new-spinal-pain');
  });

  it.each(['my back has started really aching since I started running'])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 26: a pain changed in kind after a spinal operation or procedure', () => {
  it.each([
    'had my spinal fusion ten days ago and now there is a different kind of pain in my lower back',
    'the decompression was 12 days ago and my back aches in a whole new way now',
    'my microdiscectomy was last week and the back pain is different to before, deeper',
  ])('raises an infection risk: "%s"', (message) => {
    expect(triageByRules(message)).toContain('infection-risk-factors');
  });

  it.each([
    'I had my back op 2 weeks ago and it feels different, much better, not hurting at all',
    'my back hurts in a different way each day depending on my chair',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 26: the spine told as going over, a change under way', () => {
  it.each([
    'mum’s upper back has slowly been curling forwards this year',
    'his spine seems to be bowing forward more and more',
    'my neck keeps stooping forward since I turned 70',
  ])('raises a change of shape: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });

  it.each([
    'I have to bend my back over the sink to wash my hair',
    'I sit with my back curled forward at my desk all day',
  ])('is no change of shape: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-lump-or-shape-change');
  });
});

describe('round 26: a pain the spine has got, told with words for its kind between', () => {
  it.each([
    'I feel awful in myself and my back has developed a dull nagging ache',
    "I feel really rough in myself this week and my neck's got this horrible deep pain",
  ])('raises feeling unwell with back pain: "%s"', (message) => {
    expect(triageByRules(message)).toContain('infection-feeling-unwell');
  });

  it('reads the pain alone: "my back has got this really deep burning pain"', () => {
    expect(triageByRules('I had breast cancer and my back has got this really deep burning pain')).toContain(
      'cancer-history-new-spinal-pain',
    );
  });

  it.each(['my back has got a new desk chair that stops the ache'])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 26 probes: a strain, then the part of the spine that cries out', () => {
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

describe('round 26 probes: a self-cut that will not stop bleeding', () => {
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

describe('round 26 probes: back pain that comes the moment one lies down for the night', () => {
  it.each([
    'I get a deep ache in my spine as soon as I get into bed',
    'the minute he lies down his back starts to throb',
  ])('raises night pain: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    "my back aches when I sit all day but as soon as I get into bed it's fine",
    'the second I get into bed my feet are freezing',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 26 probes: two tablets more often than every four hours, or topped up with someone else’s', () => {
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

describe('round 26 probes: one’s death told as going unnoticed, or a crash pictured', () => {
  it.each([
    'I wonder if anyone would care if I was dead',
    'no one would miss me if I was gone for good',
    'I keep picturing driving my car into a wall',
    'she keeps imagining steering into a lorry',
  ])('raises thoughts of suicide: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each([
    'would anyone notice if I was gone from the office for a week',
    'I keep picturing driving my new car to the seaside',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
