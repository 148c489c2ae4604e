/** `npm run eval:triage`: prints the triage's recall and false-alarm rate on the labelled evaluation set. */
import { evaluateTriage } from './evaluate-triage';
import { TRIAGE_EVAL_SET } from './triage-eval-set';

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const result = evaluateTriage(TRIAGE_EVAL_SET);
const lines = [
  `Red-flag triage on ${TRIAGE_EVAL_SET.length} labelled messages (${result.redFlagCount} red-flag, ${result.ordinaryCount} ordinary)`,
  `  recall           ${percent(result.recall)}  (target 100%)`,
  `  false-alarm rate ${percent(result.falseAlarmRate)}  (target at most 5%)`,
  ...result.missed.map((message) => `  missed:      ${message}`),
  ...result.falseAlarms.map((message) => `  false alarm: ${message}`),
  ...result.wrongCategory.map((message) => `  caught, other category: ${message}`),
];
process.stdout.write(`${lines.join('\n')}\n`);
