import { evaluateTriage } from './evaluate-triage';
import { TRIAGE_EVAL_SET } from './triage-eval-set';

describe('red-flag triage on the labelled evaluation set', () => {
  const result = evaluateTriage(TRIAGE_EVAL_SET);

  it('is a set of at least 150 messages, about half of them red flags', () => {
    expect(TRIAGE_EVAL_SET.length).toBeGreaterThanOrEqual(150);
    expect(result.redFlagCount / TRIAGE_EVAL_SET.length).toBeGreaterThan(0.4);
    expect(result.redFlagCount / TRIAGE_EVAL_SET.length).toBeLessThan(0.6);
  });

  it('catches every red-flag message (recall 100%)', () => {
    expect(result.missed).toEqual([]);
    expect(result.recall).toBe(1);
  });

  it('raises a false alarm on at most 5% of ordinary messages', () => {
    expect(result.falseAlarmRate).toBeLessThanOrEqual(0.05);
  });
});
