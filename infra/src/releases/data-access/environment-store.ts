import fs from 'node:fs';
import path from 'node:path';
import type { ShellCompatibility } from '@clinic/contracts';
import { environmentFilePath, parseEnvironmentFile, type EnvironmentFile } from '@clinic/contracts/releases';

export class EnvironmentError extends Error {}

export function readEnvironment(environmentsDir: string, env: string): EnvironmentFile {
  const file = environmentFilePath(environmentsDir, env);
  if (!/^[a-z0-9][a-z0-9-]*$/.test(env) || !fs.existsSync(file)) {
    throw new EnvironmentError(`no environment ${env} (${file})`);
  }
  try {
    return parseEnvironmentFile(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch (error) {
    throw new EnvironmentError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Written beside the file and renamed over it: the API, reading it at any moment, sees the old or the new file whole. */
export function writeEnvironment(environmentsDir: string, env: string, contents: EnvironmentFile) {
  const file = environmentFilePath(environmentsDir, env);
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(contents, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/** A shell's shell-compat.json: what it provides and uses. */
export function readShellCompatibilityFile(file: string): ShellCompatibility {
  if (!fs.existsSync(file)) throw new EnvironmentError(`no ${file}: build the shell first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ShellCompatibility;
}

/** The environment's shell (its `shellCompat` file, relative to the repo root). */
export const readShellCompatibility = (repoRoot: string, environment: EnvironmentFile) =>
  readShellCompatibilityFile(path.resolve(repoRoot, environment.shellCompat));
