/**
 * Prints the newest release version of a remote (the newest folder in releases/<remote>/, or RELEASES_DIR as
 * `npm run release` uses it), for promote on main.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../workspaces/workspaces';

const remote = process.argv[2] ?? '';
const dir = path.join(path.resolve(REPO_ROOT, process.env.RELEASES_DIR ?? 'releases'), remote);
const newest = fs
  .readdirSync(dir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({ name: entry.name, time: fs.statSync(path.join(dir, entry.name)).mtimeMs }))
  .sort((a, b) => b.time - a.time)[0];
if (!newest) {
  console.error(`No release in ${dir}`);
  process.exit(1);
}
console.log(newest.name);
