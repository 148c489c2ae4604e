import mongoose, { type Connection } from 'mongoose';

export type MongoConnection = Connection;

/** How long start-up waits for a MongoDB server before failing, instead of mongoose's 30 s default. */
export const MONGO_SERVER_SELECTION_TIMEOUT_MS = 10_000;

/**
 * One connection (pool) for the whole API. autoIndex stays on so each component's schema indexes are created at
 * start; autoCreate makes collections exist before the first transaction needs them.
 */
export const openMongoConnection = async (uri: string): Promise<MongoConnection> => {
  const connection = mongoose.createConnection(uri, {
    serverSelectionTimeoutMS: MONGO_SERVER_SELECTION_TIMEOUT_MS,
    autoIndex: true,
    autoCreate: true,
  });
  await connection.asPromise();
  return connection;
};
