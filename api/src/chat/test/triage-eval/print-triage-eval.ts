/**
 * `npm run eval:triage [-- --split development|held-out] [--rules-only]`: the triage's recall and false-alarm rate
 * on each split of the labelled set, per catalogue entry, with every miss, false alarm and under-triaged message.
 * Rules are written, and the second net (second-net/) trained, on the development split alone; the held-out split is
 * only measured. `--rules-only` measures the rules without the net. A listed message shows the entries the reply
 * names, then in brackets any companion the net raised for its urgency alone (its action is given, its words not).
 */
import { RED_FLAG_CATALOGUE } from '@clinic/content';
import { triageByRules } from '../../domain/triage/triage-message';
import { namedOnly, type TriageResult } from '../../domain/triage/triage-result';
import { evaluateTriage, type TriageEvaluation, type TriagedCase } from './evaluate-triage';
import { TRIAGE_CASES } from './triage-cases';
import { splitOf, type TriageSplit } from './triage-split';

const SPLITS: readonly TriageSplit[] = ['development', 'held-out'];

function requestedSplits(argv: readonly string[]): readonly TriageSplit[] {
  const index = argv.indexOf('--split');
  if (index < 0) return SPLITS;
  const split = argv[index + 1] as TriageSplit;
  if (!SPLITS.includes(split)) throw new Error(`--split must be one of: ${SPLITS.join(', ')}`);
  return [split];
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
/** The entries named, then any companion raised only for its urgency: "cancer-night-pain (+ heart-attack)". */
const raised = ({ named, companions }: TriageResult) =>
  `${named.join(', ') || 'nothing'}${companions.length > 0 ? ` (+ ${companions.join(', ')})` : ''}`;
const listed = (label: string, cases: readonly TriagedCase[]) =>
  cases.map(
    ({ message, entryId, triage }) =>
      `  ${label} [${entryId ?? 'ordinary'} -> ${raised(triage)}] ${message.replace(/\s+/g, ' ')}`,
  );

function report(split: string, result: TriageEvaluation): string[] {
  const actionOf = new Map(RED_FLAG_CATALOGUE.map((entry) => [entry.id, entry.action]));
  const rows = [...result.entries]
    .sort((a, b) => a.entryId.localeCompare(b.entryId))
    .map(
      (entry) =>
        `  ${entry.entryId.padEnd(36)} ${(actionOf.get(entry.entryId) ?? '?').padEnd(14)} ${String(entry.messages).padStart(4)} ${percent(entry.caught / entry.messages).padStart(7)} ${percent(entry.exact / entry.messages).padStart(7)} ${String(entry.underTriaged).padStart(6)}`,
    );
  return [
    `${split}: ${result.redFlagCount + result.ordinaryCount} messages (${result.redFlagCount} red-flag, ${result.ordinaryCount} ordinary)`,
    // The count beside the share: one miss in 3,000 rounds to 100.0%.
    `  recall           ${percent(result.recall)}  (${result.missed.length} missed; target 100%)`,
    `  false-alarm rate ${percent(result.falseAlarmRate)}  (${result.falseAlarms.length}; target at most 5%)`,
    `  under-triage     ${result.underTriaged.length}  (raised, but with a less urgent action than the entry's)`,
    `  ${'entry'.padEnd(36)} ${'action'.padEnd(14)} ${'n'.padStart(4)} ${'recall'.padStart(7)} ${'entry'.padStart(7)} ${'under'.padStart(6)}`,
    ...rows,
    ...listed('missed:      ', result.missed),
    ...listed('false alarm: ', result.falseAlarms),
    ...listed('under-triage:', result.underTriaged),
    '',
  ];
}

const argv = process.argv.slice(2);
const rulesOnly = argv.includes('--rules-only');
const lines = requestedSplits(argv).flatMap((split) =>
  report(
    rulesOnly ? `${split} (rules alone)` : split,
    evaluateTriage(
      TRIAGE_CASES.filter((each) => splitOf(each.message) === split),
      rulesOnly ? (message) => namedOnly(triageByRules(message)) : undefined,
    ),
  ),
);
process.stdout.write(`${lines.join('\n')}\n`);
