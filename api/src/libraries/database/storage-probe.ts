import fs from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Storage } from './open-storage';
import { withoutBlockingOnLock } from './sqlite-group-commit';

/** What readiness asks of the store: each resolves when it works and rejects with the store's own error. */
export interface StorageProbe {
  /** The store answers a read. */
  query(): Promise<void>;
  /** A small durable write succeeds, as a request's would (and a file in DATA_DIR when the API keeps files there). */
  write(): Promise<void>;
}

export interface StorageProbeOptions {
  /** Also write and remove a small file here: where the SQLite file or the .eml mail lives. */
  fileProbeDir?: string;
}

const PROBE_TABLE = 'storage_probe';

/** One row (document) per instance, rewritten by every probe: the probe never grows the store. */
const sqliteProbe = (db: Extract<Storage, { kind: 'sqlite' }>['db'], instance: string): StorageProbe => {
  db.exec(`CREATE TABLE IF NOT EXISTS ${PROBE_TABLE} (instance TEXT PRIMARY KEY, at TEXT NOT NULL)`);
  const read = db.prepare(`SELECT count(*) AS n FROM ${PROBE_TABLE}`);
  const upsert = db.prepare(
    `INSERT INTO ${PROBE_TABLE} (instance, at) VALUES (?, ?) ON CONFLICT (instance) DO UPDATE SET at = excluded.at`,
  );
  return {
    query: async () => {
      read.get();
    },
    // Committed with synchronous=FULL like a request, so a failing fsync shows here too.
    write: async () => {
      await withoutBlockingOnLock(db, () => upsert.run(instance, new Date().toISOString()), 'FULL');
    },
  };
};

/** Fails fast: the native driver, not mongoose's buffering, which would hold the probe until its own timeout. */
const mongoProbe = (connection: Extract<Storage, { kind: 'mongo' }>['connection'], instance: string): StorageProbe => {
  const collection = () => {
    if (!connection.db) throw Object.assign(new Error('not connected to MongoDB'), { name: 'MongoNotConnectedError' });
    return connection.db.collection<{ _id: string; at: Date }>(PROBE_TABLE);
  };
  return {
    query: async () => {
      await collection().findOne({ _id: instance }, { readPreference: 'primary', maxTimeMS: 2_000 });
    },
    write: async () => {
      await collection().updateOne(
        { _id: instance },
        { $set: { at: new Date() } },
        { upsert: true, writeConcern: { w: 'majority', wtimeoutMS: 2_000 } },
      );
    },
  };
};

/** Creates, flushes and removes a small file: a full or read-only disk fails here even when SQLite reuses its WAL. */
const writeProbeFile = async (dir: string, instance: string) => {
  const file = path.join(dir, `.storage-probe-${instance}-${process.pid}`);
  const handle = await fs.open(file, 'w');
  try {
    await handle.writeFile('probe');
    await handle.sync();
  } finally {
    await handle.close();
    await fs.rm(file, { force: true });
  }
};

export const createStorageProbe = (storage: Storage, { fileProbeDir }: StorageProbeOptions = {}): StorageProbe => {
  // The host's name: a restart rewrites its own row instead of adding one.
  const instance = hostname();
  const probe =
    storage.kind === 'sqlite' ? sqliteProbe(storage.db, instance) : mongoProbe(storage.connection, instance);
  if (!fileProbeDir) return probe;
  return {
    query: probe.query,
    write: async () => {
      await probe.write();
      await writeProbeFile(fileProbeDir, instance);
    },
  };
};
