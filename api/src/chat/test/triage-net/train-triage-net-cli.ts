/**
 * `npm run train:triage`: trains the triage's second net on the development split alone, chooses its threshold by
 * 5-fold cross-validation there with its temperature (calibration) and companion shares, prints the cross-validated
 * figures (rules alone, net alone, both, the net alone where the rules' lexicon misses each message's own concepts,
 * and the companion shares' table), and writes the
 * model to api/src/chat/domain/triage/second-net/triage-net-model.json. Deterministic: the same cases give the same
 * file.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format } from 'prettier';
import { entriesFromProbabilities, type NetDecision } from '../../domain/triage/second-net/triage-net';
import { withNetReading } from '../../domain/triage/triage';
import { namedOnly } from '../../domain/triage/triage-result';
import { evaluateTriage, type Triage, type TriageEvaluation } from '../triage-eval/evaluate-triage';
import {
  calibrated,
  type CompanionFigures,
  companionTable,
  fitTemperature,
  UNDER_TRIAGE_WEIGHT,
} from './calibrate-net';
import {
  chooseThreshold,
  CV_NET_FALSE_ALARMS_AT_MOST,
  fitTriageNet,
  NET_CLASSES,
  outOfFoldProbabilities,
  readDevelopmentCases,
} from './train-triage-net';

export const MODEL_PATH = resolve(__dirname, '../../domain/triage/second-net/triage-net-model.json');

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const line = (name: string, result: TriageEvaluation) =>
  `  ${name.padEnd(16)} recall ${percent(result.recall).padStart(7)} (${result.missed.length} missed)  ` +
  `false alarms ${percent(result.falseAlarmRate).padStart(6)} (${result.falseAlarms.length})  under-triage ${result.underTriaged.length}`;

const shares = ({ companionAt }: CompanionFigures) =>
  `net alone ${String(companionAt.netAlone).padEnd(5)} beside rules ${String(companionAt.besideRules).padEnd(5)}`;
const companionLine = (figures: CompanionFigures) =>
  `    ${shares(figures)}  under-triage ${figures.underTriaged} (concepts hidden ${figures.underTriagedConceptsHidden})  ` +
  `companions: ordinary ${figures.companionsOrdinary}, non-emergency red flags ${figures.companionsNonEmergency}, ` +
  `concepts hidden ${figures.companionsConceptsHidden}  cost ${figures.cost}`;
const underTriaged = (figures: CompanionFigures) => figures.underTriaged + figures.underTriagedConceptsHidden;
const companions = (figures: CompanionFigures) =>
  figures.companionsOrdinary + figures.companionsNonEmergency + figures.companionsConceptsHidden;
/** The table's rows worth reading: those no other row beats on both under-triage and companions. */
const frontier = (table: readonly CompanionFigures[]) =>
  table.filter(
    (figures) =>
      !table.some(
        (other) =>
          underTriaged(other) <= underTriaged(figures) &&
          companions(other) <= companions(figures) &&
          underTriaged(other) + companions(other) < underTriaged(figures) + companions(figures),
      ),
  );

async function main() {
  const cases = readDevelopmentCases();
  const asFitted = outOfFoldProbabilities(cases);
  const temperature = fitTemperature(cases, asFitted.probabilities);
  const outOfFold = calibrated(asFitted, temperature);
  const threshold = chooseThreshold(cases, outOfFold.probabilities);
  const table = companionTable(cases, outOfFold, { classes: NET_CLASSES, temperature, threshold });
  const decision: NetDecision = { classes: NET_CLASSES, temperature, threshold, companionAt: table[0]!.companionAt };
  const indexOf = new Map(cases.map((each, index) => [each.message, index]));
  const netReading =
    (probabilities: readonly number[][]): Triage =>
    (message) =>
      entriesFromProbabilities(decision, probabilities[indexOf.get(message)!]!, false);
  const netAlone = netReading(outOfFold.probabilities);
  const rulesOf = (message: string) => cases[indexOf.get(message)!]!.rules;
  const rulesAlone: Triage = (message) => namedOnly(rulesOf(message));
  const both: Triage = (message) =>
    withNetReading(
      rulesOf(message),
      entriesFromProbabilities(decision, outOfFold.probabilities[indexOf.get(message)!]!, rulesOf(message).length > 0),
    );
  const [rules, net, combined, hidden] = [rulesAlone, netAlone, both, netReading(outOfFold.ownConceptsHidden)].map(
    (triage) => evaluateTriage(cases, triage),
  );
  const changed = combined!.entries.flatMap((entry) => {
    const before = rules!.entries.find((each) => each.entryId === entry.entryId)!;
    return before.caught === entry.caught
      ? []
      : [`    ${entry.entryId}: ${before.caught} -> ${entry.caught} of ${entry.messages}`];
  });
  const model = fitTriageNet(cases, decision);
  const text = await format(JSON.stringify(model), { parser: 'json', printWidth: 120 });
  writeFileSync(MODEL_PATH, text);
  process.stdout.write(
    [
      `development split, 5-fold cross-validation (the net's figures out of fold; the rules were written on this split)`,
      `temperature ${temperature} (calibrates the net's probabilities out of fold)`,
      `threshold ${threshold} (the net raises at most ${percent(CV_NET_FALSE_ALARMS_AT_MOST)} of ordinary messages beyond the rules)`,
      line('rules alone', rules!),
      line('net alone', net!),
      line('rules + net', combined!),
      `  the net alone, each red-flag message's own concepts hidden from it (as when the rules' lexicon misses them):`,
      line('concepts hidden', hidden!),
      '  caught per entry, where the net changed it:',
      ...(changed.length > 0 ? changed : ['    none']),
      `companion shares (cost: ${UNDER_TRIAGE_WEIGHT} per under-triaged red flag, 1 per companion to an ordinary or non-emergency message); chosen first, then the rows no other beats on both counts:`,
      companionLine(table[0]!),
      ...frontier(table)
        .filter((figures) => figures !== table[0])
        .sort((a, b) => underTriaged(a) - underTriaged(b))
        .map(companionLine),
      `model: ${Object.keys(model.weights).length} features, ${(text.length / 1024).toFixed(0)} KiB -> ${MODEL_PATH}`,
      '',
    ].join('\n'),
  );
}

void main();
