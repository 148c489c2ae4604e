/**
 * `npx tsx api/src/chat/test/triage-net/net-false-alarms-cli.ts [--cache FILE]`: the second net's own false alarms
 * (ordinary messages the rules do not raise and the net alone does) against the red flags only the net catches, out
 * of fold on the development split alone (5-fold, as `npm run train:triage`), for each way of gating the net alone
 * that was tried: at today's threshold, and at thresholds re-chosen for each count of false alarms. No held-out
 * message is read. --cache keeps the out-of-fold probabilities in FILE between runs.
 */
import { RED_FLAG_CATALOGUE } from '@clinic/content';
import { WORD_CLASSES } from '../../domain/triage/find-mentions';
import { NET_CLASS_MEMBERS_AT_MOST } from '../../domain/triage/second-net/net-features';
import type { WindowReading } from '../../domain/triage/triage-message';
import { calibrated, fitTemperature } from './calibrate-net';
import {
  cachedOutOfFold,
  type NetAloneGate,
  netAloneFigures,
  thresholdForFalseAlarms,
  withReadings,
} from './net-false-alarms';
import { chooseThreshold, NET_CLASSES, readDevelopmentCases } from './train-triage-net';

const COMPLAINT_CONCEPTS = new Set([
  'spinal-pain',
  'persistent-pain',
  'worsening-pain',
  'severe-or-worsening-pain',
  'minor-fall',
]);

const conceptsOf = (readings: readonly WindowReading[]) =>
  new Set(readings.flatMap(({ mentions }) => mentions.map((mention) => mention.concept as string)));

/** Each entry's own concepts (its triggers', spinal pain aside), and those of every entry of its category. */
const ownConcepts = new Map(
  RED_FLAG_CATALOGUE.map((entry) => [
    entry.id,
    new Set(entry.triggers.flatMap((trigger) => trigger.all as readonly string[]).filter((c) => c !== 'spinal-pain')),
  ]),
);
const categoryConcepts = new Map(
  RED_FLAG_CATALOGUE.map((entry) => [
    entry.id,
    new Set(
      RED_FLAG_CATALOGUE.filter((other) => other.category === entry.category).flatMap((other) => [
        ...ownConcepts.get(other.id)!,
      ]),
    ),
  ]),
);

const membersOf = new Map<string, number>();
for (const classes of WORD_CLASSES.values())
  for (const name of classes) membersOf.set(name, (membersOf.get(name) ?? 0) + 1);

const anyConcept = (readings: readonly WindowReading[]) =>
  [...conceptsOf(readings)].some((concept) => !COMPLAINT_CONCEPTS.has(concept));
const kindConcept = (readings: readonly WindowReading[], entryId: string, within: Map<string, Set<string>>) =>
  [...conceptsOf(readings)].some((concept) => within.get(entryId)?.has(concept));
const narrowClassWord = (readings: readonly WindowReading[]) =>
  readings.some(({ tokens }) =>
    tokens.some((token) =>
      (WORD_CLASSES.get(token.base) ?? []).some((name) => membersOf.get(name)! <= NET_CLASS_MEMBERS_AT_MOST),
    ),
  );

const GATES: [string, NetAloneGate][] = [
  ['today (plain-complaint gate only)', () => true],
  ["any concept mentioned (not a plain complaint's)", (readings) => anyConcept(readings)],
  ["a concept of the entry's triggers mentioned", (readings, entryId) => kindConcept(readings, entryId, ownConcepts)],
  [
    "a concept of the entry's category mentioned",
    (readings, entryId) => kindConcept(readings, entryId, categoryConcepts),
  ],
  ['any concept or narrow-class word', (readings) => anyConcept(readings) || narrowClassWord(readings)],
  ...[0.22, 0.25, 0.3, 0.4, 0.5].map((higher): [string, NetAloneGate] => [
    `no concept mentioned: threshold ${higher}`,
    (readings, _entryId, urgency) => anyConcept(readings) || urgency >= higher,
  ]),
  ...[0.22, 0.25, 0.3, 0.4].map((higher): [string, NetAloneGate] => [
    `no concept of the category: threshold ${higher}`,
    (readings, entryId, urgency) => kindConcept(readings, entryId, categoryConcepts) || urgency >= higher,
  ]),
];

const cachePath = process.argv.includes('--cache') ? process.argv[process.argv.indexOf('--cache') + 1] : undefined;
const readCases = readDevelopmentCases();
const cases = withReadings(readCases);
const asFitted = cachedOutOfFold(readCases, cachePath);
const temperature = fitTemperature(readCases, asFitted.probabilities);
const outOfFold = calibrated(asFitted, temperature);
const threshold = chooseThreshold(readCases, outOfFold.probabilities);
const ordinary = readCases.filter((each) => each.entryId === null).length;
const redFlags = readCases.length - ordinary;
const rulesMissed = readCases.filter((each) => each.entryId !== null && each.rules.length === 0).length;
const rulesFalseAlarms = readCases.filter((each) => each.entryId === null && each.rules.length > 0).length;

const row = (name: string, f: ReturnType<typeof netAloneFigures>) =>
  `  ${name.padEnd(48)} thr ${f.threshold.toFixed(3)}  net false alarms ${String(f.falseAlarms).padStart(2)}` +
  `  net-only catches ${String(f.netOnlyCatches).padStart(2)}/${rulesMissed}` +
  `  concepts hidden: net ${f.hiddenCatches}/${redFlags}, missed by both ${f.hiddenMissed}`;

const lines = [
  `development split, out of fold (5-fold); ${ordinary} ordinary (rules raise ${rulesFalseAlarms}), ` +
    `${redFlags} red flags (rules miss ${rulesMissed}); temperature ${temperature}, threshold ${threshold}`,
  `at today's threshold:`,
  ...GATES.map(([name, gate]) => row(name, netAloneFigures(cases, outOfFold, NET_CLASSES, threshold, gate))),
  `at the threshold re-chosen for each count of the net's false alarms:`,
];
for (const [name, gate] of GATES) {
  for (const allowed of [10, 20, 30, 40]) {
    const at = thresholdForFalseAlarms(cases, outOfFold, NET_CLASSES, gate, allowed);
    lines.push(row(`${name} (<= ${allowed})`, netAloneFigures(cases, outOfFold, NET_CLASSES, at, gate)));
  }
}
process.stdout.write(`${lines.join('\n')}\n`);
