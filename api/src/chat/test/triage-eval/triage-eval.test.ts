import { evaluateTriage, type TriageEvaluation } from './evaluate-triage';
import { TRIAGE_CASES } from './triage-cases';
import { splitOf, type TriageSplit } from './triage-split';

/**
 * The issue's targets are recall 100 % and false alarms at most 5 % on both splits. What the chat's triage (the rules
 * with the second net beside them) reaches today is asserted as a floor (and a ceiling), so that a change that loses
 * ground fails here, and the figures are printed:
 * - development: rules are written, and the net trained, on it; recall 100 % (0 of 996 missed; the rules alone miss
 *   one of the short messages added for issue 25's terse openers, which the net catches); false alarms 0 % (0 of
 *   563), ceiling 0.5 %;
 * - held-out: evaluated, never tuned against. Recall 96.9 % (15 of 477 missed), floor 96.8 %; false alarms
 *   6.9 % (19 of 274), above the issue's 5 %: the net's price, recorded in the hazard log (H1) for clinical review.
 *   Its ceiling is 7 %, so that more false alarms fail here. (The short messages added for the net raising terse
 *   ordinary openers landed 58 new messages here by hash; before them the split scored 96.3 % and 8.7 %.)
 * `npm run eval:triage` lists every miss and false alarm behind these figures (`-- --rules-only` for the rules alone).
 */
const BOUNDS: Record<TriageSplit, { recallAtLeast: number; falseAlarmsAtMost: number }> = {
  development: { recallAtLeast: 1, falseAlarmsAtMost: 0.005 },
  'held-out': { recallAtLeast: 0.968, falseAlarmsAtMost: 0.07 },
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
