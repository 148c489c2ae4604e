/*
 * Cancer's signs in the spine beyond weight, night and straining: a lump (unchanged, growing, or only a knock), and a
 * spine that changes shape.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a lump of many years, unchanged, and one growing', () => {
  it('reads a lump that has been there for many years, unchanged, as settled, unless it is growing or changing', () => {
    expect(
      triageByRules('there is a bump on my spine that has been there for 30 years, my doctor says a cyst'),
    ).toEqual([]);
    expect(triageByRules('a bump on my spine has been there for 30 years but lately it has got bigger')).toEqual([
      'cancer-lump-or-shape-change',
    ]);
    expect(triageByRules('a bump on my spine has been there for decades and now it is changing shape')).toEqual([
      'cancer-lump-or-shape-change',
    ]);
  });
});

describe('a long-standing lump said to grow now', () => {
  it.each([
    ['unplaced, for years', "I've had this lump for years and it's getting bigger"],
    ['placed, for ages', 'there has been a lump near my spine for ages, it has grown lately'],
  ])('raises a lump for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });

  it.each([
    ['unchanged since an old accident', 'a lump since my fall in 2012, no change, my GP looked at it'],
    ['placed elsewhere', 'a lump in my armpit for years, it is getting bigger'],
    ['growing told as past', 'I had a lump for years, it was getting bigger but the GP removed it'],
  ])('does not raise a lump for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cancer-lump-or-shape-change');
  });
});

describe('a lump a clinician has found unchanged', () => {
  it.each([
    ['unchanged, then the clinician', 'there is a lump low on her spine, stable, the consultant saw it in May'],
    ['the clinician, then unchanged', "the nurse says the lump on his back hasn't changed in size"],
  ])('does not raise the lump entry for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cancer-lump-or-shape-change');
  });

  it.each([
    ['a growth a clinician is told of', 'the lump by my spine has got bigger and the doctor wants to see it'],
    ['unchanged said with no one checking', 'the lump on my back looks unchanged to me'],
  ])('still raises the lump entry for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });
});

describe('the spine told as going over, a change under way', () => {
  it.each([
    'mum’s upper back has slowly been curling forwards this year',
    'his spine seems to be bowing forward more and more',
    'my neck keeps stooping forward since I turned 70',
  ])('raises a change of shape: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });

  it.each([
    'I have to bend my back over the sink to wash my hair',
    'I sit with my back curled forward at my desk all day',
  ])('is no change of shape: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-lump-or-shape-change');
  });
});

describe('a knock told with the verb (bumped, bumping) is no lump', () => {
  it.each([
    'I bumped my lower back on the kitchen worktop, its a bit tender',
    'keep bumping my spine on the bath tap, bit sore',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each(['found a new bump on my spine, it is getting bigger', 'bumps have come up along my spine'])(
    'still raises a lump: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
    },
  );
});
