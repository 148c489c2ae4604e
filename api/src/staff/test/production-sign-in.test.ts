import { AUTH_PATHS, type ApiErrorBody } from '@clinic/contracts';
import { makeDataDir, removeDataDir, startTestServer } from '../../testing/test-server';
import type { RunningServer } from '../../server';

describe('staff sign-in in production without an Entra tenant', () => {
  let dataDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    dataDir = makeDataDir();
    server = await startTestServer({ NODE_ENV: 'production', DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await server.stop();
    removeDataDir(dataDir);
  });

  it('never serves the local OpenID provider', async () => {
    const response = await fetch(`${server.url}/dev-oidc/.well-known/openid-configuration`);
    expect(response.headers.get('content-type') ?? '').not.toMatch(/json/);
    expect(response.status).not.toBe(200);
  });

  it('answers sign-in with 503 instead of falling back to it', async () => {
    const response = await fetch(`${server.url}${AUTH_PATHS.login}`, { redirect: 'manual' });
    expect(response.status).toBe(503);
    expect(((await response.json()) as ApiErrorBody).message).toBe('Staff sign-in is not configured on this server');
  });

  it('uses the __Host- prefixed, Secure cookie name', async () => {
    const { sessionCookieName } = await import('../entry-points/staff-session');
    expect(sessionCookieName(true)).toBe('__Host-clinic-staff');
  });
});
