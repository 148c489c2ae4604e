import { triageByRules } from '../domain/triage/triage-message';

describe('a back "wrecked" is a tired back, not a wreck: only a thing crashed is an accident', () => {
  it.each([
    'my back is totally wrecked from carrying the twins around all day',
    'Lifting the toddler in and out of the cot every night, my lower back feels wrecked. Any stretches?',
  ])('is no accident: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('trauma-serious-accident');
  });

  it.each([
    'he was in a wreck on the A1 last night and his back is agony',
    'she wrecked her car on the bypass this morning and her back hurts',
  ])('still raises a crash: "%s"', (message) => {
    expect(triageByRules(message)).toContain('trauma-serious-accident');
  });
});

describe('a plan for now to "do something stupid" is self-harm in immediate danger, with or without a wrecked back', () => {
  it.each([
    'I am gonna do something drastic tonight, I cannot live like this, my back is wrecked',
    'honestly think I am about to do something stupid now. pain is too much',
  ])('raises self-harm: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });
});

describe('a chest sore from laughing is explained, as from a cough', () => {
  it('is no alarm', () => {
    const message = 'Ribs and chest aching after all the laughing at the comedy gig, and my back is a bit stiff';
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'my chest hurts from laughing but I am also sweaty, clammy and feel sick, and my back is sore',
    'crushing chest pain spreading to my back, not from laughing or anything',
  ])('still raises a chest pain: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });
});

describe('a temperature told normal in words ("it\'s normal") is no fever, as a normal number is', () => {
  it.each([
    'Took my temperature twice today, it was normal both times. Just a stiff neck from the draught on the train',
    'had a temp check at the pharmacy and it came back normal, my lower back aches from the long drive',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I have a temperature and my back is agony, is that normal?',
    'my temperature was 38.6 this morning, it is normal for me to feel rough with it? back really hurts',
    'running a temperature, my back is killing me and it is not normal for me',
  ])('still raises a fever: "%s"', (message) => {
    expect(triageByRules(message)).toContain('infection-fever');
  });
});

describe('an episode a clinician put down to the care itself, and normal since, is over', () => {
  it.each([
    'Struggled to pee for a day after my hernia repair, the doctor said it was the catheter, normal ever since',
    'My legs felt numb the evening after my knee replacement; the anaesthetist told me it was the spinal, all normal since',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    "after my back op I can't pee, the nurse said it was the anaesthetic but it's been 3 days and still nothing",
    'cannot wee since my back surgery yesterday, the nurse said it was the morphine',
  ])('still raises the bladder: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bladder');
  });
});

describe('a pulse felt through a slim belly, with nothing else, is the normal aorta', () => {
  it.each([
    'I can see a heartbeat in my belly when lying flat, as I am very thin. Normal?',
    'my stomach pulses when I lie on my back, probably because I am skinny',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'a throbbing pulse in my tummy and my lower back is agony, I am quite slim so maybe that is it',
    'pulsing lump in my belly, I am thin but I feel faint and dizzy',
    'I can feel a pulse in my tummy, I am slim',
  ])('still raises, or is no slimness of its own: "%s"', (message) => {
    expect(triageByRules(message)).toContain('aortic-aneurysm-leak');
  });
});

describe('a short course of steroids, days or a week, is not the long use that weakens immunity', () => {
  it.each([
    'The GP put me on prednisolone for 5 days for my chest infection. My lower back aches, can I still come for physio?',
    'finished a 7 day course of steroids for hay fever, now my back aches after gardening',
  ])('is no infection risk: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('infection-risk-factors');
  });

  it.each([
    'on prednisolone for years for my lupus and now my back is agony and I feel hot and shivery',
    'been on steroids for weeks now and my lower back is killing me',
  ])('still raises long use: "%s"', (message) => {
    expect(triageByRules(message)).toContain('infection-risk-factors');
  });
});

describe('steroids only breathed in or put on are no thinning of the bones, nor weakened immunity', () => {
  it.each([
    'I take inhaled steroids for my COPD. Bent down to tie a lace and my back twinged',
    'on steroids for eczema, cream only. My lower back is sore after lifting the shopping',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['trauma-fragile-bones', 'been on steroid tablets for years, slipped on the stairs and my back is agony'],
    ['trauma-fragile-bones', 'on steroids for my asthma for years and tripped over the cat, my back is agony'],
  ])('still raises %s: "%s"', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('a pound or two over a week is the weight of every day, not a loss to look into', () => {
  it.each([
    'Scales say I am down 1 kg this week without trying, been rushing about more. My back is a bit sore',
    'lost a couple of pounds over the weekend, not dieting, and my lower back aches from the drive',
  ])('is no weight loss: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-weight-loss');
  });

  it.each([
    'I keep losing 2lbs a week without trying, 10 weeks now, and my back aches at night',
    'lost 3 lbs this week and nearly a stone since the summer without trying, my back aches',
  ])('still raises a loss over months: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });
});

describe('"it all came back" after a numbness of long ago is the feeling back in full, not the numbness', () => {
  it.each([
    'I had numbness in my saddle area from a slipped disc 3 years ago, it all came back after the op. Can I start cycling?',
    'Numb down below after my prolapse in 2019, but everything came back within months. Looking for a pilates class',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'my bum went numb 2 years ago and it settled, but the numbness is back and my back is agony',
    'saddle numbness years ago after a prolapse and now it is back again',
  ])('still raises a return: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-saddle-numbness');
  });
});

describe('a book read about a topic (a memoir, a biography) frames its words as the book’s', () => {
  it.each([
    'My reading group is doing a biography about a footballer with depression and suicide. Any leaflets?',
    'Just finished an autobiography about living with incontinence after a spinal injury, really moving',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['self-harm-thoughts', 'been reading a memoir about suicide and honestly I keep thinking about killing myself'],
    ['cauda-equina-bladder', 'reading a memoir about a nurse, and since yesterday I cannot pee and my back is agony'],
  ])('still raises the writer’s own %s: "%s"', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });
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

describe('bracing on something solid at each strain is pain on straining, however far the spine is named', () => {
  it.each([
    'each time he sneezes he has to hold the kitchen worktop, it goes right through his lower back',
    'Every time I cough I have got to grab the back of a chair, really sharp in my lower spine lately',
  ])('raises pain on straining: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it('is no alarm with a tissue grabbed', () => {
    expect(triageByRules('every time I sneeze I have to grab a tissue, my back is fine')).toEqual([]);
  });
});

describe('gone before a time, or better off not here, said of oneself, is a thought of self-harm', () => {
  it.each([
    "next appointment is March? doubt I'll be around by then tbh",
    'some days I feel better off not around, the pain never stops',
    "I'm better off not here",
  ])('raises self-harm: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each([
    "we'd be better off not here for the holidays, the flat is tiny",
    "I won't be here by then, we're moving to Leeds in May",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('feeling lost with its owner named ("lost her feeling") is a loss of feeling', () => {
  it.each([
    'Mum says she has lost her feeling around her bottom since the fall',
    "he's losing his sensation in his saddle area and his back hurts",
  ])('raises saddle numbness: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-saddle-numbness');
  });

  it('is no alarm for a feeling of another kind', () => {
    expect(triageByRules('since the op she has lost her feeling of confidence, back is fine')).toEqual([]);
  });
});
