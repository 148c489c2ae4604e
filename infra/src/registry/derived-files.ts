import fs from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { REMOTE_REGISTRY, REMOTE_LIST, remoteWorkspace, type RemoteKey } from '@clinic/contracts/remotes';
import { REPO_ROOT } from '../workspaces/workspaces';

/** A file (or the part of one) that must equal what the registry implies. */
export interface DerivedFile {
  /** Repo-relative path. */
  path: string;
  content: string;
}

const GENERATED_NOTE = 'Generated from REMOTE_REGISTRY (packages/contracts) by `npm run registry`: do not edit.';

/** The module path of an expose relative to the remote's src/, without extension: './exposes/chat-widget'. */
const fromSrc = (module: string) => `./${path.posix.relative('./src', module).replace(/\.tsx?$/, '')}`;

/**
 * <remote>/src/exposes.typecheck.ts: each expose's default export must be a component taking its contract props,
 * so changing an expose's props in a way the shell does not provide fails that remote's typecheck.
 */
export function exposesTypecheck(key: RemoteKey): string {
  const remote = REMOTE_REGISTRY[key];
  const checks = Object.entries(remote.exposes).map(
    ([name, { module }]) => `  Expose<ExposeProps<'${key}', '${name}'>, typeof import('${fromSrc(module)}')>,`,
  );
  return [
    `// ${GENERATED_NOTE}`,
    "// Each expose must render with the props the shell passes (its contract); this app's typecheck fails otherwise.",
    "import type { ComponentType } from 'react';",
    "import type { ExposeProps } from '@clinic/contracts/remotes';",
    '',
    'type Expose<Props, Module extends { default: ComponentType<Props> }> = Module;',
    '',
    'export type CheckedExposes = [',
    ...checks,
    '];',
    '',
  ].join('\n');
}

const readJson = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8')) as Record<string, unknown>;

/** turbo.json with the shell's build waiting for every remote's (its prerender renders them). */
function turboJson(): string {
  const turbo = readJson('turbo.json') as { tasks: Record<string, { dependsOn?: string[] }> };
  const shellBuild = turbo.tasks['@clinic/shell#build'];
  if (!shellBuild) throw new Error('turbo.json has no @clinic/shell#build task');
  shellBuild.dependsOn = [
    '^build',
    '@clinic/api#build',
    ...REMOTE_LIST.map((remote) => `${remoteWorkspace(remote)}#build`),
  ];
  return JSON.stringify(turbo, null, 2);
}

/** What `npm run dev` serves as /remotes.json: every remote's dev server. */
const devRemotesJson = () =>
  JSON.stringify(
    Object.fromEntries(
      REMOTE_LIST.map((remote) => [remote.container, `http://localhost:${remote.devPort}/mf-manifest.json`]),
    ),
    null,
    2,
  );

/** Every file derived from the registry, formatted as the repo's prettier would. */
export async function registryDerivedFiles(): Promise<DerivedFile[]> {
  const files: DerivedFile[] = [
    ...(Object.keys(REMOTE_REGISTRY) as RemoteKey[]).map((key) => ({
      path: `${REMOTE_REGISTRY[key].folder}/src/exposes.typecheck.ts`,
      content: exposesTypecheck(key),
    })),
    { path: 'shell/dev-public/remotes.json', content: devRemotesJson() },
    { path: 'turbo.json', content: turboJson() },
  ];
  return formatted(files);
}

export const formatted = (files: DerivedFile[]): Promise<DerivedFile[]> =>
  Promise.all(
    files.map(async (file) => {
      const filepath = path.join(REPO_ROOT, file.path);
      return { ...file, content: await format(file.content, { filepath, ...(await resolveConfig(filepath)) }) };
    }),
  );
