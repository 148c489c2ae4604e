import type { PressClock, PressMeasure, PressTime } from './press-to-answer';
import type { Profile } from './profiles';
import { median } from './stats';

const LABEL_WIDTH = 46;
const GROUP_WIDTH = 27;

/** A press's median against its floor: within budget when it takes at most `budgetMs` longer than the floor. */
export function pressVerdict(ms: number | undefined, floorMs: number | undefined, budgetMs: number | undefined) {
  if (ms === undefined || floorMs === undefined || budgetMs === undefined)
    return { limitMs: undefined, met: undefined };
  const limitMs = floorMs + budgetMs;
  return { limitMs, met: ms <= limitMs };
}

const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '–' : String(Math.round(value));
const yesNo = (met: boolean | undefined) => (met === undefined ? '–' : met ? 'yes' : 'NO');
const WAYS = ['wallMs', 'inPageMs'] as const satisfies readonly (keyof PressTime)[];
const medianOf = (runs: readonly PressTime[], way: keyof PressTime) =>
  median(runs.map((run) => run[way]).filter((value) => !Number.isNaN(value)));

const CLOCK_LINES: Record<PressClock, string> = {
  located:
    '  wall clock: target found first (untimed), then Playwright clicks it (--press-locating: find it in the time)',
  locating: '  wall clock: Playwright finds the target by role and name, in the time (the first measure)',
};

/**
 * The table of presses, one row each, and for each profile both measures (wall: from asking Playwright to press; in
 * page: from the press's input event), each with its median, its limit (the floor's median of the same measure plus
 * the profile's budget) and whether it is met. Each run follows below the table.
 */
export function pressLines(
  measures: readonly PressMeasure[],
  profiles: readonly Profile[],
  clock: PressClock,
): string[] {
  const floorOf = (profile: Profile, way: keyof PressTime) =>
    medianOf(measures.find((m) => m.scenario.floor && m.profile === profile)?.eachRun ?? [], way);
  const scenarios = [...new Set(measures.map((measure) => measure.scenario))];
  const columns = profiles.flatMap((_, index) =>
    WAYS.map((way) => `| [${index + 1}] ${way === 'wallMs' ? 'wall' : 'in page'}  ≤ ms  ok`.padEnd(GROUP_WIDTH)),
  );
  const lines = [
    'Press → answer visible, median ms (wall: from asking Playwright to press to the frame showing the answer, the',
    "issue's measure; in page: from the press's input event to that frame). Limit: the floor's median + the budget.",
    CLOCK_LINES[clock],
    ...profiles.map((profile, index) => `  [${index + 1}] ${profile.name}: budget floor + ${profile.pressBudgetMs} ms`),
    `${'press'.padEnd(LABEL_WIDTH)} ${columns.join(' ')}`,
  ];
  const runLines: string[] = [];
  const verdicts: (boolean | undefined)[] = [];
  for (const scenario of scenarios) {
    const cells = profiles.flatMap((profile) => {
      const measure = measures.find((m) => m.scenario === scenario && m.profile === profile);
      const runs = measure?.eachRun ?? [];
      runLines.push(
        `    ${scenario.label} · ${profile.name}: ${runs.map((run) => `${run.wallMs} (${ms(run.inPageMs)})`).join(' / ')}` +
          (measure?.problem ? ` · failed run: ${measure.problem}` : ''),
      );
      return WAYS.map((way) => {
        const value = medianOf(runs, way);
        const verdict = scenario.floor
          ? pressVerdict(undefined, undefined, undefined)
          : pressVerdict(value, floorOf(profile, way), profile.pressBudgetMs);
        if (!scenario.floor) verdicts.push(verdict.met);
        return `|   ${ms(value).padStart(9)} ${ms(verdict.limitMs).padStart(5)} ${yesNo(verdict.met).padStart(3)}`.padEnd(
          GROUP_WIDTH,
        );
      });
    });
    lines.push(`${scenario.label.padEnd(LABEL_WIDTH)} ${cells.join(' ')}`);
  }
  const judged = verdicts.filter((met) => met !== undefined);
  return [
    ...lines,
    `  within budget: ${judged.filter(Boolean).length}/${judged.length} (both measures, both profiles)`,
    '  each run, wall (in page):',
    ...runLines,
  ];
}
