import type { RetentionPeriods } from '@clinic/contracts';
import type { Storage } from '../../libraries/database/open-storage';
import type { BookingStore } from './booking-store';
import { createMongoBookingStore } from './mongo/mongo-booking-store';
import { createSqliteBookingStore } from './sqlite/sqlite-booking-store';

/**
 * The booking store on the API's storage; creates or migrates its tables (collections and indexes on MongoDB).
 * MongoDB stamps each document's expiry from `retention`; SQLite applies it when purging.
 */
export const createBookingStore = async (storage: Storage, retention: RetentionPeriods): Promise<BookingStore> =>
  storage.kind === 'sqlite'
    ? createSqliteBookingStore(storage.db)
    : createMongoBookingStore(storage.connection, retention);
