/*
 * Two medicines with paracetamol in them are an overdose risk only when both are taken: the second one named and
 * said not to have been taken ('remembered my Lemsip has paracetamol too, but I haven't taken it') is a question
 * asked in time. Both taken, or the second denied only as a thing not known, still raise.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const OVERDOSE = 'overdose-or-poisoning';

describe('a second medicine with the same drug, not taken', () => {
  it.each([
    [
      'not taken, named',
      "I had paracetamol at lunch and then saw the Lemsip also has paracetamol, so I didn't take the Lemsip",
    ],
    ['not taken yet', 'took two paracetamol then realised my Beechams has paracetamol in it too, not taken it yet'],
    ['stopped before', 'I took paracetamol and then nearly had a Lemsip but stopped myself, do they both contain it?'],
    ['checked before', 'mum had her paracetamol then went for the co-codamol but checked the box before she took any'],
    ['have not had it', "he's had paracetamol today and then asked about Sudafed, he hasn't had the Sudafed"],
    ['never took it', 'paracetamol this morning then the Lemsip sachet was on the side but I never took it'],
  ])('does not raise overdose for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain(OVERDOSE);
  });

  it.each([
    ['both taken', 'I took two paracetamol this morning and then a Lemsip, forgot it has paracetamol in it'],
    ['both taken, then one denied of another', "took paracetamol then co-codamol, didn't take the ibuprofen though"],
    ['the danger not known', "she had paracetamol then Lemsip, she didn't know they both contain paracetamol"],
    ['taken in a count', 'I took 8 paracetamol and then 2 Lemsips on top'],
    ['several on top', 'took paracetamol, then Lemsip, then Solpadeine, is that too much?'],
  ])('raises overdose for %s', (_case, message) => {
    expect(triageByRules(message)).toContain(OVERDOSE);
  });
});
