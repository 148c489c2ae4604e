import { triageByRules } from '../../domain/triage/triage-message';

const OVERDOSE = 'overdose-or-poisoning';

describe("overdose: 'took them all' told without a subject, beside a farewell", () => {
  it.each([
    'took them all, tell my husband i love him',
    'taken them all. tell mum I love her x',
    'took the lot. tell the boys i love them',
    'had them all. goodbye',
  ])('raises an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain(OVERDOSE);
  });

  it.each([
    'took them all as prescribed and the course is done now, tell my husband i love him',
    'took them all back to the chemist, tell my husband i love him for sorting it',
    'my op is six hours long tomorrow, tell my husband I love him if anything happens',
    'took them all shopping this morning, tell mum i love her for the lift',
  ])('no overdose with no act told, or people or tablets taken somewhere: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(OVERDOSE);
  });
});

describe("overdose: people taken swimming ('swimming' a loose word) are no tablets taken", () => {
  it.each([
    'my husband has taken them all swimming this afternoon, my back is sore from the lifting',
    'took them all swimming, goodbye peace and quiet',
  ])('no overdose: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(OVERDOSE);
  });

  it('still raises tablets taken, told beside swimming in another sentence: "took them all. goodbye. no more swimming"', () => {
    expect(triageByRules('took them all. goodbye. no more swimming')).toContain(OVERDOSE);
  });
});

const DANGER = 'self-harm-immediate-danger';

describe('self-harm: a part of the body cut on a thing, in a task or at play, is an accident', () => {
  it.each([
    'my son has cut his leg on the trampoline',
    'my husband has cut his arm on a rusty nail in the shed',
    'my daughter has cut her arm on a broken bottle at the beach',
    'my partner has cut his wrist chopping logs',
  ])('no self-harm danger: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(DANGER);
  });

  it.each([
    'my son has cut his arms',
    'my daughter has cut her wrists on purpose with a broken bottle',
    'she has cut her arm deliberately on the fence',
  ])('still raises self-harm danger with no accident, or one said to be deliberate: "%s"', (message) => {
    expect(triageByRules(message)).toContain(DANGER);
  });
});

describe("self-harm: another person's self-cutting told as happening now", () => {
  it.each([
    'my wife has cut herself, what do I do',
    "my stepson's cut his wrists again",
    "my brother's cut his thighs tonight",
    'walked in on my flatmate cutting herself in the bathroom',
    'caught my boy cutting himself with a pencil sharpener blade',
    'my partner is cutting himself in the next room',
  ])('raises self-harm danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain(DANGER);
  });

  it.each([
    'my wife has cut herself on a broken glass, does it need stitches?',
    'my son has cut his hair himself and it looks awful',
    'my husband has cut himself shaving again, how do I stop the bleeding',
    'my daughter self-harmed when she was at school, she is doing really well now',
    "my stepson's cut his leg on the trampoline springs",
    'walked in on my flatmate cutting her fringe in the bathroom',
  ])('no self-harm danger for an accident, a haircut or a past told as over: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(DANGER);
  });
});

describe('self-harm: someone else said not to be able to keep themselves safe', () => {
  it.each([
    "my flatmate says she can't keep herself safe tonight",
    'OT note: client reports he cannot keep himself safe at home',
  ])('raises self-harm danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain(DANGER);
  });

  it('no self-harm danger for keeping warm or dry: "my dad can\'t keep himself warm at night since the op"', () => {
    expect(triageByRules("my dad can't keep himself warm at night since the op")).not.toContain(DANGER);
  });
});

const THOUGHTS = 'self-harm-thoughts';

describe("self-harm: someone else's thoughts of ending their own life", () => {
  it.each([
    'my nephew admitted he has been thinking about ending his life since the accident',
    'my wife keeps talking about taking her own life',
    'our lodger said he wants to end his life',
  ])('raises self-harm thoughts: "%s"', (message) => {
    expect(triageByRules(message)).toContain(THOUGHTS);
  });

  it.each([
    'our old labrador is so poorly, the vet talked about ending her life',
    'my dog is in pain and the vet is talking about ending his life, I am heartbroken and my back is bad',
  ])('no self-harm thoughts for a pet put to sleep: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(THOUGHTS);
  });
});

describe('self-harm: notes or letters left for everyone in the family', () => {
  it.each([
    'my husband has written a letter to all of us and driven off',
    'found that my sister left notes for each of us this morning',
  ])('raises self-harm danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain(DANGER);
  });

  it('no self-harm danger for a note about a chore: "mum left a note for all of us about the bins"', () => {
    expect(triageByRules('mum left a note for all of us about the bins')).not.toContain(DANGER);
  });
});

describe('self-harm: goodbyes said, with tonight named as the time', () => {
  it.each(["i've said all my goodbyes, it ends tonight", 'he has said his goodbyes to everyone, tonight he goes'])(
    'raises self-harm danger: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain(DANGER);
    },
  );

  it('no self-harm danger for goodbyes at a leaving do: "said my goodbyes at work, leaving do tonight, back is sore"', () => {
    expect(triageByRules('said my goodbyes at work, leaving do tonight, back is sore')).not.toContain(DANGER);
  });
});

describe('self-harm: someone shut in, saying they will hurt themselves', () => {
  it.each([
    'my girlfriend has shut herself in the bedroom and keeps saying she is going to hurt herself',
    "dad's locked himself in the garage, he says he's gonna harm himself",
  ])('raises self-harm danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain(DANGER);
  });

  it('no self-harm danger for a lock-in to work: "locked myself in the study to finish my essay, going to hurt my back sitting this long"', () => {
    expect(
      triageByRules('locked myself in the study to finish my essay, going to hurt my back sitting this long'),
    ).not.toContain(DANGER);
  });
});

describe('overdose: medicines of the heart, blood pressure, diabetes, prostate and thyroid named as the tablets taken', () => {
  it.each([
    'my grandad took a week of his amlodipine at once this morning',
    'mum has taken a whole box of her metformin',
    'he swallowed about twenty of his bisoprolol an hour ago',
  ])('raises an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain(OVERDOSE);
  });

  it.each([
    'my grandad takes his amlodipine every morning, can he still have physio?',
    'mum is on metformin and ramipril, is a back massage ok for her?',
  ])('no overdose for a medicine taken as usual: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(OVERDOSE);
  });
});
