/*
 * Cancer's signs as people notice them: a shape a partner sees change, a lump found by chance, pain that gets one
 * up or that lying down does not ease; and the look-alikes that stay ordinary (a curve known since childhood, a lump
 * checked and named, a night broken by a baby).
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('one side told higher than the other, or the back a new shape', () => {
  it.each([
    'my husband reckons one of my shoulders sits higher than the other lately, and my mid back aches',
    'my daughter says my spine has gone an odd shape since the summer',
    'my wife noticed one side of my back is higher than the other now',
  ])('raises a lump or shape change for %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });

  it.each([
    "one of my shoulders has always been higher than the other, it's my scoliosis from childhood and it hasn't changed",
    'my pillow has gone a funny shape and my back is stiff in the mornings',
    'one shoulder is higher than the other when I carry my bag on it, is that bad for my back?',
  ])('stays ordinary for %j', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-lump-or-shape-change');
  });
});

describe('a lump found by touch and told by its feel, new since lately', () => {
  it.each([
    'washing in the shower I felt a hard knobbly bit beside my spine, sore to press',
    "there's a bony knobble low on his back I'm sure was not there at Christmas",
    "I've found a little hard lump that I swear wasn't there last month",
  ])('raises a lump or shape change for %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });

  it.each([
    'the knobbly bit on my back turned out to be a cyst, the GP drained it',
    'I have a hard lump on my back which is a lipoma, checked twice and not changed in years',
  ])('stays ordinary for %j', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-lump-or-shape-change');
  });
});

describe('pain that lying down makes worse, told of someone else (he lies, she lies)', () => {
  it.each([
    'my mum says the ache in her spine is worse when she lies down and nothing shifts it',
    "my dad's back aches all day and it's worse once he lies flat",
  ])('raises night pain for %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    'he lies on the sofa all evening and his back is stiff the next day',
    'she says her back eases off as soon as she lies down',
  ])('stays ordinary for %j', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-night-pain');
  });
});

describe('up in the night with the back, as what wakes the house', () => {
  it.each([
    "my husband keeps waking me, he's forever getting up with his back",
    "my partner keeps waking me up as she's getting out of bed with her back",
  ])('raises night pain for %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    'my wife is up with the baby most nights and my back aches from carrying him',
    'getting up with my back in the morning is slow but it loosens after a shower',
    "I'm waking at night because it is so hot, my back is fine",
  ])('stays ordinary for %j', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-night-pain');
  });
});

describe("feeling gone 'during', with a partner named and sex left unsaid", () => {
  it.each([
    "with my girlfriend on Saturday I couldn't feel a thing during, completely numb down there",
    'in bed with my husband last night I felt nothing during, totally numb, my back has been bad all week',
  ])('raises sexual function for %j', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-sexual-function');
  });

  it.each([
    "went to the cinema with my wife and I couldn't feel anything during the film, it was so boring",
    'at the dentist with my partner holding my hand I could not feel anything during the filling, my jaw was numb for hours',
  ])('stays ordinary for %j', (message) => {
    expect(triageByRules(message)).not.toContain('cauda-equina-sexual-function');
  });
});

describe('a pain told as the body being torn or ripped apart', () => {
  it.each([
    'my husband clutched his chest and said it felt like he was being ripped in two',
    'my grandad went grey and told us it felt like his insides were being ripped apart',
  ])('raises aortic dissection for %j', (message) => {
    expect(triageByRules(message)).toContain('aortic-dissection');
  });

  it.each([
    'I think I have torn a muscle at the gym last week, it is easing now',
    'felt like I had pulled something in my back lifting weights, much better today',
    'I feel like I am being torn in two between work and looking after mum',
  ])('stays ordinary for %j', (message) => {
    expect(triageByRules(message)).not.toContain('aortic-dissection');
  });
});
