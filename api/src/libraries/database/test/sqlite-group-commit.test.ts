import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqliteDatabase, type SqliteDatabase } from '../sqlite-database';
import { createGroupCommit } from '../sqlite-group-commit';

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

  it('answers after the commit, every write of the group visible', async () => {
    const commit = createGroupCommit(db);
    const insert = db.prepare('INSERT INTO notes (text) VALUES (?)');
    await Promise.all(['a', 'b', 'c'].map((text) => commit(() => insert.run(text))));
    expect(db.prepare('SELECT text FROM notes ORDER BY text').pluck().all()).toEqual(['a', 'b', 'c']);
    expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL: each group's commit is fsync'ed
  });

  it('rejects a failing write alone', async () => {
    const commit = createGroupCommit(db);
    const insert = db.prepare('INSERT INTO notes (text) VALUES (?)');
    const results = await Promise.allSettled([commit(() => insert.run('kept')), commit(() => insert.run(null))]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect(db.prepare('SELECT text FROM notes').pluck().all()).toEqual(['kept']);
  });
});
