/*
 * All of one's tablets taken as the usual round is no overdose (medicines-taken-as-usual.test.ts), but the same
 * person then very drowsy or confused may not have taken the usual round: NHS.UK poisoning says 999 for someone
 * drowsy after swallowing something, so the overdose entry (emergency) holds. The usual round told with no change, a
 * slight drowsiness as always, or confusion about a thing (a label, a pharmacy) stays ordinary. The drowsiness may be
 * told in a sentence of its own after the tablets, of a pronoun or 'now' ('… as usual. Now she's very drowsy'); not of
 * someone else named there ('The baby is so sleepy today').
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

describe('the usual round, then very drowsy or confused in the next sentence', () => {
  it.each([
    "Grandpa had all his tablets at breakfast as normal. Now he's really muddled.",
    'My wife took all her pills like she always does. She seems very confused now.',
    'Took all my meds as prescribed. Now I am so sleepy I can hardly stand.',
    "Nan swallowed all her morning tablets as usual. Since then she's been extremely drowsy.",
    'Dad took all his evening meds as usual. He is totally disorientated.',
    "Mum had all her pills as normal this morning. She's unusually drowsy.",
  ])('raises an overdose for %j', (message) => {
    expect(triageByRules(message)).toContain(OVERDOSE);
  });
});

describe('the usual round, then nothing new or someone else in the next sentence', () => {
  it.each([
    'Took all my meds as prescribed. My back still aches though.',
    "Grandpa had all his tablets at breakfast as normal. He's fine and asking about physio.",
    'Took all my meds as usual. Feeling a bit sleepy as always.',
    "Took all my tablets as prescribed. I'm so confused by the new appointment letter.",
    'Took all my tablets as usual. The baby is so sleepy today.',
    'I took all my tablets as usual this morning. My son is really confused by his homework.',
  ])('raises no overdose for %j', (message) => {
    expect(triageByRules(message)).not.toContain(OVERDOSE);
  });
});
