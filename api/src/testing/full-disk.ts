import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A DATA_DIR whose disk can be filled and freed while the API runs on it, for the storage-fault test:
 * - 'tmpfs': a 3 MB tmpfs mounted on it (root, with mount allowed), filled with a ballast file up to ENOSPC: SQLite
 *   answers SQLITE_FULL, as on a full disk;
 * - 'file-size-limit': elsewhere (a CI runner's user), `prlimit` lowers the running server's file-size limit to the
 *   size its files have (writes past it fail with EFBIG: SQLite's I/O error), and raises it again to free it.
 */
export interface FullDisk {
  strategy: 'tmpfs' | 'file-size-limit';
  dataDir: string;
  /** From now on the API's writes that need more room fail. */
  fill(serverPid: number): void;
  /** Room again. */
  free(serverPid: number): void;
  remove(): void;
}

const canRun = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

const tmpfsDisk = (dataDir: string): FullDisk | undefined => {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return undefined;
  if (!canRun('mount', ['-t', 'tmpfs', '-o', 'size=3m', 'tmpfs', dataDir])) return undefined;
  const ballast = path.join(dataDir, 'ballast.bin');
  return {
    strategy: 'tmpfs',
    dataDir,
    fill: () => {
      const chunk = Buffer.alloc(64 * 1024, 1);
      const file = fs.openSync(ballast, 'a');
      try {
        for (;;) fs.writeSync(file, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      } finally {
        fs.closeSync(file);
      }
    },
    free: () => fs.rmSync(ballast, { force: true }),
    remove: () => {
      execFileSync('umount', [dataDir]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

const fileSizeLimitDisk = (dataDir: string): FullDisk | undefined => {
  if (process.platform !== 'linux' || !canRun('prlimit', ['--version'])) return undefined;
  const largestFile = () =>
    Math.max(...fs.readdirSync(dataDir).map((name) => fs.statSync(path.join(dataDir, name)).size));
  return {
    strategy: 'file-size-limit',
    dataDir,
    // The soft limit only: the hard one stays unlimited, so raising it back needs no privilege.
    fill: (pid) => execFileSync('prlimit', [`--pid=${pid}`, `--fsize=${largestFile()}:unlimited`]),
    free: (pid) => execFileSync('prlimit', [`--pid=${pid}`, '--fsize=unlimited:unlimited']),
    remove: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
};

/** A tmpfs where this process may mount one, else a file-size limit; undefined where neither works. */
export const prepareFullDisk = (prefer?: FullDisk['strategy']): FullDisk | undefined => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-full-disk-'));
  const disk =
    (prefer !== 'file-size-limit' ? tmpfsDisk(dataDir) : undefined) ?? fileSizeLimitDisk(dataDir) ?? undefined;
  if (!disk) fs.rmSync(dataDir, { recursive: true, force: true });
  return disk;
};
