/**
 * `npm run pipeline -- <app> [--step <id>] [--main]`: runs an app's pipeline steps (infra/src/ci/pipelines.ts) in
 * order, as its workflow in .github/workflows/ does, and stops at the first failure. Release and promote run only with
 * --main (the workflow runs them on the main branch).
 */
import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '../workspaces/workspaces';
import { pipelineOf } from './pipelines';

const args = process.argv.slice(2);
const app = args[0] ?? '';
const stepIndex = args.indexOf('--step');
const onlyStep = stepIndex >= 0 ? args[stepIndex + 1] : undefined;
const onMain = args.includes('--main');

const pipeline = pipelineOf(app);
const steps = onlyStep
  ? pipeline.steps.filter((step) => step.id === onlyStep)
  : pipeline.steps.filter((step) => step.only !== 'main' || onMain);
if (steps.length === 0) throw new Error(`${app} has no step "${onlyStep}"`);

for (const step of steps) {
  console.log(`\n▶ ${app} · ${step.name}\n  $ ${step.run}`);
  const started = Date.now();
  const { status } = spawnSync(step.run, { cwd: REPO_ROOT, shell: true, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`✖ ${app} · ${step.name} failed (exit ${status}) after ${seconds} s`);
    process.exit(1);
  }
  console.log(`✔ ${app} · ${step.name} (${seconds} s)`);
}
const skipped = pipeline.steps.length - steps.length;
console.log(
  `\n${app}: ${steps.length} step(s) passed${skipped > 0 && !onlyStep ? `; ${skipped} main-branch step(s) not run (add --main)` : ''}`,
);
