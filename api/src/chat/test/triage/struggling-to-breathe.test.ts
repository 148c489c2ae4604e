import { triageByRules } from '../../domain/triage/triage-message';

// The rules alone (triageByRules): someone struggling to breathe now (NHS.UK 'When to call 999': unable to get
// words out, lips turning blue) is not breathing normally, an emergency; a breath lost to a laugh, the heat, a
// blocked nose or a tight brace, and a question about breathing, are not.

const EMERGENCY = 'collapse-unconscious-or-not-breathing';

describe('someone struggling to breathe, told now', () => {
  it.each([
    "my mum can't breathe, what do I do",
    'I cant breathe properly and my chest feels heavy',
    'my grandad has gone a funny colour and cannot breathe',
    "my wife is struggling to breathe and she can't finish a sentence",
    'my little boy is gasping for breath on the sofa',
    'he is fighting for air and his lips are turning blue',
    "my partner's lips have gone blue and he's wheezing",
    'she is too breathless to talk',
  ])('raises a breath that will not come, told of a person now: "%s"', (message) => {
    expect(triageByRules(message)).toContain(EMERGENCY);
  });

  it.each([
    "we were laughing so hard at the wedding I can't breathe, my ribs ache now",
    "I couldn't breathe for giggling at the panto, does laughing strain the back?",
    "it's so humid today I can't breathe, is swimming good for a stiff back?",
    "can't breathe in this heat, my back aches in the car",
    "this new back brace is that tight I can't breathe haha, can it be loosened?",
    'breathe slowly through the pain, the physio said, does that help?',
    "I can't breathe through my nose with this flu and my neck is stiff",
    'my nose is so blocked I can not breathe, does a cold make back pain worse?',
    'my asthma is well controlled, can I still do pilates for my back?',
    "what should you do if a person can't breathe? asking for a first aid course",
    'my lips go blue in the cold sea, is wild swimming ok for sciatica?',
  ])('leaves a breath lost to a laugh, the heat, a nose or a brace, or asked about: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(EMERGENCY);
  });
});

describe('a breath that fails only in a worn thing or a posture, told as when it happens', () => {
  it.each([
    "my son's back brace is snug and he can't breathe properly in it when he sits down, can you adjust it?",
    "I can't breathe well when I lie on my front, is a wedge pillow better for my back?",
  ])('leaves a breath lost in a brace or a posture, as a habit: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(EMERGENCY);
  });

  it.each([
    "he sat down on the bench and now he can't breathe",
    "my mum went to lie down and she's struggling for breath, her lips look grey",
  ])('still raises a breath failing now after a posture told: "%s"', (message) => {
    expect(triageByRules(message)).toContain(EMERGENCY);
  });
});

describe("a story's character reaches only their own telling, not the writer's relative after a turn", () => {
  it.each([
    "a character in the soap had a fit, then my brother fell off the sofa and isn't breathing",
    'the main character overdosed in the film and now my husband has collapsed and is unconscious',
  ])('raises the writer\'s relative told after a character: "%s"', (message) => {
    expect(triageByRules(message)).toContain(EMERGENCY);
  });

  it.each([
    'a character in my novel collapses and stops breathing, how long before brain damage?',
    'We saw a drama where a character had cauda equina. Was it realistic that she wet herself?',
    'a character on the telly suddenly went paralysed from a tumour, could that happen?',
  ])('leaves a character\'s symptoms, and "she" or "he" after them, the story\'s: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a self-cut told in a sentence that names self-harm', () => {
  it.each([
    'we read a story about a boy who self harms and tonight my son has cut himself',
    "there's been a lot of self harm at her school and my girl has just cut herself",
  ])('raises a self-cut beside words of self-harm: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it.each([
    'we saw a programme about self harm and then my son has cut himself peeling potatoes',
    'my daughter has cut herself on a broken glass, will the stitches affect her back brace?',
  ])('leaves a self-cut an everyday task accounts for, or told without self-harm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
