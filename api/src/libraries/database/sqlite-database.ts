import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

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

/**
 * Opens (creating if needed) the embedded database in dataDir. WAL lets readers run beside the one writer;
 * synchronous=FULL makes every committed request survive a power cut as well as a killed process.
 */
export const openSqliteDatabase = (dataDir: string, fileName: string = SQLITE_FILE_NAME): SqliteDatabase => {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, fileName));
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
