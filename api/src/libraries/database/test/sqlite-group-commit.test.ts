import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqliteDatabase, type SqliteDatabase } from '../sqlite-database';
import { createGroupCommit, createWalFlush } from '../sqlite-group-commit';

describe('SQLite group commit with the WAL flushed off the event loop', () => {
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

  it('callers during a running flush share the next one, which starts after it', async () => {
    const started: string[] = [];
    const finishers: (() => void)[] = [];
    const flush = createWalFlush(db, (file) => {
      started.push(path.basename(file));
      return new Promise<void>((resolve) => finishers.push(resolve));
    });
    const settled: string[] = [];
    void flush().then(() => settled.push('first'));
    void flush().then(() => settled.push('second'));
    void flush().then(() => settled.push('third'));
    expect(started).toEqual(['clinic.sqlite-wal']);

    finishers.shift()!(); // the WAL
    await new Promise((resolve) => setImmediate(resolve));
    finishers.shift()!(); // the folder, once
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toEqual(['first']);
    expect(started).toEqual(['clinic.sqlite-wal', path.basename(dataDir), 'clinic.sqlite-wal']);

    finishers.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toEqual(['first', 'second', 'third']);
    expect(finishers).toHaveLength(0);
  });

  it('answers after the commit, every write of the group visible', async () => {
    const commit = createGroupCommit(db);
    const insert = db.prepare('INSERT INTO notes (text) VALUES (?)');
    await Promise.all(['a', 'b', 'c'].map((text) => commit(() => insert.run(text))));
    expect(db.prepare('SELECT text FROM notes ORDER BY text').pluck().all()).toEqual(['a', 'b', 'c']);
    // The relaxed setting covers only the group's own commit.
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
  });

  it('rejects a failing write alone', async () => {
    const commit = createGroupCommit(db);
    const insert = db.prepare('INSERT INTO notes (text) VALUES (?)');
    const results = await Promise.allSettled([commit(() => insert.run('kept')), commit(() => insert.run(null))]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect(db.prepare('SELECT text FROM notes').pluck().all()).toEqual(['kept']);
  });
});
