import type { Storage } from '../../libraries/database/open-storage';
import type { BookingStore } from './booking-store';
import { createSqliteBookingStore } from './sqlite/sqlite-booking-store';

/** The booking store on the API's storage; creates or migrates its tables (indexes on MongoDB) first. */
export const createBookingStore = async (storage: Storage): Promise<BookingStore> => {
  if (storage.kind === 'sqlite') return createSqliteBookingStore(storage.db);
  throw new Error('MongoDB storage for bookings is not available yet');
};
