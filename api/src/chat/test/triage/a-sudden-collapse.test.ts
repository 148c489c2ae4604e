/*
 * A person who has collapsed, now or today, told alone ('my dad collapsed today'): NHS.UK 'When to call 999' counts a
 * sudden collapse, whether or not they have come round. Flopping onto a sofa or into bed, a collapsed disc, lung or
 * vertebra, legs that give way, a thing or a plan that collapsed, a collapse feared, laughed or long past, and one
 * already cared for in hospital stay out of the collapse entry.
 */
import { findRedFlagEntry } from '@clinic/content';
import { triageByRules } from '../../domain/triage/triage-message';

const COLLAPSE = 'collapse-unconscious-or-not-breathing';

describe('a sudden collapse told alone', () => {
  it('is a trigger of the collapse entry, with its NHS.UK source and 999', () => {
    const entry = findRedFlagEntry(COLLAPSE)!;
    expect(entry.triggers).toContainEqual({ all: ['sudden-collapse'] });
    expect(entry.sources).toEqual(['nhs-when-to-call-999']);
    expect(entry.action).toBe('emergency');
  });

  it.each([
    'my dad collapsed today',
    'mum has collapsed',
    'my husband just collapsed in the kitchen',
    'grandma collapsed at the shops this morning',
    'he collapsed while walking the dog',
    'my son collapsed at football practice tonight',
    'she keeled over in the garden',
    'I collapsed at work this afternoon and my back is killing me',
    "my wife collapsed an hour ago, she's awake now but pale",
    "dad collapsed in the bathroom, he's come round now",
    'the tent blew down, and then dad collapsed',
    'my brother just hit the floor out of nowhere',
    'my husband has collapsed and I’m taking him to hospital',
    'dad collapsed in the garden next to his bed of roses',
  ])('raises the collapse entry for %j', (message) => {
    expect(triageByRules(message)).toContain(COLLAPSE);
  });

  it.each([
    'collapsed on the sofa after work lol',
    'collapsed into bed at 9',
    'I just collapsed in a heap on the sofa',
    'I have a collapsed disc at L4',
    'they said my vertebra has collapsed',
    'the MRI shows the disc at L4 has partially collapsed',
    'I had a collapsed lung years ago',
    "my dad collapsed in 2015, he's fine now",
    'the tent collapsed',
    'my house sale collapsed',
    "we collapsed with laughter at the physio's jokes",
    'I nearly collapsed in the heat',
    "I feel like I'm going to collapse",
    'my legs collapsed under me on the stairs',
    'my car collapsed on the way home',
    "my brother's old van 'collapsed' on the A1, it just died, he's fine",
    "my dad collapsed last week, he's in hospital now",
    'mum collapsed two days ago and was rushed to A&E',
    'my dog collapsed on a walk',
  ])('leaves the collapse entry out for %j', (message) => {
    expect(triageByRules(message)).not.toContain(COLLAPSE);
  });
});
