/**
 * Fails (exit 1) when an app's build still carries messages in ICU source form: the build skipped the formatjs
 * precompile step. Usage: tsx packages/build-config/scripts/check-compiled-messages.ts <app folder>...
 */
import fs from 'node:fs';
import path from 'node:path';
import { findUncompiledMessages } from '../src/compiled-messages';

let failed = false;
for (const app of process.argv.slice(2)) {
  const dist = path.resolve(app, 'dist');
  if (!fs.existsSync(dist)) {
    console.error(`${app}: no dist/ folder; build it first`);
    failed = true;
    continue;
  }
  const found = findUncompiledMessages(dist);
  for (const { file, message } of found) console.error(`${app}/dist/${file}: uncompiled message "${message}"`);
  if (found.length > 0) failed = true;
  else console.log(`${app}: every message is precompiled`);
}
process.exit(failed ? 1 : 0);
