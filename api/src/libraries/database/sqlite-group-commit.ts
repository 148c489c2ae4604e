import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SqliteDatabase } from './sqlite-database';

interface Pending {
  write: () => void;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export type GroupCommit = (write: () => void) => Promise<void>;

const open = promisify(fs.open);
const fdatasync = promisify(fs.fdatasync);
const close = promisify(fs.close);

export type SyncFile = (file: string, flags: 'r' | 'r+') => Promise<void>;

const syncFile: SyncFile = async (file, flags) => {
  const fd = await open(file, flags);
  try {
    await fdatasync(fd);
  } finally {
    await close(fd);
  }
};

/**
 * Flushes the database's WAL file to disk on libuv's thread pool, so the event loop keeps serving while the disk
 * works. Calls arriving while a flush runs share the next one (which starts after it): a caller's resolve always
 * covers everything committed before its call. The file is opened per flush, so a WAL that SQLite recreated is
 * still the one flushed. The folder is flushed once too, as SQLite does for a new WAL under synchronous=FULL.
 */
export const createWalFlush = (db: SqliteDatabase, sync: SyncFile = syncFile): (() => Promise<void>) => {
  if (db.memory) return () => Promise.resolve();
  const walFile = `${db.name}-wal`;
  let folderFlushed = false;
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const flushOnce = async () => {
    await sync(walFile, 'r+');
    if (!folderFlushed) {
      await sync(path.dirname(walFile), 'r');
      folderFlushed = true;
    }
  };
  const flush = (): Promise<void> => {
    if (!running) {
      running = flushOnce().finally(() => {
        running = undefined;
      });
      return running;
    }
    // The running flush may have started before this caller's commit: wait for one that starts after it.
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return flush();
      });
    return next;
  };
  return flush;
};

export const createGroupCommit = (db: SqliteDatabase): GroupCommit => {
  let queue: Pending[] = [];
  const flushWal = createWalFlush(db);

  const runOne = db.transaction((write: () => void) => write());

  const flush = db.transaction((batch: Pending[]) => {
    const outcomes: (unknown | undefined)[] = [];
    for (const pending of batch) {
      try {
        // Nested in the outer transaction, better-sqlite3 makes this a savepoint.
        runOne(pending.write);
        outcomes.push(undefined);
      } catch (error) {
        outcomes.push(error ?? new Error('write failed'));
      }
    }
    return outcomes;
  });

  const commitQueued = () => {
    const batch = queue;
    queue = [];
    let outcomes: (unknown | undefined)[];
    try {
      outcomes = withRelaxedSync(db, () => flush(batch));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    const settle = () =>
      batch.forEach((pending, index) => {
        const error = outcomes[index];
        if (error === undefined) pending.resolve();
        else pending.reject(error);
      });
    flushWal().then(settle, (error: unknown) => {
      for (const pending of batch) pending.reject(error);
    });
  };

  return (write) =>
    new Promise<void>((resolve, reject) => {
      if (queue.length === 0) setImmediate(commitQueued);
      queue.push({ write, resolve, reject });
    });
};

/**
 * Runs `work` with synchronous=NORMAL: its commit survives a killed process (it is in the WAL) but not
 * necessarily a power cut. Only for bookkeeping whose loss repeats work rather than losing it (an outbox claim,
 * a 'sent' mark); the next flushed commit syncs it anyway.
 */
export const withRelaxedSync = <T>(db: SqliteDatabase, work: () => T): T => {
  db.pragma('synchronous = NORMAL');
  try {
    return work();
  } finally {
    db.pragma('synchronous = FULL');
  }
};
