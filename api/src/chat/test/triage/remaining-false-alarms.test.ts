import { triageByRules } from '../../domain/triage/triage-message';

describe('an aneurysm told as repaired is no aneurysm that can leak, unless a pain comes on suddenly, severely or worse', () => {
  it.each([
    'My aortic aneurysm was stented three years ago and I am doing fine. My lower back gets stiff after gardening, could I see a physio?',
    'Dad had his AAA repaired in 2021 and the surgeon is happy with him. His back aches a bit after long drives.',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'My aortic aneurysm was stented three years ago. This afternoon a sudden pain shot through my lower back',
    'Dad had his AAA repaired in 2021 and now his back pain is getting much worse by the hour',
    'Dad had his AAA repaired in 2021, his back hurts and he has just passed out',
    'My aneurysm is waiting to be repaired and my lower back aches',
  ])('still raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('aortic-aneurysm-leak');
  });
});

describe('a dose taken twice over that was only vitamins or supplements is no overdose', () => {
  it.each([
    'Silly me, I took my evening tablets twice by accident, they were only my multivitamins. Anything to worry about?',
    'I accidentally took my glucosamine capsules twice today',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I took my evening tablets twice by accident, they were my oxycodone',
    'I accidentally took my multivitamins twice and my tramadol twice',
    'I took my evening tablets twice by accident, only my multivitamins and now I am so drowsy I can barely stay awake',
    'I took a whole bottle of my vitamins and then 20 paracetamol',
  ])('still raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });
});

describe("a strain and its pain both inside an 'if', then a question of what it would mean, asks what if", () => {
  it.each([
    'If you cough and your lower back aches, should you get it looked at?',
    'If I laugh and it hurts my back, what could be going on?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'Whenever I laugh it hurts my back, what could be going on?',
    'If I laugh it hurts my back, what could be going on?',
    'Each time I cough my lower back aches, should I get it looked at?',
  ])('still raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });
});

describe("a relative's sign told in the simple past, in a message asking how to prevent it, is asked for the writer's sake", () => {
  it.each([
    'My brother got a nasty wound infection after his hernia op. I have my spinal op soon, any tip to avoid that?',
    'My dad had an infected scar after his knee replacement. How can I lower the risk when I have my back operation?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'My brother has got a nasty wound infection after his hernia op, how can we stop it spreading?',
    'My brother got a wound infection yesterday after his hernia op, how do we stop it getting worse?',
    'I got a wound infection after my back op, how can I avoid that next time?',
  ])('still raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('infected-surgical-wound');
  });
});
