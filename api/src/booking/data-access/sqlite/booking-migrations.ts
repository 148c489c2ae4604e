import type { SqliteMigration } from '../../../libraries/database/sqlite-database';

/** The booking component's schema steps; ids are never reused or edited once released. */
export const BOOKING_MIGRATIONS: readonly SqliteMigration[] = [
  {
    id: 'booking-001-submissions-inquiries-outbox',
    up: (db) => {
      db.exec(`
        CREATE TABLE booking_submissions (
          id TEXT PRIMARY KEY,
          created_at TEXT NOT NULL,
          form_source TEXT NOT NULL CHECK (form_source IN ('services_adult', 'services_children')),
          first_name TEXT NOT NULL,
          last_name TEXT NOT NULL,
          email TEXT NOT NULL,
          phone TEXT NOT NULL,
          email_sent INTEGER NOT NULL DEFAULT 0 CHECK (email_sent IN (0, 1)),
          email_error TEXT,
          is_spam INTEGER NOT NULL DEFAULT 0 CHECK (is_spam IN (0, 1)),
          request TEXT NOT NULL CHECK (json_valid(request))
        );
        CREATE INDEX booking_submissions_created_at ON booking_submissions (created_at DESC);

        CREATE TABLE fellowship_inquiries (
          id TEXT PRIMARY KEY,
          created_at TEXT NOT NULL,
          name TEXT NOT NULL,
          email TEXT NOT NULL,
          message TEXT NOT NULL,
          email_sent INTEGER NOT NULL DEFAULT 0 CHECK (email_sent IN (0, 1)),
          email_error TEXT
        );
        CREATE INDEX fellowship_inquiries_created_at ON fellowship_inquiries (created_at DESC);

        CREATE TABLE outbox (
          id TEXT PRIMARY KEY,
          request_kind TEXT NOT NULL CHECK (request_kind IN ('booking', 'fellowship_inquiry')),
          request_id TEXT NOT NULL,
          channel TEXT NOT NULL CHECK (channel IN ('clinic_email', 'acknowledgement_email', 'webhook')),
          status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dead')),
          attempts INTEGER NOT NULL DEFAULT 0,
          next_attempt_at INTEGER NOT NULL,
          lease_owner TEXT,
          lease_expires_at INTEGER,
          last_error TEXT,
          created_at TEXT NOT NULL,
          sent_at TEXT
        );
        CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
        CREATE INDEX outbox_request ON outbox (request_id);
      `);
    },
  },
  {
    // Retention counts from a booking's last follow-up change; NULL until the first one (then created_at counts).
    id: 'booking-002-status-changed-at',
    up: (db) => {
      db.exec(`
        ALTER TABLE booking_submissions ADD COLUMN status_changed_at TEXT;
        CREATE INDEX booking_submissions_email ON booking_submissions (email COLLATE NOCASE);
        CREATE INDEX fellowship_inquiries_email ON fellowship_inquiries (email COLLATE NOCASE);
      `);
    },
  },
  {
    // Fellowship inquiries have a follow-up status too (issue 29): their retention counts from its last change.
    id: 'booking-003-inquiry-status-changed-at',
    up: (db) => {
      db.exec('ALTER TABLE fellowship_inquiries ADD COLUMN status_changed_at TEXT;');
    },
  },
  {
    // Acknowledgements per recipient (a keyed hash of the address) and UTC day (days since 1970-01-01).
    id: 'booking-004-acknowledgement-counts',
    up: (db) => {
      db.exec(`
        CREATE TABLE acknowledgement_counts (
          recipient_key TEXT NOT NULL,
          day INTEGER NOT NULL,
          count INTEGER NOT NULL,
          PRIMARY KEY (recipient_key, day)
        ) WITHOUT ROWID;
        CREATE INDEX acknowledgement_counts_day ON acknowledgement_counts (day);
      `);
    },
  },
  {
    // The backlog figures (metrics, GET /api/health): pending rows by channel, oldest first. Partial: a delivered
    // row leaves it, so it holds only the outbox's pending part.
    id: 'booking-005-outbox-pending-index',
    up: (db) => {
      db.exec(`CREATE INDEX outbox_pending ON outbox (channel, created_at) WHERE status = 'pending'`);
    },
  },
];
