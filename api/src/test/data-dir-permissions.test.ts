import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS } from '@clinic/contracts';
import { adultBooking, nextOutcomes } from '../testing/booking-fixtures';
import { SQLITE_FILE_NAME } from '../libraries/database/sqlite-database';
import { SESSION_SECRET_FILE } from '../libraries/security/session-secret';
import { makeDataDir, removeDataDir, startTestServer } from '../testing/test-server';

/** Every folder and file under dir (dir itself as '.'), with its permission bits in octal. */
const modesUnder = (dir: string) =>
  ['.', ...(fs.readdirSync(dir, { recursive: true }) as string[])].map((name) => {
    const stat = fs.statSync(path.join(dir, name));
    return { name, isDirectory: stat.isDirectory(), mode: (stat.mode & 0o777).toString(8) };
  });

/** Asserts folders 0700 and files 0600; returns the names checked. */
const expectPrivate = (dataDir: string) => {
  const entries = modesUnder(dataDir);
  const notPrivate = entries.filter(({ isDirectory, mode }) => mode !== (isDirectory ? '700' : '600'));
  expect(notPrivate).toEqual([]);
  return entries.map((entry) => entry.name);
};

/** Starts a server on dataDir, stores a booking and waits for both its emails: every kind of file exists then. */
const storeABooking = async (dataDir: string) => {
  const server = await startTestServer({ DATA_DIR: dataDir });
  try {
    const delivered = nextOutcomes(server.booking.worker, 2, { kind: 'sent' });
    const response = await fetch(`${server.url}${API_PATHS.bookings}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(adultBooking()),
    });
    expect(response.status).toBe(201);
    await delivered;
    // Checked while the server runs: the WAL and shared-memory files exist only while the database is open.
    return expectPrivate(dataDir);
  } finally {
    await server.stop();
  }
};

describe('DATA_DIR holds health data: the folder is 0700 and every file in it 0600, whatever the umask', () => {
  let parent: string;
  let previousUmask: number;

  beforeEach(() => {
    parent = makeDataDir();
    // As permissive as it gets: nothing may rely on the umask.
    previousUmask = process.umask(0);
  });
  afterEach(() => {
    process.umask(previousUmask);
    removeDataDir(parent);
  });

  it('creates the folder, the database and its -wal/-shm, the mail folder, each .eml and the session secret private', async () => {
    const dataDir = path.join(parent, 'data');
    const names = await storeABooking(dataDir);
    expect(names).toEqual(
      expect.arrayContaining([
        SQLITE_FILE_NAME,
        `${SQLITE_FILE_NAME}-wal`,
        `${SQLITE_FILE_NAME}-shm`,
        'mail',
        SESSION_SECRET_FILE,
      ]),
    );
    expect(names.filter((name) => name.endsWith('.eml'))).toHaveLength(2);
  });

  it('makes an existing folder and its files private at start', async () => {
    const dataDir = path.join(parent, 'data');
    fs.mkdirSync(path.join(dataDir, 'mail'), { recursive: true, mode: 0o777 });
    fs.chmodSync(dataDir, 0o755);
    fs.chmodSync(path.join(dataDir, 'mail'), 0o777);
    fs.writeFileSync(path.join(dataDir, SESSION_SECRET_FILE), 'x'.repeat(64), { mode: 0o644 });
    // A database made before this change, world-readable.
    const earlier = await startTestServer({ DATA_DIR: dataDir });
    await earlier.stop();
    fs.chmodSync(path.join(dataDir, SQLITE_FILE_NAME), 0o644);

    await storeABooking(dataDir);
  });
});
