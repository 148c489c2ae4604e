import { evaluateTriage, type TriageEvaluation } from './evaluate-triage';
import { TRIAGE_CASES } from './triage-cases';
import { splitOf, type TriageSplit } from './triage-split';

/**
 * The targets are recall 100 % and false alarms at most 5 % on both splits. What the chat's triage (the rules
 * with the second net beside them) reaches is asserted as a floor (and a ceiling), so that a change that loses
 * ground fails here, and the figures are printed:
 * - development: rules are written, and the net trained, on it; recall 100 % (0 of 1,079 missed; the rules alone
 *   miss two, which the net catches); false alarms 0.2 % (1 of 645), ceiling 0.2 % since round 7 (was 0.5 %);
 * - held-out: evaluated, never tuned against. Round 7 added 87 messages to it by hash (34 red-flag, 53 ordinary),
 *   written from the kinds of the independent sets' misses and false alarms: on the enlarged split (511 / 327) the
 *   code before round 7 scores 96.3 % / 9.5 % and round 7's 96.7 % (17 missed) / 7.0 % (23 false alarms). The bounds
 *   set on the split before it (96.8 % / 7 % on 477 / 274) are re-set on the enlarged split to what round 7 reaches
 *   (at least 96.6 %, at most 7.1 %): the code before round 7 fails both.
 *   The false alarms above the 5 % are the net's price, recorded in the hazard log for clinical review.
 * `npm run eval:triage` lists every miss and false alarm behind these figures (`-- --rules-only` for the rules alone).
 */
const BOUNDS: Record<TriageSplit, { recallAtLeast: number; falseAlarmsAtMost: number }> = {
  development: { recallAtLeast: 1, falseAlarmsAtMost: 0.002 },
  'held-out': { recallAtLeast: 0.966, falseAlarmsAtMost: 0.071 },
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
