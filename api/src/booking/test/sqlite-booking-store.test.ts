import { openSqliteDatabase } from '../../libraries/database/sqlite-database';
import { makeDataDir, removeDataDir } from '../../testing/test-server';
import { createSqliteBookingStore } from '../data-access/sqlite/sqlite-booking-store';
import { describeBookingStoreContract } from './booking-store.contract';

describe('BookingStore contract: embedded SQLite', () => {
  describeBookingStoreContract(async () => {
    const dir = makeDataDir();
    const db = openSqliteDatabase(dir);
    return {
      store: createSqliteBookingStore(db),
      close: async () => {
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
      createSqliteBookingStore(first);
      const second = openSqliteDatabase(dir);
      expect(() => createSqliteBookingStore(second)).not.toThrow();
      const ids = second
        .prepare<[], { id: string }>('SELECT id FROM schema_migrations')
        .all()
        .map((row) => row.id);
      expect(ids.filter((id) => id.startsWith('booking-'))).toHaveLength(1);
      first.close();
      second.close();
    } finally {
      removeDataDir(dir);
    }
  });
});
