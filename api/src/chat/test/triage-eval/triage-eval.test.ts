import { evaluateTriage } from './evaluate-triage';
import { TRIAGE_CASES } from './triage-cases';
import { splitOf, type TriageSplit } from './triage-split';

describe.each<TriageSplit>(['development', 'held-out'])('red-flag triage on the %s split', (split) => {
  const result = evaluateTriage(TRIAGE_CASES.filter((each) => splitOf(each.message) === split));

  it('catches every red-flag message (recall 100%)', () => {
    expect(result.missed.map(({ message, entryId }) => `${entryId}: ${message}`)).toEqual([]);
    expect(result.recall).toBe(1);
  });

  it('raises a false alarm on at most 5% of ordinary messages', () => {
    expect(result.falseAlarmRate).toBeLessThanOrEqual(0.05);
  });
});
