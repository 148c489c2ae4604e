import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateSqlite, openSqliteDatabase, type SqliteMigration } from '../sqlite-database';

describe('embedded SQLite database', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-db-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const notes: SqliteMigration = {
    id: 'notes-1',
    up: (db) => db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)'),
  };

  it('creates the file in the data folder, in WAL mode', () => {
    const db = openSqliteDatabase(path.join(dataDir, 'nested'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(fs.existsSync(path.join(dataDir, 'nested', 'clinic.sqlite'))).toBe(true);
    db.close();
  });

  it('applies each migration once, across restarts', () => {
    const first = openSqliteDatabase(dataDir);
    expect(migrateSqlite(first, [notes])).toEqual(['notes-1']);
    first.prepare('INSERT INTO notes (text) VALUES (?)').run('kept');
    first.close();

    const second = openSqliteDatabase(dataDir);
    expect(migrateSqlite(second, [notes])).toEqual([]);
    expect(second.prepare('SELECT text FROM notes').pluck().all()).toEqual(['kept']);
    second.close();
  });

  it('records nothing when a migration fails', () => {
    const db = openSqliteDatabase(dataDir);
    const broken: SqliteMigration = {
      id: 'broken-1',
      up: (conn) => {
        conn.exec('CREATE TABLE half (id INTEGER)');
        throw new Error('boom');
      },
    };
    expect(() => migrateSqlite(db, [broken])).toThrow('boom');
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
    expect(migrateSqlite(db, [notes])).toEqual(['notes-1']);
    db.close();
  });
});
