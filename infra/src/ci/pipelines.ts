import { REMOTE_LIST, type RemoteDefinition } from '@clinic/contracts/remotes';
import { workspaceDependencyFolders } from '../workspaces/workspaces';

export const ENVIRONMENTS = ['local', 'staging', 'production'] as const;

/** Debian's and Ubuntu's package with both `prometheus` and `promtool`. */
const PROMETHEUS = ['prometheus'] as const;

export interface PipelineStep {
  /** Stable id: `npm run pipeline -- <app> --step <id>` and the workflow step ids. */
  id: string;
  name: string;
  /** Shell command, run from the repo root. */
  run: string;
  /** 'main': only on the main branch (release and promote). */
  only?: 'main';
  /** In CI, runs in its own job with a MongoDB replica set (MONGODB_URI); locally its suites report as skipped. */
  mongodb?: true;
  /**
   * Debian/Ubuntu packages its tests use (the workflow installs them with apt-get first); where one is missing, those
   * tests report as skipped, with the reason.
   */
  systemPackages?: readonly string[];
}

export interface Pipeline {
  app: string;
  folder: string;
  steps: PipelineStep[];
}

/** Repo-level files every pipeline depends on besides its app and packages. */
const SHARED_INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'turbo.json',
  'eslint.config.mjs',
  '.prettierrc.json',
  'infra/src/ci/**',
  'infra/src/registry/**',
  'infra/src/workspaces/**',
  // compat, release and promote: the shell's and every remote's pipeline runs them.
  'infra/src/releases/**',
];

/** The folders whose changes trigger an app's pipeline: its own, the workspaces it uses, the shared config. */
export const pipelineInputs = (folder: string): string[] => [
  `${folder}/**`,
  // The API's pipeline also owns the production stack (Dockerfile, nginx, compose) and the delivery tooling's tests.
  ...(folder === 'api' ? ['infra/**'] : []),
  ...workspaceDependencyFolders(folder).map((dependency) => `${dependency}/**`),
  ...SHARED_INPUTS,
  `.github/workflows/${folder}.yml`,
];

function commonSteps(folder: string): PipelineStep[] {
  const workspace = `@clinic/${folder}`;
  const lintTargets = [folder, ...workspaceDependencyFolders(folder)].join(' ');
  return [
    { id: 'typecheck', name: 'Typecheck', run: `npm run typecheck -w ${workspace}` },
    // The files derived from the remote registry (this workflow included) match it.
    { id: 'registry', name: 'Registry-derived files', run: 'npx tsx infra/src/registry/sync.ts --check' },
    {
      id: 'lint',
      name: 'Lint and format',
      run: `npx eslint ${lintTargets} --max-warnings=0 && npx prettier --check ${lintTargets}`,
    },
    { id: 'test', name: 'Unit tests', run: `npm run test -w ${workspace}` },
    { id: 'build', name: 'Build', run: `npx turbo run build --filter=${workspace}` },
  ];
}

/** Compatibility gate (issue 11 part 2) for each environment: `npm run compat` exits 1 with the reasons. */
const compatSteps = (remotes: readonly RemoteDefinition[]): PipelineStep[] =>
  ENVIRONMENTS.map((env) => ({
    id: `compat-${env}`,
    name: `Compatibility gate: ${env}`,
    run: remotes.map((remote) => `npm run compat -- --env ${env} ${remote.folder}`).join(' && '),
  }));

const messagesStep = (folder: string): PipelineStep => ({
  id: 'messages',
  name: 'Messages precompiled',
  run: `npx tsx packages/build-config/scripts/check-compiled-messages.ts ${folder}`,
});

function remotePipeline(remote: RemoteDefinition): Pipeline {
  return {
    app: remote.folder,
    folder: remote.folder,
    steps: [
      ...commonSteps(remote.folder),
      messagesStep(remote.folder),
      ...compatSteps([remote]),
      { id: 'release', name: 'Release', run: `npm run release -- ${remote.folder}`, only: 'main' },
      {
        id: 'promote-staging',
        name: 'Promote to staging',
        run: `npm run promote -- --env staging ${remote.folder} "$(npx tsx infra/src/releases/entry-points/latest-release-cli.ts ${remote.folder})"`,
        only: 'main',
      },
    ],
  };
}

/** Every app's pipeline: the shell, one per registry remote, the API. */
export function pipelines(): Pipeline[] {
  return [
    {
      app: 'shell',
      folder: 'shell',
      // A new shell must still run every remote each environment has promoted.
      steps: [...commonSteps('shell'), messagesStep('shell'), ...compatSteps(REMOTE_LIST)],
    },
    ...REMOTE_LIST.map(remotePipeline),
    {
      app: 'api',
      folder: 'api',
      steps: [
        // The API's tests start a real Prometheus scraping it (the alert end to end); the infra tests run promtool.
        ...commonSteps('api').map((step) => (step.id === 'test' ? { ...step, systemPackages: PROMETHEUS } : step)),
        {
          id: 'infra',
          name: 'Production stack, monitoring and delivery tooling tests',
          run: 'npm run test -w @clinic/infra',
          systemPackages: PROMETHEUS,
        },
        {
          id: 'storage-mongodb',
          name: 'Storage contract suite (MongoDB)',
          run: 'npm run test -w @clinic/api -- mongo-',
          mongodb: true,
        },
      ],
    },
  ];
}

export function pipelineOf(app: string): Pipeline {
  const pipeline = pipelines().find((candidate) => candidate.app === app);
  if (!pipeline)
    throw new Error(
      `No pipeline "${app}"; one of: ${pipelines()
        .map((p) => p.app)
        .join(', ')}`,
    );
  return pipeline;
}
