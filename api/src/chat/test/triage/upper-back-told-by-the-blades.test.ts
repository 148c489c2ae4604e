/*
 * Pain between the shoulder blades told as people shorten it: 'between my blades', the upper part of the spine told
 * by its part, or a pain likened to toothache. The skin out of reach there, and the blades of a tool, stay ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const UPPER_BACK = 'cancer-between-shoulder-blades';

describe('the place between the shoulder blades told in short or by its part', () => {
  it.each([
    "pain right through to my back between the blades that's there all the time",
    'agony between the blades, no position is comfortable',
    "there's a pain between my blades that just won't budge",
    'high up back pain between the blades that nothing shifts',
    'ache in the upper part of my spine, it has been there for weeks',
    'a nagging pain in the top bit of his back since the summer',
    "it's like a toothache in the middle of my back, up by my shoulder blades",
    "a grinding ache between my shoulder blades where I can't reach, for weeks",
    "my upper back hurts, the bit I can't reach to scratch",
  ])('raises the upper back entry for %j', (message) => {
    expect(triageByRules(message)).toContain(UPPER_BACK);
  });
  it.each([
    "can't reach the itch between my shoulder blades",
    'caught my finger between the blades of the shears, it hurts',
    'the grass between the blades of the mower is jammed',
    'I have toothache and my back is fine',
  ])('stays ordinary for %j', (message) => {
    expect(triageByRules(message)).not.toContain(UPPER_BACK);
  });
});

describe('a sting, a bite or a mark on the skin between the shoulder blades is the skin', () => {
  it.each([
    'I got stung by a wasp between the shoulder blades',
    'a mole between my shoulder blades, should I get it checked by my GP?',
  ])('stays ordinary for %j', (message) => {
    expect(triageByRules(message)).not.toContain(UPPER_BACK);
  });
  it.each([
    'a sore spot between my shoulder blades for weeks',
    'pain between my shoulder blades for weeks and a mole on my arm',
  ])('still raises a pain told beside it: %j', (message) => {
    expect(triageByRules(message)).toContain(UPPER_BACK);
  });
});
