/*
 * Lips gone blue, grey or an odd colour, as a parent or a partner tells it: a breath that is failing (NHS.UK 'When to
 * call 999': lips turning blue), told with a word of degree ('a bit blue'), by its tinge ('dusky') or only as a
 * funny colour. Lips stained by what was eaten or put on them, and chapped lips an odd colour, stay ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const COLLAPSE = 'collapse-unconscious-or-not-breathing';

describe('lips gone an odd colour', () => {
  it.each([
    'her lips have gone a funny colour',
    'his lips are going blue',
    "her lips look a bit blue and she's wheezing",
    'his lips are a horrible grey colour',
    "mum's lips have turned dusky",
    "her lips have gone a weird colour and she's really struggling",
    "my son's lips look a bit purplish and he's breathing fast",
    "grandad's lips have gone a dark colour",
    "he's choking on a sweet and his lips are going blue",
    "she's been drinking blackcurrant squash and her lips have gone dusky and she's wheezy",
    'my lips are blue and dry',
  ])('raises the collapse entry for %j', (message) => {
    expect(triageByRules(message)).toContain(COLLAPSE);
  });
  it.each([
    'his lips are blue from the slush puppy',
    'her lips have gone a funny colour from the beetroot',
    'the baby’s lips are purple from the blackcurrant juice',
    'his lips are purple after drinking blackcurrant',
    "she's wearing a funny colour lipstick",
    'my lips are dry and a funny colour in the mornings, is that my tablets?',
    'my lips are a funny colour, chapped',
  ])('stays ordinary for %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  // The cold sea is the mottled skin's to judge (sepsis-signs); the breath is not failing.
  it('does not read lips blue from a swim in the sea as a breath failing', () => {
    expect(triageByRules('my lips go blue when I swim in the sea')).not.toContain(COLLAPSE);
  });
});
