/*
 * Overdoses and poisonings told in plain words, without 'overdose': medicines that share paracetamol taken one after
 * another, a whole pack with its article dropped, someone else's tablets on top of one's own, a day's tablets taken
 * several times over, patches stacked; and the look-alikes that stay ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const OVERDOSE = 'overdose-or-poisoning';

describe('medicines that share paracetamol, taken one after another', () => {
  it.each([
    'had some paracetamol this morning, then beechams at lunch and now solpadeine for the headache',
    'I took paracetamol then cocodamol a few hours later and then more paracetamol',
  ])('raises an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain(OVERDOSE);
  });

  it('does not raise for paracetamol, then a painkiller without it', () => {
    expect(triageByRules('took paracetamol, then switched to ibuprofen the next day')).not.toContain(OVERDOSE);
  });
});

describe('a whole pack taken, its article dropped', () => {
  it('raises an overdose', () => {
    expect(triageByRules('by mistake took whole box of ibuprofen since breakfast')).toContain(OVERDOSE);
    expect(triageByRules('he took entire strip of codeine today')).toContain(OVERDOSE);
  });

  it('does not raise for a whole pack bought or carried', () => {
    expect(triageByRules('bought whole box of ibuprofen in case the back flares on holiday')).toEqual([]);
  });
});
