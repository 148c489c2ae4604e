import { triageByRules } from '../../domain/triage/triage-message';

describe('a pill box or pot said to be still full is no bladder', () => {
  it.each([
    "Checked Mum's pill organiser and Wednesday's slot was still full, so she forgot them. Her back is sore as usual, can she take them late?",
    'The blister pack looked still full this morning, so I must have skipped a day. My back ache is the same. Does it matter?',
    'My tablet tub is still full because the GP changed my painkillers. Lower back stiff. Should I bring them to clinic?',
    'The dosette box was still full at teatime, I had forgotten my back tablets. What should I do about the missed dose?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'My bladder is still full after I go and my back is agony',
    'I feel still full after weeing, back agony',
    'The pill box is still full, and my bladder feels still full even after the loo, back pain',
    'Bladder still full after a wee ever since my back went yesterday',
  ])('still raises a bladder that does not empty: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bladder');
  });
});
