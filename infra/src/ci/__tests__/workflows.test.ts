import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { REPO_ROOT } from '../../workspaces/workspaces';
import { pipelines } from '../pipelines';

interface Workflow {
  on: { push: { paths: string[] }; pull_request: { paths: string[] } };
  jobs: Record<string, { steps: Array<{ run?: string; uses?: string }> }>;
}

const APPS = ['shell', 'mf-content', 'mf-booking', 'mf-chat', 'mf-admin', 'api'];
const readWorkflow = (app: string) =>
  load(fs.readFileSync(path.join(REPO_ROOT, 'infra/ci', `${app}.yml`), 'utf8')) as Workflow;

describe('per-app workflows in infra/ci', () => {
  it('exist for every app and nothing else', () => {
    expect(fs.readdirSync(path.join(REPO_ROOT, 'infra/ci')).sort()).toEqual(APPS.map((app) => `${app}.yml`).sort());
    expect(
      pipelines()
        .map((pipeline) => pipeline.app)
        .sort(),
    ).toEqual([...APPS].sort());
  });

  it.each(APPS)('%s.yml parses and calls only steps its pipeline has, each one once', (app) => {
    const workflow = readWorkflow(app);
    const steps = pipelines()
      .find((pipeline) => pipeline.app === app)!
      .steps.map((step) => step.id);
    const called = Object.values(workflow.jobs)
      .flatMap((job) => job.steps)
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
});
