import session from 'express-session';
import { migrateSqlite, type SqliteDatabase } from '../../../libraries/database/sqlite-database';
import { STAFF_MIGRATIONS } from './staff-migrations';

type Callback<T = void> = (error?: unknown, value?: T) => void;

/** Expired rows are swept at most this often, on a write. */
const SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * express-session's store on the shared SQLite file, so a restart keeps staff signed in. A row idle for longer than
 * ttlMs is never returned; `now` is injectable so tests can move time.
 */
export class SqliteSessionStore extends session.Store {
  private lastSweep = 0;
  private readonly statements;

  constructor(
    db: SqliteDatabase,
    private readonly now: () => number,
    private readonly ttlMs: number,
  ) {
    super();
    migrateSqlite(db, STAFF_MIGRATIONS);
    this.statements = {
      get: db.prepare<[string, number], { sess: string }>(
        'SELECT sess FROM staff_sessions WHERE sid = ? AND expires_at > ?',
      ),
      set: db.prepare(`INSERT INTO staff_sessions (sid, sess, expires_at) VALUES (?, ?, ?)
        ON CONFLICT (sid) DO UPDATE SET sess = excluded.sess, expires_at = excluded.expires_at`),
      touch: db.prepare('UPDATE staff_sessions SET expires_at = ? WHERE sid = ?'),
      destroy: db.prepare('DELETE FROM staff_sessions WHERE sid = ?'),
      sweep: db.prepare('DELETE FROM staff_sessions WHERE expires_at <= ?'),
    };
  }

  /** Counted on our clock, not the cookie's (express-session dates it with the real one): each write extends it. */
  private expiresAt(): number {
    return this.now() + this.ttlMs;
  }

  private run<T>(callback: Callback<T> | undefined, work: () => T) {
    let value: T;
    try {
      value = work();
    } catch (error) {
      callback?.(error);
      return;
    }
    callback?.(undefined, value);
  }

  override get(sid: string, callback: (error: unknown, session?: session.SessionData | null) => void) {
    this.run(
      (error, value) => callback(error, value),
      () => {
        const row = this.statements.get.get(sid, this.now());
        return row ? (JSON.parse(row.sess) as session.SessionData) : null;
      },
    );
  }

  override set(sid: string, sess: session.SessionData, callback?: Callback) {
    this.run(callback, () => {
      const now = this.now();
      if (now - this.lastSweep > SWEEP_INTERVAL_MS) {
        this.lastSweep = now;
        this.statements.sweep.run(now);
      }
      this.statements.set.run(sid, JSON.stringify(sess), this.expiresAt());
    });
  }

  override touch(sid: string, _sess: session.SessionData, callback?: Callback) {
    this.run(callback, () => void this.statements.touch.run(this.expiresAt(), sid));
  }

  override destroy(sid: string, callback?: Callback) {
    this.run(callback, () => void this.statements.destroy.run(sid));
  }
}
