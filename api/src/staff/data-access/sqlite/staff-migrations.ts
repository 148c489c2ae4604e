import type { SqliteMigration } from '../../../libraries/database/sqlite-database';

/** The staff component's schema steps; ids are never reused or edited once released. */
export const STAFF_MIGRATIONS: readonly SqliteMigration[] = [
  {
    id: 'staff-001-users-roles-sessions-follow-ups-audit',
    up: (db) => {
      db.exec(`
        CREATE TABLE staff_users (
          tenant_id TEXT NOT NULL,
          object_id TEXT NOT NULL,
          email TEXT NOT NULL,
          name TEXT NOT NULL,
          last_sign_in_at TEXT NOT NULL,
          PRIMARY KEY (tenant_id, object_id)
        );
        CREATE INDEX staff_users_email ON staff_users (email);

        CREATE TABLE user_roles (
          tenant_id TEXT NOT NULL,
          object_id TEXT NOT NULL,
          role TEXT NOT NULL CHECK (role IN ('admin', 'staff')),
          granted_at TEXT NOT NULL,
          PRIMARY KEY (tenant_id, object_id, role)
        );

        CREATE TABLE staff_sessions (
          sid TEXT PRIMARY KEY,
          sess TEXT NOT NULL CHECK (json_valid(sess)),
          expires_at INTEGER NOT NULL
        );
        CREATE INDEX staff_sessions_expires_at ON staff_sessions (expires_at);

        CREATE TABLE submission_follow_ups (
          submission_id TEXT PRIMARY KEY,
          status TEXT NOT NULL CHECK (status IN ('new', 'contacted', 'booked', 'closed')),
          updated_by_id TEXT NOT NULL,
          updated_by_name TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );

        CREATE TABLE staff_audit_events (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          at TEXT NOT NULL,
          actor_id TEXT NOT NULL,
          actor_name TEXT NOT NULL,
          action TEXT NOT NULL,
          target TEXT,
          row_count INTEGER NOT NULL,
          detail TEXT
        );
        -- Health data: the log of who read it is append-only.
        CREATE TRIGGER staff_audit_events_no_update BEFORE UPDATE ON staff_audit_events
          BEGIN SELECT RAISE(ABORT, 'staff_audit_events is append-only'); END;
        CREATE TRIGGER staff_audit_events_no_delete BEFORE DELETE ON staff_audit_events
          BEGIN SELECT RAISE(ABORT, 'staff_audit_events is append-only'); END;
      `);
    },
  },
  {
    // Retention may delete old events, and nothing else may: a delete must fall under a cutoff the purge sets
    // inside its own transaction (the row is removed before that transaction commits).
    id: 'staff-002-audit-retention',
    up: (db) => {
      db.exec(`
        CREATE TABLE staff_audit_purge_cutoff (cutoff TEXT NOT NULL);
        DROP TRIGGER staff_audit_events_no_delete;
        CREATE TRIGGER staff_audit_events_no_delete BEFORE DELETE ON staff_audit_events
          WHEN NOT EXISTS (SELECT 1 FROM staff_audit_purge_cutoff WHERE OLD.at < cutoff)
          BEGIN SELECT RAISE(ABORT, 'staff_audit_events is append-only'); END;
        CREATE INDEX staff_audit_events_at ON staff_audit_events (at);
      `);
    },
  },
];
