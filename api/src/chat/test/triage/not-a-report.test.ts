import { triageByRules } from '../../domain/triage/triage-message';

// The rules alone (triageByRules), so that the second net cannot hide a context rule that fails: words that name a
// red flag in what is not a report of one, each beside look-alikes that must still raise.

describe("someone else's word for the writer, laughed off", () => {
  it.each([
    'my husband thinks I am suicidal lol, doing sprints in my 60s. How often should I rest?',
    'the kids joked I must be suicidal 😂 taking up rugby at 50',
  ])('sets aside a teasing word said of the writer and laughed at: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'my husband says I have been talking about ending my life',
    'my partner thinks I am suicidal and honestly she is right',
    "I'm suicidal lol, nothing helps anymore",
  ])('still raises thoughts of suicide told of the writer: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });
});

describe("a relative's death by suicide, told; and whose death a death told is", () => {
  it.each([
    'my grandfather killed himself when the pain got too much. Does your clinic offer counselling alongside physio?',
    'my cousin committed suicide in the spring. Do you run a support group for people with pain?',
  ])('sets aside a death by suicide told of someone who has died: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'my brother nearly killed himself last night with his pills',
    'my gran died in the spring and my son keeps saying he wants to kill himself',
    'my aunt passed away in June and now my dad says he has thoughts of ending it all',
  ])('still raises a relative\'s own thoughts of self-harm beside someone else\'s death: "%s"', (message) => {
    expect(triageByRules(message)).not.toEqual([]);
  });
});

describe("an adult relative's long-term condition, with a symptom told as recurring", () => {
  it.each([
    'my mum has MS and her legs go numb now and then. Is it genetic? I only have a sore shoulder',
    'My brother has multiple sclerosis and gets weak legs from time to time. Could it be passed down? My back is just stiff',
  ])('sets aside a relative\'s condition whose symptom comes and goes: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'my brother and I have both had numb legs since this morning',
    'my mum has MS and since this morning both her legs have suddenly gone numb',
  ])('still raises numb legs that are new or the writer\'s own: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-both-legs');
  });
});

describe("the burn of exercise ('feel the burn')", () => {
  it.each([
    'Spin class this morning, still feeling the burn in both legs',
    'Squats galore at the gym, felt the burn in both my legs!',
  ])('sets aside the burn of muscles worked: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'a burning feeling in both legs since this morning',
    'I feel the burning in both legs, like pins and needles',
  ])('still raises a burning felt in both legs: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-both-legs');
  });
});

describe("signs denied after 'but not' ('bruised but not red, not hot')", () => {
  it.each([
    'Had my knee jab on Monday, the site is tender but not red, not warm, no fever. Normal?',
    'the scar from my op is itchy but not hot and not weeping, and I feel fine',
  ])('sets aside a wound whose signs of infection are denied after a turn: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'the injection site is red, hot and weeping pus, not bruised',
    'the scar from my op is not itchy but red and hot since yesterday',
  ])('still raises a wound whose signs of infection are told: "%s"', (message) => {
    expect(triageByRules(message)).toContain('infected-surgical-wound');
  });
});

describe('a fear of having cancer, not a history of it', () => {
  it.each([
    "Read a forum last night and now I'm convinced I've got cancer. It's only an achy lower back since the weekend",
    "Looked up my symptoms online and I reckon I have cancer, though really it's just a sore lower back after a long drive",
  ])('sets aside a belief or fear of having cancer: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I had bowel cancer and now my lower back aches all the time',
    'I think my cancer has come back, my back has been sore for two weeks',
    'I think I have cancer again, my lower back has ached for a fortnight',
  ])('still raises a history of cancer with new back pain: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-history-new-spinal-pain');
  });
});

describe('a strain or a fall with fragile bones, told to have left no pain', () => {
  it.each([
    'My dad has osteoporosis and lifts heavy boxes at work. He has no pain, but should he stop?',
    'I have been on steroid tablets for years and do a lot of gardening. No pain at all, is it safe to carry on?',
  ])('sets aside a risk asked about with the pain denied: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'My dad has osteoporosis and lifted heavy boxes at work. Since then his back has been really sore',
    'My mum has been on steroid tablets for years and slipped on the stairs today. No pain at first but now her back really hurts',
    'I have osteoporosis and tripped over the dog this morning',
  ])('still raises a strain or a fall with fragile bones: "%s"', (message) => {
    expect(triageByRules(message)).toContain('trauma-fragile-bones');
  });
});
