import MongoStore from 'connect-mongo';
import type session from 'express-session';
import type { Storage } from '../../libraries/database/open-storage';
import { createMongoStaffStore } from './mongo/mongo-staff-store';
import { createSqliteStaffStore } from './sqlite/sqlite-staff-store';
import { SqliteSessionStore } from './sqlite/sqlite-session-store';
import type { StaffStore } from './staff-store';

type MongoStoreClient = NonNullable<Parameters<typeof MongoStore.create>[0]['client']>;

export interface StaffStorage {
  store: StaffStore;
  /** express-session's store, in the same database as everything else. */
  sessionStore: session.Store;
}

export const openStaffStorage = async (
  storage: Storage,
  now: () => number,
  sessionTtlMs: number,
  auditDays: number,
): Promise<StaffStorage> => {
  if (storage.kind === 'sqlite') {
    return {
      store: createSqliteStaffStore(storage.db),
      sessionStore: new SqliteSessionStore(storage.db, now, sessionTtlMs),
    };
  }
  return {
    store: await createMongoStaffStore(storage.connection, auditDays),
    sessionStore: MongoStore.create({
      // mongoose carries its own copy of the driver: the same client, typed by another copy.
      client: storage.connection.getClient() as unknown as MongoStoreClient,
      dbName: storage.connection.name,
      collectionName: 'staff_sessions',
      ttl: Math.ceil(sessionTtlMs / 1000),
      autoRemove: 'native',
    }),
  };
};
