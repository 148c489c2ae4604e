/**
 * `npm run registry`: writes every file derived from the remote registry (and the per-app workflows);
 * `npm run registry -- --check` only reports the ones that differ (exit 1). The infra tests run the same check.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../workspaces/workspaces';
import { allDerivedFiles } from './all-derived-files';

const check = process.argv.includes('--check');

void allDerivedFiles().then((files) => {
  const stale = files.filter((file) => {
    const target = path.join(REPO_ROOT, file.path);
    return !fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== file.content;
  });
  for (const file of stale) {
    if (check) console.error(`${file.path} differs from the registry: run npm run registry`);
    else {
      fs.mkdirSync(path.dirname(path.join(REPO_ROOT, file.path)), { recursive: true });
      fs.writeFileSync(path.join(REPO_ROOT, file.path), file.content);
    }
  }
  if (!check) console.log(`${stale.length} file(s) written, ${files.length - stale.length} already up to date`);
  process.exit(check && stale.length > 0 ? 1 : 0);
});
