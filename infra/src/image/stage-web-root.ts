/**
 * Copies what the site serves into one web root: shell/dist and every registry remote's <folder>/dist, in the layout
 * the API (WEB_ROOT) and nginx expect. The image build runs it, so a new remote needs no Dockerfile change.
 * Usage: tsx infra/src/image/stage-web-root.ts <target folder>
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_FOLDERS } from '@clinic/contracts/remotes';
import { REPO_ROOT } from '../workspaces/workspaces';

export const webRootFolders = (): string[] => ['shell', ...REMOTE_FOLDERS];

export function stageWebRoot(target: string): void {
  for (const folder of webRootFolders()) {
    const dist = path.join(REPO_ROOT, folder, 'dist');
    if (!fs.existsSync(dist)) throw new Error(`${folder}/dist is missing: build first`);
    fs.cpSync(dist, path.join(target, folder, 'dist'), { recursive: true });
  }
}

if (require.main === module) {
  const target = process.argv[2];
  if (!target) throw new Error('Usage: stage-web-root.ts <target folder>');
  stageWebRoot(path.resolve(target));
  console.log(`Staged ${webRootFolders().join(', ')} into ${target}`);
}
