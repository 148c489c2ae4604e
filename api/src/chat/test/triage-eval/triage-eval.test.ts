import { evaluateTriage, type TriageEvaluation } from './evaluate-triage';
import { TRIAGE_CASES } from './triage-cases';
import { splitOf, type TriageSplit } from './triage-split';

/**
 * The targets are recall 100 % and false alarms at most 5 % on both splits. What the engine reaches today is
 * asserted as a floor (and a ceiling) so that a change that loses ground fails here, and the figures are printed:
 * - development: false alarms meet the target; recall does not yet (99.7 %, 2 of 745 red-flag messages missed),
 *   so its floor is that figure, to be raised with every rule that closes a miss;
 * - held-out: evaluated, never tuned against. Its recall floor is the measured 91.3 % rounded down (the 100 % is
 *   not met); its false alarms (4.8 %, 8 of 168) meet the ceiling of 5 %, which is asserted.
 * `npm run eval:triage` lists every miss and false alarm behind these figures.
 */
const BOUNDS: Record<TriageSplit, { recallAtLeast: number; falseAlarmsAtMost: number }> = {
  development: { recallAtLeast: 0.997, falseAlarmsAtMost: 0.05 },
  'held-out': { recallAtLeast: 0.9, falseAlarmsAtMost: 0.05 },
};

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const summary = (split: TriageSplit, result: TriageEvaluation) =>
  `${split}: recall ${percent(result.recall)} (${result.missed.length} of ${result.redFlagCount} missed), ` +
  `false alarms ${percent(result.falseAlarmRate)} (${result.falseAlarms.length} of ${result.ordinaryCount}), ` +
  `under-triage ${result.underTriaged.length}`;

describe.each<TriageSplit>(['development', 'held-out'])('red-flag triage on the %s split', (split) => {
  const result = evaluateTriage(TRIAGE_CASES.filter((each) => splitOf(each.message) === split));
  const bounds = BOUNDS[split];

  beforeAll(() => {
    process.stdout.write(`${summary(split, result)}\n`);
  });

  it(`catches at least ${percent(bounds.recallAtLeast)} of red-flag messages`, () => {
    expect(result.redFlagCount).toBeGreaterThan(300);
    expect(result.recall).toBeGreaterThanOrEqual(bounds.recallAtLeast);
  });

  it(`raises a false alarm on at most ${percent(bounds.falseAlarmsAtMost)} of ordinary messages`, () => {
    expect(result.ordinaryCount).toBeGreaterThan(150);
    expect(result.falseAlarmRate).toBeLessThanOrEqual(bounds.falseAlarmsAtMost);
  });

  it('never answers a caught red flag with a less urgent action than its own', () => {
    expect(result.underTriaged.map(({ message, entryId }) => `${entryId}: ${message}`)).toEqual([]);
  });
});
