/**
 * Writes dist/shell-compat.json: the federation runtime this shell build ships to the remotes, the shared versions
 * it provides and the exposes it loads. The promote gate (`npm run promote`) checks a remote release against the
 * environment's copy of this file; the shell checks the same at run time (src/runtime-plugins/compatibility.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_REMOTE_USES, type ShellCompatibility } from '@clinic/contracts';

const distDir = path.resolve(__dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')) as {
  metaData: { pluginVersion: string };
  shared: { name: string; version: string }[];
};

const compat: ShellCompatibility = {
  federationRuntime: manifest.metaData.pluginVersion,
  shared: Object.fromEntries(manifest.shared.map(({ name, version }) => [name, version])),
  uses: SHELL_REMOTE_USES,
};
writeFileSync(path.join(distDir, 'shell-compat.json'), `${JSON.stringify(compat, null, 2)}\n`);
