import { openSqliteDatabase } from '../../libraries/database/sqlite-database';
import { makeDataDir, removeDataDir } from '../../testing/test-server';
import { createSqliteStaffStore } from '../data-access/sqlite/sqlite-staff-store';
import { describeStaffStoreContract } from './staff-store.contract';

describe('StaffStore contract: SQLite', () => {
  describeStaffStoreContract(async () => {
    const dataDir = makeDataDir();
    const db = openSqliteDatabase(dataDir);
    return {
      store: createSqliteStaffStore(db),
      close: async () => {
        db.close();
        removeDataDir(dataDir);
      },
    };
  });
});

describe('the SQLite audit log', () => {
  it('cannot be edited or deleted: it is append-only', async () => {
    const dataDir = makeDataDir();
    const db = openSqliteDatabase(dataDir);
    try {
      await createSqliteStaffStore(db).appendAuditEvent({
        at: '2026-01-01T00:00:00.000Z',
        actor_id: 'x/1',
        actor_name: 'Sam',
        action: 'submissions.list',
        target: null,
        row_count: 3,
        detail: null,
      });
      expect(() => db.prepare('UPDATE staff_audit_events SET row_count = 0').run()).toThrow(/append-only/);
      expect(() => db.prepare('DELETE FROM staff_audit_events').run()).toThrow(/append-only/);
      // Only the retention purge deletes, and only what is older than its cutoff.
      await expect(createSqliteStaffStore(db).purgeAuditEventsBefore('2025-12-31T00:00:00.000Z')).resolves.toBe(0);
      expect(db.prepare('SELECT COUNT(*) AS n FROM staff_audit_events').get()).toEqual({ n: 1 });
      expect(db.prepare('SELECT COUNT(*) AS n FROM staff_audit_purge_cutoff').get()).toEqual({ n: 0 });
    } finally {
      db.close();
      removeDataDir(dataDir);
    }
  });
});
