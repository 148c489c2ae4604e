/*
 * A day's medicines taken as usual or as prescribed are not an overdose: 'took all his tablets this morning as
 * usual' is the morning round, not the whole supply. The same words with a count, a container or 'at once' still
 * raise.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const OVERDOSE = 'overdose-or-poisoning';

describe("all of one's tablets, told as the usual round", () => {
  it.each([
    ['as usual', 'my dad took all his tablets this morning as usual'],
    ['as prescribed', "I've taken all my tablets today as prescribed, can I still have a glass of wine?"],
    ['as normal', 'nan has taken all of her pills as normal, she just has a sore back'],
    ['like always', 'she took all her meds with her porridge like always and then did her back exercises'],
    ['the same as every day', 'grandad took all his tablets after breakfast, same as every day'],
    ['the morning round named', 'I took all my morning tablets and now my back feels a bit easier'],
    ['as he always does', 'my husband swallowed all his tablets at 8 as he always does'],
  ])('does not raise overdose for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain(OVERDOSE);
  });

  it.each([
    ['all at once', 'my mum took all her tablets at once'],
    ['a whole strip', 'he swallowed a whole strip of co-codamol'],
    ['a count', 'I took 20 paracetamol'],
    ['all of them, no round told', 'my dad took all his tablets and is really drowsy'],
    [
      'the whole box beside the usual round',
      'she took all her tablets as usual and then took the whole box of paracetamol',
    ],
    ['the whole supply', "I've taken all my tablets, the whole month's supply"],
    ['all of them with a goodbye', 'took all my tablets. sorry everyone'],
  ])('raises overdose for %s', (_case, message) => {
    expect(triageByRules(message)).toContain(OVERDOSE);
  });
});
