/**
 * `npm run train:triage`: trains the triage's second net on the development split alone, chooses its threshold by
 * 5-fold cross-validation there, prints the cross-validated figures (rules alone, net alone, both, and the net alone
 * where the rules' lexicon misses each message's own concepts), and writes the
 * model to api/src/chat/domain/triage/second-net/triage-net-model.json. Deterministic: the same cases give the same
 * file.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format } from 'prettier';
import { entriesFromProbabilities } from '../../domain/triage/second-net/triage-net';
import { withNetReading } from '../../domain/triage/triage';
import { namedOnly } from '../../domain/triage/triage-result';
import { evaluateTriage, type Triage, type TriageEvaluation } from '../triage-eval/evaluate-triage';
import {
  chooseThreshold,
  CV_FALSE_ALARMS_AT_MOST,
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

async function main() {
  const cases = readDevelopmentCases();
  const outOfFold = outOfFoldProbabilities(cases);
  const threshold = chooseThreshold(cases, outOfFold.probabilities);
  const indexOf = new Map(cases.map((each, index) => [each.message, index]));
  const netReading =
    (probabilities: readonly number[][]): Triage =>
    (message) =>
      entriesFromProbabilities(NET_CLASSES, probabilities[indexOf.get(message)!]!, threshold);
  const netAlone = netReading(outOfFold.probabilities);
  const rulesOf = (message: string) => cases[indexOf.get(message)!]!.rules;
  const rulesAlone: Triage = (message) => namedOnly(rulesOf(message));
  const both: Triage = (message) => withNetReading(rulesOf(message), netAlone(message));
  const [rules, net, combined, hidden] = [rulesAlone, netAlone, both, netReading(outOfFold.ownConceptsHidden)].map(
    (triage) => evaluateTriage(cases, triage),
  );
  const changed = combined!.entries.flatMap((entry) => {
    const before = rules!.entries.find((each) => each.entryId === entry.entryId)!;
    return before.caught === entry.caught
      ? []
      : [`    ${entry.entryId}: ${before.caught} -> ${entry.caught} of ${entry.messages}`];
  });
  const model = fitTriageNet(cases, threshold);
  const text = await format(JSON.stringify(model), { parser: 'json', printWidth: 120 });
  writeFileSync(MODEL_PATH, text);
  process.stdout.write(
    [
      `development split, 5-fold cross-validation (the net's figures out of fold; the rules were written on this split)`,
      `threshold ${threshold} (rules and net together raise at most ${percent(CV_FALSE_ALARMS_AT_MOST)} of ordinary messages)`,
      line('rules alone', rules!),
      line('net alone', net!),
      line('rules + net', combined!),
      `  the net alone, each red-flag message's own concepts hidden from it (as when the rules' lexicon misses them):`,
      line('concepts hidden', hidden!),
      '  caught per entry, where the net changed it:',
      ...(changed.length > 0 ? changed : ['    none']),
      `model: ${Object.keys(model.weights).length} features, ${(text.length / 1024).toFixed(0)} KiB -> ${MODEL_PATH}`,
      '',
    ].join('\n'),
  );
}

void main();
