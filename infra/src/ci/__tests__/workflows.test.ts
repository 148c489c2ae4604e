import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load } from 'js-yaml';
import { REPO_ROOT } from '../../workspaces/workspaces';
import { pipelines } from '../pipelines';
import { WORKFLOWS_DIR } from '../workflows';

interface Step {
  run?: string;
  uses?: string;
  name?: string;
}
interface Workflow {
  on: { push: { paths: string[] }; pull_request: { paths: string[] } };
  jobs: Record<string, { steps: Step[] }>;
}

const APPS = ['shell', 'mf-content', 'mf-booking', 'mf-chat', 'mf-admin', 'api'];
const workflowPath = (app: string) => path.join(REPO_ROOT, WORKFLOWS_DIR, `${app}.yml`);
const readWorkflow = (app: string) => load(fs.readFileSync(workflowPath(app), 'utf8')) as Workflow;
const runSteps = (workflow: Workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps);
/** The action-validator CLI on one file (its workflow schema is compiled into its WebAssembly: no download). */
const validate = (file: string) =>
  spawnSync(process.execPath, [require.resolve('@action-validator/cli/cli.mjs'), file], { encoding: 'utf8' });

describe('per-app workflows in .github/workflows (where GitHub Actions runs them)', () => {
  it('exist for every app and nothing else; infra/ci holds no stale copies', () => {
    expect(fs.readdirSync(path.join(REPO_ROOT, WORKFLOWS_DIR)).sort()).toEqual(APPS.map((app) => `${app}.yml`).sort());
    expect(
      pipelines()
        .map((pipeline) => pipeline.app)
        .sort(),
    ).toEqual([...APPS].sort());
    expect(fs.existsSync(path.join(REPO_ROOT, 'infra/ci'))).toBe(false);
  });

  it.each(APPS)('%s.yml is a valid GitHub Actions workflow (action-validator, its workflow schema)', (app) => {
    const { status, stdout, stderr } = validate(workflowPath(app));
    // It warns that it does not check path globs: the test below checks them.
    expect({ status, errors: stderr.split('\n').filter((line) => !line.startsWith('WARNING: Glob')) }).toEqual({
      status: 0,
      errors: [''],
    });
    expect(stdout).toBe('');
  });

  it('the validator refuses a broken workflow (so the check above can fail)', () => {
    const broken = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'workflow-')), 'broken.yml');
    fs.writeFileSync(broken, fs.readFileSync(workflowPath('api'), 'utf8').replace(/runs-on:/g, 'runs_on:'));
    const { status, stderr } = validate(broken);
    expect(status).toBe(1);
    expect(stderr).toContain("Additional property 'runs_on' is not allowed");
  });

  it.each(APPS)('%s.yml parses and calls only steps its pipeline has, each one once', (app) => {
    const workflow = readWorkflow(app);
    const steps = pipelines()
      .find((pipeline) => pipeline.app === app)!
      .steps.map((step) => step.id);
    const called = runSteps(workflow)
      .flatMap((step) => [...(step.run ?? '').matchAll(/npm run pipeline -- (\S+) --step (\S+)/g)])
      .map((match) => {
        expect(match[1]).toBe(app);
        return match[2];
      });
    expect([...called].sort()).toEqual([...steps].sort());
  });

  it.each(APPS)('%s.yml is triggered by its own folder and only existing paths', (app) => {
    const { paths } = readWorkflow(app).on.push;
    expect(paths).toContain(`${app}/**`);
    expect(paths).toContain(`${WORKFLOWS_DIR}/${app}.yml`);
    expect(readWorkflow(app).on.pull_request.paths).toEqual(paths);
    for (const filter of paths) expect(fs.existsSync(path.join(REPO_ROOT, filter.replace(/\/\*\*$/, '')))).toBe(true);
    // Another app's folder never triggers this one.
    for (const other of APPS.filter((candidate) => candidate !== app)) expect(paths).not.toContain(`${other}/**`);
  });

  it('runs the storage contract suite against MongoDB in the api workflow only', () => {
    const api = readWorkflow('api');
    const mongoJob = Object.values(api.jobs).find((job) => job.steps.some((step) => step.run?.includes('--replSet')));
    expect(mongoJob?.steps.some((step) => step.run?.includes('--step storage-mongodb'))).toBe(true);
    for (const app of APPS.filter((candidate) => candidate !== 'api'))
      expect(JSON.stringify(readWorkflow(app))).not.toContain('mongo');
  });

  it('installs Prometheus (and promtool) before the api tests that use them, and nowhere else', () => {
    const steps = readWorkflow('api').jobs.pipeline!.steps;
    const install = steps.findIndex((step) => /apt-get install .*\bprometheus\b/.test(step.run ?? ''));
    expect(install).toBeGreaterThan(-1);
    for (const id of ['test', 'infra'])
      expect(steps.findIndex((step) => step.run?.endsWith(`--step ${id}`))).toBeGreaterThan(install);
    for (const app of APPS.filter((candidate) => candidate !== 'api'))
      expect(JSON.stringify(readWorkflow(app))).not.toContain('prometheus');
  });
});
