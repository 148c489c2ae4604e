import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqliteDatabase, SQLITE_PRAGMAS, type SqliteDatabase } from '../sqlite-database';
import { createGroupCommit, type SqliteWrite } from '../sqlite-group-commit';

describe('SQLite group commit', () => {
  let dataDir: string;
  let db: SqliteDatabase;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-commit-'));
    db = openSqliteDatabase(dataDir);
    db.exec('CREATE TABLE notes (text TEXT NOT NULL)');
  });
  afterEach(() => {
    db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const insert = (text: string | null): SqliteWrite => [['INSERT INTO notes (text) VALUES (@text)', { text }]];
  /** Frames the WAL holds: each transaction adds at least one, whatever it writes. */
  const walFrames = () => (db.pragma('wal_checkpoint(PASSIVE)') as { log: number }[])[0]!.log;

  it('answers after the commit, every write of the group visible', async () => {
    const commit = createGroupCommit(db);
    await Promise.all(['a', 'b', 'c'].map((text) => commit.write(insert(text))));
    expect(db.prepare('SELECT text FROM notes ORDER BY text').pluck().all()).toEqual(['a', 'b', 'c']);
    expect(SQLITE_PRAGMAS).toContain('synchronous = FULL'); // the writer's connection too: each commit is fsync'ed
    await commit.close();
  });

  it('writes the requests that arrive while a commit is in flight together, in the next transaction', async () => {
    const commit = createGroupCommit(db);
    db.pragma('wal_checkpoint(TRUNCATE)');
    const first = commit.write(insert('first'));
    await new Promise((resolve) => setImmediate(resolve)); // 'first' is now on its way to the writer thread
    const rest = Array.from({ length: 100 }, (_unused, index) => commit.write(insert(`note ${index}`)));
    await Promise.all([first, ...rest]);
    expect(db.prepare('SELECT count(*) FROM notes').pluck().get()).toBe(101);
    // Two transactions (a few pages each), not 101.
    expect(walFrames()).toBeLessThan(20);
    await commit.close();
  });

  it('sends each turn’s writes while earlier ones are in flight, and answers each after its own commit', async () => {
    const commit = createGroupCommit(db);
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    db.exec('BEGIN IMMEDIATE'); // holds the write lock: the writer thread waits for it with the first batch
    const first = commit.write(insert('first'));
    await nextTurn();
    const second = commit.write(insert('second'));
    await nextTurn();
    const third = [commit.write(insert(null)), commit.write(insert('third'))];
    await nextTurn();
    db.exec('COMMIT');

    const results = await Promise.allSettled([first, second, ...third]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(db.prepare('SELECT text FROM notes ORDER BY rowid').pluck().all()).toEqual(['first', 'second', 'third']);
    await commit.close();
  });

  it('rejects a failing write alone', async () => {
    const commit = createGroupCommit(db);
    const results = await Promise.allSettled([commit.write(insert('kept')), commit.write(insert(null))]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect(db.prepare('SELECT text FROM notes').pluck().all()).toEqual(['kept']);
    await commit.close();
  });

  it('when a batch cannot commit, stores and answers its other writes and rejects the bad one alone', async () => {
    // A deferred foreign key is checked only at COMMIT: the batch's commit fails as a whole, then each write alone.
    db.exec(`CREATE TABLE parents (id TEXT PRIMARY KEY);
      CREATE TABLE children (parent TEXT NOT NULL REFERENCES parents (id) DEFERRABLE INITIALLY DEFERRED)`);
    const commit = createGroupCommit(db);
    const orphan: SqliteWrite = [
      ...insert('the orphan’s note'),
      ['INSERT INTO children (parent) VALUES (@parent)', { parent: 'nobody' }],
    ];
    const adopted: SqliteWrite = [
      ['INSERT INTO parents (id) VALUES (@id)', { id: 'p1' }],
      ['INSERT INTO children (parent) VALUES (@parent)', { parent: 'p1' }],
    ];
    // Queued in one turn of the event loop: one batch.
    const results = await Promise.allSettled([
      commit.write(insert('before')),
      commit.write(orphan),
      commit.write(adopted),
      commit.write(insert('after')),
    ]);

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(
      expect.objectContaining({ message: expect.stringContaining('FOREIGN KEY constraint failed') }),
    );
    // The bad write's other statement went with it: each write is all or none.
    expect(db.prepare('SELECT text FROM notes ORDER BY rowid').pluck().all()).toEqual(['before', 'after']);
    expect(db.prepare('SELECT parent FROM children').pluck().all()).toEqual(['p1']);
    await commit.close();
  });

  it('lets queued writes finish on close, then refuses new ones', async () => {
    const commit = createGroupCommit(db);
    const queued = commit.write(insert('queued'));
    await commit.close();
    await expect(queued).resolves.toBeUndefined();
    await expect(commit.write(insert('late'))).rejects.toThrow('closed');
    expect(db.prepare('SELECT text FROM notes').pluck().all()).toEqual(['queued']);
  });
});
