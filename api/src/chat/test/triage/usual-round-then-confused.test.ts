/*
 * All of one's tablets taken as the usual round is no overdose (medicines-taken-as-usual.test.ts), but the same
 * person then very drowsy or confused may not have taken the usual round: NHS.UK poisoning says 999 for someone
 * drowsy after swallowing something, so the overdose entry (emergency) holds. The usual round told with no change, a
 * slight drowsiness as always, or confusion about a thing (a label, a pharmacy) stays ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const OVERDOSE = 'overdose-or-poisoning';

describe('the usual round, then very drowsy or confused', () => {
  it.each([
    "dad took all his tablets as normal at breakfast, and he's really sleepy and muddled now",
    'nan has taken all of her morning pills like always but now she seems confused',
    "my husband swallowed all his tablets at 8 as he always does, and since then he's been extremely drowsy",
    'grandad took all his evening meds as usual and has become disorientated',
    "she took all her tablets after breakfast, same as every day, now she's completely confused about where she is",
    'I took all my tablets as prescribed this morning and now I am so drowsy I can barely talk',
  ])('raises an overdose for %j', (message) => {
    expect(triageByRules(message)).toContain(OVERDOSE);
  });
});

describe('the usual round, with nothing new or a puzzle', () => {
  it.each([
    'took my tablets as usual, feeling fine',
    'took all my tablets as usual, feeling a bit drowsy as always',
    "I took all my tablets as prescribed but I'm confused about the new times on the label",
    "mum took all her tablets as usual this morning and she's fine",
    "dad took all his tablets this morning as usual, he's a bit sleepy after lunch like always",
    "took all her tablets as usual, I'm so confused by the new pharmacy",
  ])('raises no overdose for %j', (message) => {
    expect(triageByRules(message)).not.toContain(OVERDOSE);
  });
});
