import path from 'node:path';
import Database from 'better-sqlite3';
import { ensurePrivateDir, ensurePrivateFile, restrictFile } from '../files/private-files';

export type SqliteDatabase = Database.Database;

/** One schema step of one business component; ids are applied once each, in order, and never edited after release. */
export interface SqliteMigration {
  id: string;
  up: (db: SqliteDatabase) => void;
}

export const SQLITE_FILE_NAME = 'clinic.sqlite';

/** How long a connection waits for another one's write lock before SQLITE_BUSY. */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/** Every connection's settings (the writer thread's too). */
export const SQLITE_PRAGMAS = [
  'journal_mode = WAL',
  'synchronous = FULL',
  'foreign_keys = ON',
  `busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`,
];

/** SQLite's companions of a database file in WAL mode. */
const WAL_SUFFIXES = ['-wal', '-shm'];

/**
 * Opens (creating if needed) the embedded database in dataDir. WAL lets readers run beside the one writer;
 * synchronous=FULL makes every committed request survive a power cut as well as a killed process. The folder is
 * made 0700 and the file 0600 before SQLite opens it: SQLite gives the -wal and -shm files it creates the database
 * file's mode, and ones left by an earlier run are set to 0600 here.
 */
export const openSqliteDatabase = (dataDir: string, fileName: string = SQLITE_FILE_NAME): SqliteDatabase => {
  const file = path.join(dataDir, fileName);
  ensurePrivateDir(dataDir);
  ensurePrivateFile(file);
  for (const suffix of WAL_SUFFIXES) restrictFile(`${file}${suffix}`);
  const db = new Database(file);
  for (const pragma of SQLITE_PRAGMAS) db.pragma(pragma);
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL
  )`);
  return db;
};

/** Applies the migrations not yet recorded, each in its own transaction together with its record. */
export const migrateSqlite = (db: SqliteDatabase, migrations: readonly SqliteMigration[]): string[] => {
  const applied = new Set(
    db
      .prepare<[], { id: string }>('SELECT id FROM schema_migrations')
      .all()
      .map((row) => row.id),
  );
  const record = db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)');
  const newlyApplied: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      migration.up(db);
      record.run(migration.id, new Date().toISOString());
    })();
    newlyApplied.push(migration.id);
  }
  return newlyApplied;
};
