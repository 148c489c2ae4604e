/*
 * A known, diagnosed, long-term condition named beside a red flag's words: its usual state, told as unchanged, is
 * not reported; something new told in it is.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe("a named long-term condition's usual state, told as unchanged", () => {
  it.each([
    ['incontinence, stable', 'I have mixed incontinence that my continence nurse manages, stable, and a stiff neck'],
    ['an overactive bladder, same as ever', 'overactive bladder, I dash to the loo and sometimes leak, same as ever'],
    ['IBS with urgency, for years', 'IBS means I sometimes cannot hold on for the loo, it has been that way for years'],
    ['MS, at times', 'I have MS and both my legs tingle on and off, my neurologist knows'],
    ['a neuropathy, no change', 'peripheral neuropathy, both feet numb, no change since my last review'],
    ['a lipoma, unchanged for years', 'a soft lump on my lower back, a known lipoma, unchanged for years'],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['the years told of the condition only', 'I have had MS for years and I cannot feel my bottom'],
    ['a new change told beside it', 'I have MS, on and off tingling, but since Sunday both legs are numb'],
    ['incontinence suddenly changed', 'stress incontinence for years but since yesterday I wet myself without knowing'],
  ])('still raises %s', (_case, message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });
});

describe('a lump named by what it was found to be, told to grow now', () => {
  it.each([
    ['growing, told as begun', 'the lipoma on my upper back has begun to grow and feels firmer'],
    ['bigger, with a word of how between', 'my neck lipoma has quickly got larger over the summer'],
    ['seen years ago, bigger now', 'the lump on my spine a surgeon looked at years ago has recently got bigger'],
  ])('raises a lump %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });

  it.each([
    ['seen by a clinician, unchanged', 'the lipoma on my upper back is the same size, my GP checked it'],
    ['taken away', 'my dad had a lipoma on his lower back removed, can they come back?'],
  ])('does not raise one %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
