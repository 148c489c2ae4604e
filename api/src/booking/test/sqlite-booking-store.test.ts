import { migrateSqlite, openSqliteDatabase } from '../../libraries/database/sqlite-database';
import type { BookingStore } from '../data-access/booking-store';
import { makeDataDir, removeDataDir } from '../../testing/test-server';
import { createSqliteBookingStore } from '../data-access/sqlite/sqlite-booking-store';
import { BOOKING_MIGRATIONS } from '../data-access/sqlite/booking-migrations';
import { describeBookingStoreContract } from './booking-store.contract';

describe('BookingStore contract: embedded SQLite', () => {
  describeBookingStoreContract(async () => {
    const dir = makeDataDir();
    const db = openSqliteDatabase(dir);
    const store = createSqliteBookingStore(db);
    return {
      store,
      close: async () => {
        await store.close();
        db.close();
        removeDataDir(dir);
      },
    };
  });
});

describe('SQLite booking schema', () => {
  it('migrates once: a second store on the same file reuses the tables and sees the data', async () => {
    const dir = makeDataDir();
    try {
      const first = openSqliteDatabase(dir);
      const firstStore = createSqliteBookingStore(first);
      const second = openSqliteDatabase(dir);
      let secondStore: BookingStore | undefined;
      expect(() => (secondStore = createSqliteBookingStore(second))).not.toThrow();
      const ids = second
        .prepare<[], { id: string }>('SELECT id FROM schema_migrations')
        .all()
        .map((row) => row.id);
      expect(ids.filter((id) => id.startsWith('booking-'))).toEqual(BOOKING_MIGRATIONS.map((step) => step.id));
      // Each store's writer thread opens the file too: stopped before the folder goes.
      await Promise.all([firstStore.close(), secondStore?.close()]);
      first.close();
      second.close();
    } finally {
      removeDataDir(dir);
    }
  });
});

describe('SQLite retention migration', () => {
  it('adds status_changed_at to a database made before it, keeping its requests', async () => {
    const dir = makeDataDir();
    try {
      const db = openSqliteDatabase(dir);
      migrateSqlite(db, BOOKING_MIGRATIONS.slice(0, 1));
      db.prepare(
        `INSERT INTO booking_submissions (id, created_at, form_source, first_name, last_name, email, phone, request)
         VALUES ('old', '2025-01-01T00:00:00.000Z', 'services_adult', 'A', 'B', 'Old@Example.org', '1', '{}')`,
      ).run();
      const store = createSqliteBookingStore(db);
      await store.recordStatusChange('booking', 'old', '2025-06-01T00:00:00.000Z');
      expect(db.prepare('SELECT status_changed_at FROM booking_submissions').get()).toEqual({
        status_changed_at: '2025-06-01T00:00:00.000Z',
      });
      expect((await store.findByEmail('old@example.org')).bookings.map((row) => row.id)).toEqual(['old']);
      await store.close();
      db.close();
    } finally {
      removeDataDir(dir);
    }
  });
});
