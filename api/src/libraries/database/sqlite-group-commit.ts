import type { SqliteDatabase } from './sqlite-database';

interface Pending {
  write: () => void;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export type GroupCommit = (write: () => void) => Promise<void>;

/**
 * Group commit: writes queued during one turn of the event loop run in ONE transaction, so one fsync (the cost of
 * synchronous=FULL, ~5 ms on this machine) covers them all instead of one fsync each. Each write runs in its own
 * savepoint, so one that fails is rolled back and rejected alone. Every promise settles only after the commit:
 * a caller never answers before its data is durable.
 */
export const createGroupCommit = (db: SqliteDatabase): GroupCommit => {
  let queue: Pending[] = [];

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
      outcomes = flush(batch);
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, index) => {
      const error = outcomes[index];
      if (error === undefined) pending.resolve();
      else pending.reject(error);
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
 * a 'sent' mark); the next FULL commit syncs it anyway.
 */
export const withRelaxedSync = <T>(db: SqliteDatabase, work: () => T): T => {
  db.pragma('synchronous = NORMAL');
  try {
    return work();
  } finally {
    db.pragma('synchronous = FULL');
  }
};
