import type { EnvironmentChange, EnvironmentFile } from '@clinic/contracts/releases';
import type { RemoteApp } from './remote-app';

/** Kept short enough to read; older entries can no longer be rolled back to. */
export const HISTORY_LIMIT = 100;

const withChange = (file: EnvironmentFile, change: EnvironmentChange): EnvironmentFile => {
  const remotes = { ...file.remotes };
  if (change.to === null) delete remotes[change.remote];
  else remotes[change.remote] = change.to;
  return { ...file, remotes, history: [...file.history, change].slice(-HISTORY_LIMIT) };
};

export function promote(file: EnvironmentFile, remote: RemoteApp, to: string, at: Date): EnvironmentFile {
  return withChange(file, { at: at.toISOString(), action: 'promote', remote, from: file.remotes[remote] ?? null, to });
}

/**
 * What a rollback returns the remote to: the `from` of its latest promotion not already rolled back (each rollback
 * cancels one promotion, newest first). undefined when there is nothing left to roll back.
 */
export function rollbackTarget(file: EnvironmentFile, remote: RemoteApp): string | null | undefined {
  let rolledBack = 0;
  for (const change of [...file.history].reverse()) {
    if (change.remote !== remote) continue;
    if (change.action === 'rollback') rolledBack += 1;
    else if (rolledBack > 0) rolledBack -= 1;
    else return change.from;
  }
  return undefined;
}

export function rollback(file: EnvironmentFile, remote: RemoteApp, to: string | null, at: Date): EnvironmentFile {
  return withChange(file, { at: at.toISOString(), action: 'rollback', remote, from: file.remotes[remote] ?? null, to });
}
