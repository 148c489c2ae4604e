import { Worker } from 'node:worker_threads';
import { SQLITE_BUSY_TIMEOUT_MS, SQLITE_PRAGMAS, type SqliteDatabase } from './sqlite-database';

/** One caller's write: statements run in order, all or none. Parameters are named (@name) and plain values. */
export type SqliteWrite = readonly (readonly [sql: string, params: Record<string, string | number | null>])[];

export interface GroupCommit {
  /** Resolves once the write is committed and fsync'ed (synchronous=FULL); rejects if it alone failed. */
  write(write: SqliteWrite): Promise<void>;
  /** Waits for queued writes, then stops the thread. */
  close(): Promise<void>;
}

/**
 * The writer thread, as source (eval): one file in dev (tsx), jest (swc) and the tsup bundle alike. Each message is
 * one turn's batch; the batches that queued while the thread was committing go together in its next transaction,
 * and it answers with each batch's results, in order. If any statement of a transaction fails, or its commit does
 * (a deferred constraint), it is rolled back whole and each write is retried in a transaction of its own, so the
 * failing write is reported alone and the others are stored. Failures are rare, so the common case pays no
 * savepoint per write.
 */
const WRITER_THREAD = `
const { parentPort, receiveMessageOnPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
for (const pragma of workerData.pragmas) db.pragma(pragma);
const statements = new Map();
const statement = (sql) => statements.get(sql) || statements.set(sql, db.prepare(sql)).get(sql);
const run = (write) => { for (const [sql, params] of write) statement(sql).run(params); };
const one = db.transaction(run);
const all = db.transaction((writes) => { for (const write of writes) run(write); });
const attempt = (write) => {
  try { one(write); return null; } catch (error) { return { message: String(error && error.message || error), code: error && error.code }; }
};
parentPort.on('message', (first) => {
  const batches = [first];
  for (let next = receiveMessageOnPort(parentPort); next; next = receiveMessageOnPort(parentPort)) batches.push(next.message);
  const writes = batches.flat();
  let errors;
  try { all(writes); errors = writes.map(() => null); } catch { errors = writes.map(attempt); }
  let offset = 0;
  parentPort.postMessage(batches.map((batch) => errors.slice(offset, (offset += batch.length))));
});
`;

/** A failed write as the thread reports it: SQLite's message and its result code (SQLITE_FULL...). */
interface WriteFailure {
  message: string;
  code?: string;
}

/** The error a caller sees: the code survives the thread boundary, so a full disk is told from a bad row. */
const writeError = ({ message, code }: WriteFailure): Error =>
  Object.assign(new Error(message), typeof code === 'string' ? { code } : {});

interface Pending {
  write: SqliteWrite;
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * Group commit on a thread of its own. A commit with synchronous=FULL waits for fsync (milliseconds, more when the
 * disk is busy); on the event loop that wait stalled every request. Here each turn's writes go to the thread at the
 * end of the turn, without waiting for the answer to the batch before: what arrives while a commit is in flight
 * goes together in the next transaction, so one fsync covers it all, and the thread does not sit idle while its
 * answer waits for the event loop (5 % more bookings per second than waiting for it, three A/B pairs). Each promise
 * settles only after its transaction is committed: no answer precedes its data's durability.
 */
export const createGroupCommit = (db: SqliteDatabase): GroupCommit => {
  let worker: Worker | undefined;
  let queue: Pending[] = [];
  /** Batches sent to the thread, oldest first: it answers them in this order. */
  const sent: Pending[][] = [];
  let closed: (() => void) | undefined;

  const releaseWhenIdle = () => {
    if (sent.length > 0 || queue.length > 0) return;
    worker?.unref();
    closed?.();
  };

  const settle = (results: (WriteFailure | null)[][]) => {
    for (const errors of results) {
      const batch = sent.shift() ?? [];
      batch.forEach((pending, index) => {
        const error = errors[index];
        if (error === null) pending.resolve();
        else pending.reject(writeError(error ?? { message: 'write failed' }));
      });
    }
    releaseWhenIdle();
  };

  const thread = () => {
    if (worker) return worker;
    const started = new Worker(WRITER_THREAD, {
      eval: true,
      // Plain JavaScript: not the parent's loaders (tsx in dev), which would slow the thread's start.
      execArgv: [],
      workerData: { driver: require.resolve('better-sqlite3'), file: db.name, pragmas: SQLITE_PRAGMAS },
    });
    started.on('message', settle);
    started.on('error', (error) => {
      worker = undefined;
      const failed = [...sent.splice(0).flat(), ...queue];
      queue = [];
      for (const pending of failed) pending.reject(error);
      releaseWhenIdle();
    });
    // Idle until sendQueued() refs it: the thread alone never keeps a process (a test, a CLI) from exiting.
    started.unref();
    worker = started;
    return started;
  };

  const sendQueued = () => {
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    sent.push(batch);
    const writer = thread();
    writer.ref();
    writer.postMessage(batch.map((pending) => pending.write));
  };

  // Started now, so the first request does not wait for the thread to boot.
  thread();

  return {
    write: (write) =>
      new Promise<void>((resolve, reject) => {
        if (closed) return reject(new Error('the SQLite writer is closed'));
        // The first write of a turn waits for the rest of that turn's writes, then goes.
        if (queue.length === 0) setImmediate(sendQueued);
        queue.push({ write, resolve, reject });
      }),
    close: async () => {
      await new Promise<void>((resolve) => {
        closed = resolve;
        releaseWhenIdle();
      });
      await worker?.terminate();
      worker = undefined;
    },
  };
};

const BUSY_RETRY_MS = 2;

const isBusy = (error: unknown) => String((error as { code?: unknown }).code ?? '').startsWith('SQLITE_BUSY');

/**
 * Runs `work` on the event loop's connection without SQLite's busy handler, which would sleep on the event loop
 * while the writer thread holds the write lock: the attempt fails at once and is retried on a timer, up to
 * busy_timeout's five seconds. `synchronous` applies to its commit.
 */
export const withoutBlockingOnLock = async <T>(
  db: SqliteDatabase,
  work: () => T,
  synchronous: 'NORMAL' | 'FULL',
): Promise<T> => {
  const giveUpAt = performance.now() + SQLITE_BUSY_TIMEOUT_MS;
  for (;;) {
    db.pragma(`synchronous = ${synchronous}`);
    db.pragma('busy_timeout = 0');
    try {
      return work();
    } catch (error) {
      if (!isBusy(error) || performance.now() >= giveUpAt) throw error;
    } finally {
      db.pragma('synchronous = FULL');
      db.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    }
    await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
  }
};

/**
 * `work` with synchronous=NORMAL: its commit survives a killed process (it is in the WAL) but not necessarily a power
 * cut. Only for bookkeeping whose loss repeats work rather than losing it (an outbox claim, a 'sent' mark); the next
 * FULL commit syncs it anyway.
 */
export const withRelaxedSync = <T>(db: SqliteDatabase, work: () => T): Promise<T> =>
  withoutBlockingOnLock(db, work, 'NORMAL');
