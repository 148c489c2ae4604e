import { openMongoConnection, type MongoConnection } from './mongo-database';
import { openSqliteDatabase, type SqliteDatabase } from './sqlite-database';

/**
 * The API's one storage handle, chosen from config: MongoDB when MONGODB_URI is set, otherwise the embedded SQLite
 * file in DATA_DIR. Each business component builds its own repositories (and migrations / models) on top of it.
 */
export type Storage = { kind: 'sqlite'; db: SqliteDatabase } | { kind: 'mongo'; connection: MongoConnection };

export const openStorage = async (config: { dataDir: string; mongodbUri: string | undefined }): Promise<Storage> =>
  config.mongodbUri
    ? { kind: 'mongo', connection: await openMongoConnection(config.mongodbUri) }
    : { kind: 'sqlite', db: openSqliteDatabase(config.dataDir) };

export const closeStorage = async (storage: Storage): Promise<void> => {
  if (storage.kind === 'sqlite') storage.db.close();
  else await storage.connection.close();
};
