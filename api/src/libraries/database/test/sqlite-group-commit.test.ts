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

  it('rejects a failing write alone', async () => {
    const commit = createGroupCommit(db);
    const results = await Promise.allSettled([commit.write(insert('kept')), commit.write(insert(null))]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect(db.prepare('SELECT text FROM notes').pluck().all()).toEqual(['kept']);
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
