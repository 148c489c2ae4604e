import { dump } from 'js-yaml';
import type { DerivedFile } from '../registry/derived-files';
import { pipelineInputs, pipelines, type Pipeline, type PipelineStep } from './pipelines';

const NODE_VERSION = '20.19';
const ON_MAIN = "github.event_name == 'push' && github.ref == 'refs/heads/main'";
const SETUP = [
  { uses: 'actions/checkout@v4' },
  { uses: 'actions/setup-node@v4', with: { 'node-version': NODE_VERSION, cache: 'npm' } },
  { name: 'Install', run: 'npm ci' },
];

/**
 * The storage contract suite against a real MongoDB. A single-node replica set (the stores use transactions): a
 * `services:` container cannot be given mongod's --replSet, so the job starts the same image itself.
 */
const mongoJob = (pipeline: Pipeline, steps: PipelineStep[]) => ({
  name: 'Storage contract suite (MongoDB)',
  'runs-on': 'ubuntu-latest',
  env: { MONGODB_URI: 'mongodb://127.0.0.1:27017/clinic?replicaSet=rs0&directConnection=true' },
  steps: [
    ...SETUP,
    ...systemPackagesStep(steps),
    {
      name: 'MongoDB single-node replica set',
      run: [
        'docker run -d --name mongo -p 27017:27017 mongo:8 --replSet rs0 --bind_ip_all',
        "until docker exec mongo mongosh --quiet --eval \"try { rs.status().ok } catch (e) { rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: '127.0.0.1:27017' }] }).ok }\" | grep -q 1; do sleep 2; done",
      ].join('\n'),
    },
    ...steps.map((step) => workflowStep(pipeline, step)),
  ],
});

/** One apt-get step for the packages the job's steps need (none: no step). */
const systemPackagesStep = (steps: PipelineStep[]) => {
  const packages = [...new Set(steps.flatMap((step) => step.systemPackages ?? []))].sort();
  return packages.length === 0
    ? []
    : [
        {
          name: `System packages: ${packages.join(', ')}`,
          run: `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`,
        },
      ];
};

const workflowStep = (pipeline: Pipeline, step: PipelineStep) => ({
  id: step.id,
  name: step.name,
  ...(step.only === 'main' && { if: ON_MAIN }),
  run: `npm run pipeline -- ${pipeline.app} --step ${step.id}`,
});

function workflow(pipeline: Pipeline) {
  const paths = pipelineInputs(pipeline.folder);
  const mongoSteps = pipeline.steps.filter((step) => step.mongodb);
  const mainSteps = pipeline.steps.filter((step) => !step.mongodb);
  return {
    name: pipeline.app,
    on: { push: { branches: ['main'], paths }, pull_request: { paths } },
    concurrency: { group: `${pipeline.app}-\${{ github.ref }}`, 'cancel-in-progress': true },
    jobs: {
      pipeline: {
        name: `${pipeline.app} pipeline`,
        'runs-on': 'ubuntu-latest',
        steps: [...SETUP, ...systemPackagesStep(mainSteps), ...mainSteps.map((step) => workflowStep(pipeline, step))],
      },
      ...(mongoSteps.length > 0 && { 'storage-mongodb': mongoJob(pipeline, mongoSteps) }),
    },
  };
}

/** Where GitHub Actions reads workflows: only files here run. */
export const WORKFLOWS_DIR = '.github/workflows';

/** .github/workflows/<app>.yml for every pipeline (formatted by the caller). */
export const workflowFiles = (): DerivedFile[] =>
  pipelines().map((pipeline) => ({
    path: `${WORKFLOWS_DIR}/${pipeline.app}.yml`,
    content: `# Generated from infra/src/ci/pipelines.ts by \`npm run registry\`: do not edit.\n${dump(workflow(pipeline), { lineWidth: 120, noRefs: true })}`,
  }));
