import { triageByRules } from '../../domain/triage/triage-message';

describe('a second dose feared, then found by a check not to have been taken, is no overdose', () => {
  it.each([
    'Worried I had taken my evening tablets twice, but the slot in the box was still there untouched so I had not. Can I take them now?',
    'I thought Dad had taken his morning tablets twice, but he had not taken them after all, the pot was full. His back is stiff.',
    'Panicked that I took my painkillers twice, then found the packet unopened so I had not. Silly me. When should I take them?',
    'Thought I took my tablets twice today but I had not after all, I had only counted the old strip.',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'took my tablets twice, feel drowsy',
    'I took my morning tablets twice and now I feel confused and sleepy',
    'Thought I had taken my tablets twice but I had not after all. Now I feel drowsy and confused',
    'I think I took my morning tablets twice. The box is still full so I did not take the evening ones',
    'Took my tablets twice by mistake, I did not realise until now',
    'Gave Mum her tablets twice and she did not know, now she is very sleepy',
  ])('still raises a dose taken twice: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });
});
