import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * The API's DATA_DIR during e2e (set by playwright.config.ts): the SQLite file and the .eml files the site wrote.
 * A server started by hand and reused (reuseExistingServer) writes wherever its own DATA_DIR points instead.
 */
export const e2eDataDir = (): string => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the specs through shell/playwright.config.ts');
  return dir;
};

export const e2eMailDir = (): string => path.join(e2eDataDir(), 'mail');

/** Reads the API's SQLite file (read-only) while it runs. */
const fromDatabase = <T>(read: (db: Database.Database) => T): T => {
  const db = new Database(path.join(e2eDataDir(), 'clinic.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
};

/** The stored row of a submission (api: booking_submissions), the whole request parsed, or undefined. */
export const readStoredBooking = (id: string): Record<string, unknown> | undefined => {
  const row = fromDatabase(
    (db) =>
      db.prepare('SELECT * FROM booking_submissions WHERE id = ?').get(id) as
        (Record<string, unknown> & { request: string }) | undefined,
  );
  return row && { ...row, request: JSON.parse(row.request) as Record<string, unknown> };
};

/** Every stored booking with this last name: for a request a page sent, whose id no script saw. */
export const storedBookingsNamed = (lastName: string): Record<string, unknown>[] =>
  fromDatabase(
    (db) =>
      db.prepare('SELECT * FROM booking_submissions WHERE last_name = ?').all(lastName) as Record<string, unknown>[],
  );

export const readStoredFellowshipInquiry = (id: string): Record<string, unknown> | undefined =>
  fromDatabase(
    (db) =>
      db.prepare('SELECT * FROM fellowship_inquiries WHERE id = ?').get(id) as Record<string, unknown> | undefined,
  );

export const storedFellowshipInquiriesNamed = (name: string): Record<string, unknown>[] =>
  fromDatabase(
    (db) => db.prepare('SELECT * FROM fellowship_inquiries WHERE name = ?').all(name) as Record<string, unknown>[],
  );

/**
 * The .eml files (raw text) that carry this submission id: the clinic email, plus the acknowledgement for a
 * booking. They are written shortly after the 201, so poll with expect.poll(() => emlFilesFor(id).length).
 */
export const emlFilesFor = (submissionId: string): string[] => {
  let names: string[];
  try {
    names = readdirSync(e2eMailDir()).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  // The header as MailComposer writes it (X-Submission-ID), matched as mail clients do: any case, in the header block.
  const header = new RegExp(`^X-Submission-Id: *${submissionId}\\r?$`, 'im');
  return names
    .map((name) => readFileSync(path.join(e2eMailDir(), name), 'utf8'))
    .filter((raw) => header.test(raw.split('\r\n\r\n')[0] ?? ''));
};
