import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_REGISTRY, type RemoteKey } from '@clinic/contracts/remotes';
import { REPO_ROOT } from '../../workspaces/workspaces';

describe('files derived from the remote registry', () => {
  // Prettier needs native ESM imports, which jest's VM lacks: the check runs as the CLI does.
  it('are up to date (run npm run registry after changing the registry or a pipeline)', () => {
    const { status, stderr } = spawnSync('npx', ['tsx', 'infra/src/registry/sync.ts', '--check'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(stderr.split('\n').filter((line) => line.includes('differs'))).toEqual([]);
    expect(status).toBe(0);
  }, 60_000);

  it.each(Object.keys(REMOTE_REGISTRY) as RemoteKey[])("%s's exposes typecheck covers exactly its exposes", (key) => {
    const remote = REMOTE_REGISTRY[key];
    const check = fs.readFileSync(path.join(REPO_ROOT, remote.folder, 'src/exposes.typecheck.ts'), 'utf8');
    const covered = [...check.matchAll(/ExposeProps<'([^']+)', '([^']+)'>/g)].map((match) => `${match[1]}/${match[2]}`);
    expect(covered.sort()).toEqual(
      Object.keys(remote.exposes)
        .map((name) => `${key}/${name}`)
        .sort(),
    );
    // The remote's own typecheck (tsconfig include 'src') compiles it.
    const tsconfig = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, remote.folder, 'tsconfig.json'), 'utf8'));
    expect(tsconfig.include).toContain('src');
  });

  it('every registry folder is an npm workspace', () => {
    const { workspaces } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
    for (const remote of Object.values(REMOTE_REGISTRY)) expect(workspaces).toContain(remote.folder);
  });
});
