import { triageByRules } from '../../domain/triage/triage-message';

const OVERDOSE = 'overdose-or-poisoning';

describe("overdose: 'took them all' told without a subject, beside a farewell", () => {
  it.each([
    'took them all, tell my husband i love him',
    'taken them all. tell mum I love her x',
    'took the lot. tell the boys i love them',
    'had them all. goodbye',
  ])('raises an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain(OVERDOSE);
  });

  it.each([
    'took them all as prescribed and the course is done now, tell my husband i love him',
    'took them all back to the chemist, tell my husband i love him for sorting it',
    'my op is six hours long tomorrow, tell my husband I love him if anything happens',
    'took them all shopping this morning, tell mum i love her for the lift',
  ])('no overdose with no act told, or people or tablets taken somewhere: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(OVERDOSE);
  });
});

describe("overdose: people taken swimming ('swimming' a loose word) are no tablets taken", () => {
  it.each([
    'my husband has taken them all swimming this afternoon, my back is sore from the lifting',
    'took them all swimming, goodbye peace and quiet',
  ])('no overdose: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(OVERDOSE);
  });

  it('still raises tablets taken, told beside swimming in another sentence: "took them all. goodbye. no more swimming"', () => {
    expect(triageByRules('took them all. goodbye. no more swimming')).toContain(OVERDOSE);
  });
});
