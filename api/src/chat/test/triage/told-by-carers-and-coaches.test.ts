import { triageByRules } from '../../domain/triage/triage-message';

describe("a child named by the group they are in, by an age after them, or as 'a 10 year old' is the child 'he' or 'she' is", () => {
  it.each([
    "I run a netball club and one of my U9s has had back pain for five weeks, she's off her food and pale",
    'Swimming teacher here, a girl in my under-10s has had back ache for a month and she looks poorly',
    'One of my pupils, aged 8, has a sore back that has gone on six weeks and he says it wakes him at night',
    'Is it usual for a 9 year old to have back pain that hangs around? Five weeks now and she wakes at night with it',
  ])('is a child with back pain: "%s"', (message) => {
    expect(triageByRules(message)).toContain('child-back-pain-night-or-fever');
  });

  it.each([
    'One of my players, aged 24, has had back pain for five weeks and he wakes at night with it',
    'I coach the under-10s on Saturdays, and my own back has ached for five weeks, it wakes me at night',
  ])('leaves an adult as an adult: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('child-back-pain-night-or-fever');
  });

  it.each(['Can a 9 year old get sciatica? Asking for a school project', 'One of my U12s asked me what sciatica is'])(
    'raises nothing without a report: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe("a weight told as so much less than at a time before ('weighs 5 kg less than at Christmas') is a weight lost", () => {
  it.each([
    'Dad is 81, he weighs 5 kg less than at Christmas without trying and his back aches more each week. Should I worry?',
    'The scales show my aunt 9 pounds less than in the summer, and her back is hurting more and more',
  ])('is weight lost with back pain: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });

  it.each([
    'Since my back went I lift 10 kg less than in March at the gym, how do I build back up?',
    'I weigh 5 kg less than at Christmas after the diet, and my back feels better for it',
  ])('leaves a lighter load or a diet alone: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-weight-loss');
  });
});

describe('a fit told by its look: the whole body shaking with the eyes rolled up', () => {
  it.each([
    'Please help, my uncle is shaking his whole body and his eyes rolled up, it has gone on 4 minutes',
    'The lady I care for started jerking all over, eyes rolling back, and she will not answer me',
  ])('is a fit: "%s"', (message) => {
    expect(triageByRules(message)).toContain('collapse-unconscious-or-not-breathing');
  });

  it.each([
    'My boss kept shaking his head and rolled his eyes up at my back-pain excuse, ha',
    'I was shaking all over with cold after the swim, my back is stiff today',
  ])('leaves a head shaken, eyes rolled at someone, or cold shivers alone: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('collapse-unconscious-or-not-breathing');
  });
});

describe('the spine held through a stretch of time shows its pain, as held again and again does', () => {
  it.each([
    "The little boy I look after (5) has been clutching his back all morning and he's burning up at 38.9",
    "Au pair here, my host family's daughter (7) was holding her lower back most of the afternoon and has a fever of 38.4",
  ])('is a child with back pain and fever: "%s"', (message) => {
    expect(triageByRules(message)).toContain('child-back-pain-night-or-fever');
  });

  it.each([
    'I was holding my back straight all day in the new chair and it feels great',
    'Held the baby all morning, my arms are tired but nothing hurts',
  ])('leaves a back held straight, or a child held, alone: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("fast breathing told with the bare or the -s verb ('he breathe very fast', 'she breathes so quick')", () => {
  it.each([
    'My grandmother have a kidney infection and since this morning she breathe so quick',
    'Her wound is infected and now she breathe really fast, really hard',
  ])('is fast breathing with an infection: "%s"', (message) => {
    expect(triageByRules(message)).toContain('sepsis-signs');
  });

  it.each([
    'My yoga teacher says to breathe slowly through the back stretch, is that right?',
    'Do not breathe fast when you lift, the physio said; my back is better already',
  ])('leaves breathing advice alone: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("'no breathing problem' names a trouble that is absent, not a breath that has stopped", () => {
  it.each([
    'Her ankles are not puffy, no breathing difficulty, no chest pain; she just worries about a clot. What should I tell her?',
    'He has a cold but no breathing trouble, and his back is the same as ever',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'He fell off the ladder, no breathing that I can see, please help',
    'No breathing problems before today, but now she has collapsed and is not breathing',
  ])('still raises a breath that has stopped: "%s"', (message) => {
    expect(triageByRules(message)).toContain('collapse-unconscious-or-not-breathing');
  });
});

describe('cauda equina feared to come from a condition one has is no report of it', () => {
  it.each([
    'I am worried my disc will progress to cauda equina. Nothing has changed down below.',
    'I am afraid my stenosis could develop into cauda equina one day.',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    "My bottom has gone numb and I'm scared it will turn into cauda equina",
    "I think I have cauda equina, I'm scared it will get worse",
  ])('still raises a sign told, or the condition said to be had: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-saddle-numbness');
  });
});

describe("a symptom's words run on past a turn are denied by what the later clause says of them", () => {
  it.each([
    'This deadline is crushing me, but honestly my chest is fine. Can I book a massage for my neck?',
    'Exams are killing me, but my back is okay now, thanks for the stretches',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'My back is killing me and the crushing pain in my chest is not going away',
    'Crushing feeling in my chest, but my back is fine, it spreads to my jaw',
  ])('still raises a chest pain told: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });
});
