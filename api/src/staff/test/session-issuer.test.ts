import { type MeBody, STAFF_API_PATHS } from '@clinic/contracts';
import type { RunningServer } from '../../server';
import { makeDataDir, removeDataDir, startTestServer } from '../../testing/test-server';
import { sessionCookieName } from '../entry-points/staff-session';
import { StaffTestClient } from './staff-test-client';

// Each server's first sign-in starts the local provider (an RSA key, discovery over HTTP): seconds on a busy machine.
jest.setTimeout(30_000);

/** An Entra app registration (never contacted: nothing here signs in through it). */
const ENTRA = {
  ENTRA_TENANT_ID: '11111111-2222-4333-8444-555555555555',
  ENTRA_CLIENT_ID: '66666666-7777-4888-9999-000000000000',
  ENTRA_CLIENT_SECRET: 'not-a-real-secret',
};

const sessionRows = (server: RunningServer) =>
  server.storage.kind === 'sqlite'
    ? (server.storage.db.prepare('SELECT COUNT(*) AS count FROM staff_sessions').get() as { count: number }).count
    : undefined;

/** GET /api/me with only this cookie, as a browser holding it would send it. */
const meWith = async (server: RunningServer, cookie: string): Promise<MeBody> => {
  const response = await fetch(`${server.url}${STAFF_API_PATHS.me}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as MeBody;
};

describe('a staff session is bound to the provider and tenant that signed it in', () => {
  let dataDir: string;
  let sessionId: string;

  beforeAll(async () => {
    // Signed in as an admin through the local provider, then that server stops; its DATA_DIR (database, session
    // secret) stays for the restarts below.
    dataDir = makeDataDir();
    const local = await startTestServer({ DATA_DIR: dataDir });
    try {
      const client = new StaffTestClient(local.url);
      expect((await client.signIn('admin@clinic.test')).status).toBe(303);
      expect(await client.whoAmI()).toBe('admin@clinic.test');
      sessionId = client.cookies.get(sessionCookieName(false))!;
      expect(await meWith(local, `${sessionCookieName(false)}=${sessionId}`)).toMatchObject({ roles: ['admin'] });
    } finally {
      await local.stop();
    }
  });
  afterAll(() => removeDataDir(dataDir));

  it('reads as nobody after a restart in production, where the local provider does not run, and is deleted', async () => {
    const production = await startTestServer({ NODE_ENV: 'production', DATA_DIR: dataDir });
    try {
      expect(sessionRows(production)).toBe(1);
      // The same session id under the production cookie name (a browser on the same host over https).
      expect(await meWith(production, `${sessionCookieName(true)}=${sessionId}`)).toEqual({ user: null, roles: [] });
      expect(sessionRows(production)).toBe(0);
    } finally {
      await production.stop();
    }
  });

  it('reads as nobody on a server that signs in through Entra instead', async () => {
    const local = await startTestServer({ DATA_DIR: dataDir });
    let cookie: string;
    try {
      const client = new StaffTestClient(local.url);
      await client.signIn('admin@clinic.test');
      cookie = `${sessionCookieName(false)}=${client.cookies.get(sessionCookieName(false))}`;
    } finally {
      await local.stop();
    }
    const entra = await startTestServer({ DATA_DIR: dataDir, ...ENTRA });
    try {
      expect(await meWith(entra, cookie)).toEqual({ user: null, roles: [] });
      const list = await fetch(`${entra.url}${STAFF_API_PATHS.bookingSubmissions}`, { headers: { cookie } });
      expect(list.status).toBe(401);
    } finally {
      await entra.stop();
    }
  });
});
