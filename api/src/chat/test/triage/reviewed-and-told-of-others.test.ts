import { triageByRules } from '../../domain/triage/triage-message';

// The rules alone (triageByRules): a review done and unchanged, a teaching or research question, another person's
// past told as a story, and a listed absence, each beside look-alikes that must still raise.

describe('a teaching or research question, told by its purpose', () => {
  it.each([
    'I am a physio lecturer putting together a talk on leg numbness and bladder changes that need urgent referral. It is only for teaching, do you have a leaflet?',
    'Preparing a presentation on spinal metastases and cauda equina for my study group, could I borrow your patient guide?',
    'My nursing tutor asked me to give a short talk about night pain and weight loss as warning signs, purely for revision.',
  ])('sets aside a red flag named as a subject taught or studied: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'Preparing a presentation for work and my legs have gone numb and I have wet myself',
    'I teach yoga and since this morning I cannot feel my bum or my bits',
    'Gave a presentation about budgets today and halfway through I lost control of my bladder',
    'I had a talk on Monday and since then both legs have gone numb and weak',
  ])('still raises a report told beside teaching or a presentation: "%s"', (message) => {
    expect(triageByRules(message)).not.toEqual([]);
  });
});

describe("an upper back's ache put down to a night's posture", () => {
  it.each([
    'My upper back has been aching since I slept awkwardly on the sofa, how long should it last?',
    'Pain between my shoulder blades, I think from sleeping wrong on a hotel pillow. Stretches?',
  ])('sets aside an upper back ache told to come from how it was slept on: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'Pain between my shoulder blades since I slept awkwardly, and now I am sweating and short of breath',
    'I had cancer two years ago and now there is pain between my shoulder blades, maybe from sleeping funny',
    'Pain between my shoulder blades that wakes me every night, I cannot sleep',
  ])('still raises an upper back pain with another sign beside it: "%s"', (message) => {
    expect(triageByRules(message)).not.toEqual([]);
  });
});

describe('a complaint of years, reviewed and found clear', () => {
  it.each([
    'I had bowel cancer in 2012. My neck has ached off and on for fifteen years, my consultant went over it in May and the MRI was clear. Any stretches?',
    'Prostate cancer treated in 2016. I have had a sore lower back on and off for 30 years, the specialist reviewed it last winter and the x-rays were normal.',
  ])('sets aside a spinal ache of years that a review found clear: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I had bowel cancer in 2012. My neck has ached off and on for fifteen years, the MRI was clear in May but this week it is much worse',
    'I had breast cancer last year and a new pain in my back started this week, the scan was clear',
  ])('still raises a cancer history with a spinal pain that is new, worse or found: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-history-new-spinal-pain');
  });
});

describe('a symptom owned as had for years in a clause after it', () => {
  it.each([
    'My right foot slaps down when I walk, I have had this for eight years and it is no worse. Shoe advice?',
    'Fingers on my left hand are clumsy with buttons, had it for about twelve years, my neurologist knows.',
  ])('sets aside a symptom the writer says they have had for years: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'My right foot slaps down when I walk, I have had this for eight years but this week it is much worse',
    'My legs have gone weak, I have had this since yesterday',
    'Both legs numb and tingly, had it for three days',
  ])('still raises a symptom had for days, or worse now: "%s"', (message) => {
    expect(triageByRules(message)).not.toEqual([]);
  });
});

describe("another's disease told by the sign it first showed", () => {
  it.each([
    'My aunt had myeloma and her first symptom was a sore back. Mine aches after the school run, is that normal?',
    'Grandad had bowel cancer, his only sign was an ache low in his spine. Do you see people with family worries?',
  ])('sets aside a relative’s first sign, told as their story: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'My aunt had myeloma and her first symptom was a sore back, and now she has a new pain in her neck',
    'I had myeloma and my first symptom was a sore back, now my back hurts again',
  ])('still raises a sign told as new of them, or the writer’s own: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-history-new-spinal-pain');
  });
});

describe('an illness looked into and over, told by being back at what they do', () => {
  it.each([
    'My daughter had a temperature and a sore back in the spring, the GP said it was a kidney infection and she is back running now. Can you check her posture?',
    'Last autumn my husband had back pain and a fever, it turned out to be flu and he was back training within a fortnight.',
  ])('sets aside a fever and a back pain found to be an everyday illness and over: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'My daughter has a temperature and a sore back, the GP said it was a kidney infection, she is back running but still feverish today',
    'My husband had back pain and a fever, he was back training but the fever came back last night and his back is worse',
  ])('still raises a fever with back pain told as still there or back: "%s"', (message) => {
    expect(triageByRules(message)).toContain('infection-fever');
  });
});

describe('a passing trouble after an operation, put down to the anaesthetic and over', () => {
  it.each([
    "Couldn't wee properly after my knee op in March but it was the anaesthetic and it settled by the evening. Booking for a stiff neck",
    'My dad struggled to pass urine after his gallbladder surgery last year, it was the catheter and it cleared up in a day. Can he book a massage?',
  ])('sets aside a bladder trouble after an operation, dated, explained and over: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    "Couldn't wee properly after my back op yesterday, they said it was the anaesthetic but I still can't go and my bum is numb",
    'Since my spinal surgery I cannot pee, I think it was the anaesthetic',
  ])('still raises a bladder trouble told as going on: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bladder');
  });
});
