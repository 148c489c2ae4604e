import { triageByRules } from '../domain/triage/triage-message';

describe('round 30: a patch or tablets named first, then a child with "it" in the mouth', () => {
  it.each([
    'the fentanyl patch fell off and my 2yo was chewing it',
    'I found the buprenorphine patches in the bin and our 3 year old was sucking one',
    'dropped my tramadol on the floor and my toddler was licking them when I turned round',
  ])('raises a poisoning: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each(['the tablets were all there in the box, my 5yo was only chewing his toast'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe("round 30: rumination on one's own end: a funeral planned in one's head, the quickest way out, a burden", () => {
  it.each([
    'She keeps imagining her own funeral since the surgery',
    'I keep thinking about the easiest way out, the pain never lets up',
    'he keeps talking about being a burden to us all',
  ])('raises thoughts of self-harm: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each([
    "we've paid for mum's funeral plan, she is planning her own funeral with the co-op",
    'I keep thinking about the quickest way to get to your clinic',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 30: a gun taken out and loaded, beside talk of being a burden, is a danger now', () => {
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

describe('round 30: the strain of the toilet told as trying to go, and a spine that screams with a word between', () => {
  it.each([
    "my back kills when I'm on the toilet trying to go",
    'her lower back really protests when she is on the loo struggling to poo',
    'his back properly screams if he is on the loo trying to go',
  ])('raises pain on straining: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it.each([
    "my back aches when I'm on the loo reading for too long",
    "my back is fine, I'm on the loo trying to go more often since the fibre",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 30: pain on straining told by the floor a cough or a sneeze nearly brings one to', () => {
  it.each([
    'every time he coughs he almost goes down on the floor, it is his back',
    'I sneezed and nearly fell to my knees with my back',
    'she sneezes and practically drops to the floor holding her spine',
  ])('raises pain on straining: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it.each([
    'I sneezed and nearly dropped my phone on the floor',
    'she coughed so hard she nearly fell off the chair laughing',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('round 30: "it used to ease when I rested" is the relief that was, not a time long ago nor rest easing it now', () => {
  it.each([
    'my back pain is worse at night now, it used to settle when I lay down',
    'his neck wakes him every night now, it used to ease off when he rested',
    'the pain in her back is worse at night and it used to get better in bed',
  ])('raises night pain: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    'years ago my back pain was worse at night, it used to ease when I rested',
    'my back pain eases when I rest in bed, it used to ease off quicker',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("round 30: the spine said to be 'like this', then the pain told, is spinal pain", () => {
  it.each([
    'Awake at 3am again. My neck has been like this for a month, a deep throb that nothing shifts.',
    "Woke at 2am again. His back's been like that since March, a grinding ache all night.",
    'Awake again at 5am. My back is like this every night, a burning pain nothing touches.',
  ])('raises night pain: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    "Awake at 4am with the baby again. My back's been like this since I started running, a bit stiff, no ache.",
    "My back's been like this all week, achy from the gardening",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("round 30: 'something bad' done to one's own wrist or arms is an act of self-harm, unless a sport or a task", () => {
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

describe("round 30: 'mine doesn't do that' denies what was read or asked about, no claim of it", () => {
  it.each([
    "I heard that back pain when sneezing is a red flag. Mine doesn't do it, it's just stiff.",
    "Someone said pain that wakes you at night is a warning sign. Mine doesn't do that, thankfully.",
    'I read that a back that hurts when you cough is a warning sign. Mine does not do that even with covid.',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'Is it a red flag if your back hurts when you cough? Mine does that every time now.',
    'I read that pain on coughing is a warning sign. Mine does it every time I cough.',
  ])('still raises pain on straining: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });
});

describe('round 30: a fear of too many tablets, corrected by a miscount, is no overdose', () => {
  it.each([
    "mum panicked she'd taken too many co-codamol but she had miscounted the strip",
    "he thought he had taken too much tramadol, but he'd misread the chart",
    "I worried I'd taken too many ibuprofen but I had miscounted",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I miscounted and took 20 paracetamol today',
    'I took too much paracetamol last night, I think I miscounted',
  ])('still raises an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });
});

describe('round 30: how common a thing is, asked of people at large, is a general question', () => {
  it.each([
    'I wonder how common accidental overdoses are with strong painkillers',
    'after a documentary I was wondering how frequent poisonings with fentanyl patches are',
    'I am curious how rare it is for back pain to come with numbness in both legs',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I wonder how common it is, but I took 30 paracetamol an hour ago',
    "I've taken an overdose, how common is it to survive?",
  ])('still raises an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });
});

describe("round 30: a child who didn't swallow any of the tablets is no poisoning", () => {
  it.each([
    "my toddler got into my tramadol but he didn't swallow any, they're all in the blister",
    "our son hasn't eaten any of the nicotine gum he found, I checked",
    'my daughter did not take any of the pills, I counted them twice',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each(["my 3 year old swallowed the tablets, I don't know how many"])(
    'still raises a poisoning: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('overdose-or-poisoning');
    },
  );
});

describe('round 30: a posture to keep for a sneeze or a cough ("with my back straight") is no pain on straining', () => {
  it.each([
    'is it better to cough with your back straight or bent forward?',
    'when I sneeze I keep my back straight like the nurse said',
    'should he sneeze with his spine upright after the fusion?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'every time I sneeze with my back straight it kills me',
    'my back goes when I sneeze, even keeping my back straight',
  ])('still raises pain on straining: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });
});

describe("round 30: a form's answer given by mistake is no report", () => {
  it.each([
    'I clicked yes for bladder problems in error on the intake form',
    'mum ticked yes to numbness in the saddle area by accident, she has none',
    "I put 'yes' under thoughts of suicide by mistake on the questionnaire, please change it",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each(['I ticked yes to thoughts of self-harm on the form, and it is true, I have been having them'])(
    'still raises thoughts of self-harm: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('self-harm-thoughts');
    },
  );
});

describe('round 30: how to spot whether someone at large is self-harming is a general question', () => {
  it.each([
    'as a youth worker, how can I tell whether a teenager is self harming?',
    'how would a GP know if a patient is suicidal?',
    'our charity wants staff to notice when a colleague is self-harming, any training?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'how can I tell if my daughter is self harming? she hides cuts on her arms',
    'how do I know if my son is suicidal, he keeps saying he wants to die',
  ])('still raises thoughts of self-harm: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });
});

describe('round 30: exasperation told with a laugh ("throw myself out of the window 😂") is no thought of self-harm', () => {
  it.each([
    "one more spreadsheet and I'll chuck myself out of the window lol",
    'if this chair gets any worse I will throw myself off the balcony haha',
    'another hour of this commute and I will fling myself out of the window 🤣',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    "I'm going to throw myself out of the window, I can't take this pain anymore",
    'I want to throw myself off the balcony tonight',
  ])('still raises thoughts of self-harm: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });
});
