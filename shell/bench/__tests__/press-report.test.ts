import { pressLines, pressVerdict } from '../press-report';
import type { PressScenario } from '../press-scenarios';
import type { PressMeasure } from '../press-to-answer';
import { MOBILE, THIS_MACHINE } from '../profiles';

const scenario = (label: string, floor = false): PressScenario => ({
  label,
  path: '/',
  floor,
  target: () => {
    throw new Error('not pressed in this test');
  },
  answer: { selector: 'main' },
});

const runs = (...wall: number[]) => wall.map((wallMs) => ({ wallMs, inPageMs: wallMs / 10 }));

describe('pressVerdict', () => {
  it('allows the budget beyond the floor, and no more', () => {
    expect(pressVerdict(150, 60, 100)).toEqual({ limitMs: 160, met: true });
    expect(pressVerdict(160, 60, 100)).toEqual({ limitMs: 160, met: true });
    expect(pressVerdict(161, 60, 100)).toEqual({ limitMs: 160, met: false });
  });

  it('gives no verdict without a floor or a measure', () => {
    expect(pressVerdict(150, undefined, 100).met).toBeUndefined();
    expect(pressVerdict(undefined, 60, 100).met).toBeUndefined();
  });
});

describe('pressLines', () => {
  const floor = scenario('Floor', true);
  const chat = scenario('Chat');
  const measures: PressMeasure[] = [
    { scenario: floor, profile: THIS_MACHINE, eachRun: runs(50, 60, 70) },
    { scenario: floor, profile: MOBILE, eachRun: runs(200, 210, 220) },
    { scenario: chat, profile: THIS_MACHINE, eachRun: runs(100, 150, 900) },
    { scenario: chat, profile: MOBILE, eachRun: runs(900, 1000, 1100) },
  ];
  const row = (lines: string[], label: string) => lines.find((line) => line.startsWith(label)) ?? '';

  it("judges each press by each profile's floor and budget, on the medians", () => {
    const lines = pressLines(measures, [THIS_MACHINE, MOBILE], 'located');
    // This machine: wall 150 ≤ 60 + 100, in page 15 ≤ 6 + 100; mobile: wall 1000 > 210 + 200, in page 100 ≤ 21 + 200.
    expect(row(lines, 'Chat').match(/\b(yes|NO)\b/g)).toEqual(['yes', 'yes', 'NO', 'yes']);
    expect(lines).toContain('  within budget: 3/4 (both measures, both profiles)');
  });

  it('says whether finding the target was timed', () => {
    const located = pressLines(measures, [THIS_MACHINE], 'located');
    const locating = pressLines(measures, [THIS_MACHINE], 'locating');
    expect(located.some((line) => line.includes('target found first (untimed)'))).toBe(true);
    expect(locating.some((line) => line.includes('finds the target by role and name, in the time'))).toBe(true);
  });

  it('gives the floor no verdict, and says why a run failed', () => {
    const failed = [...measures, { scenario: scenario('Menu'), profile: MOBILE, eachRun: [], problem: 'timed out' }];
    const lines = pressLines(failed, [THIS_MACHINE, MOBILE], 'located');
    expect(row(lines, 'Floor')).not.toMatch(/\b(yes|NO)\b/);
    expect(lines.some((line) => line.includes('Menu · ') && line.includes('failed run: timed out'))).toBe(true);
  });
});
