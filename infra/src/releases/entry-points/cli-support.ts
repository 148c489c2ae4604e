import { REMOTE_APPS, type RemoteApp } from '../domain/remote-app';

/** A refusal the command explains in its own words (no stack trace). */
export class CliError extends Error {}

export function remoteArgument(value: string | undefined): RemoteApp {
  if (!value || !(REMOTE_APPS as readonly string[]).includes(value)) {
    throw new CliError(`name a remote: ${REMOTE_APPS.join(', ')}`);
  }
  return value as RemoteApp;
}

/** Prints why the command stopped, and exits 1. */
export async function runCli(main: () => Promise<void> | void) {
  try {
    await main();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
