import { AUTH_PATHS, STAFF_API_PATHS, type ApiErrorBody, type LogoutBody, type MeBody } from '@clinic/contracts';
import { makeDataDir, removeDataDir, startTestServer } from '../../testing/test-server';
import { StaffTestClient } from './staff-test-client';
import { startStaffTestServer, type StaffTestServer } from './staff-test-server';

describe('staff sign-in through the local OpenID provider', () => {
  let harness: StaffTestServer;
  let client: StaffTestClient;

  const sessionRows = () => {
    const { storage } = harness.server;
    if (storage.kind !== 'sqlite') throw new Error('these tests read the SQLite session table');
    return (storage.db.prepare('SELECT COUNT(*) AS count FROM staff_sessions').get() as { count: number }).count;
  };

  beforeAll(async () => {
    harness = await startStaffTestServer();
  });
  afterAll(() => harness.close());
  beforeEach(() => {
    client = new StaffTestClient(harness.server.url);
  });

  it('sends the browser to the provider with PKCE, state, nonce and the OpenID scopes', async () => {
    const response = await client.request(AUTH_PATHS.login);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(`${harness.server.url}/dev-oidc/auth`);
    const params = location.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid profile email');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('redirect_uri')).toBe(`${harness.server.url}${AUTH_PATHS.callback}`);
  });

  it('tells an anonymous visitor that nobody is signed in, without an error status', async () => {
    const response = await client.request(STAFF_API_PATHS.me);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: null, roles: [] } satisfies MeBody);
  });

  it('keeps the sign-in state in a short-lived encrypted cookie for /auth, and writes no session row', async () => {
    const rowsBefore = sessionRows();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await new StaffTestClient(harness.server.url).request(AUTH_PATHS.login);
      expect(response.status).toBe(302);
      const cookies = response.headers.getSetCookie();
      expect(cookies.some((line) => line.startsWith('clinic-staff='))).toBe(false);
      const state = cookies.find((line) => line.startsWith('clinic-sign-in='));
      expect(state).toMatch(/; Max-Age=600; Path=\/auth; /);
      expect(state).toMatch(/; HttpOnly/);
      expect(state).toMatch(/; SameSite=Lax/);
      // A JWE (five parts): nothing in it readable, not even the state the URL carries.
      const value = state!.slice('clinic-sign-in='.length, state!.indexOf(';'));
      expect(value.split('.')).toHaveLength(5);
      const sentState = new URL(response.headers.get('location') ?? '').searchParams.get('state')!;
      expect(Buffer.from(value.replaceAll('.', ''), 'base64url').toString('latin1')).not.toContain(sentState);
    }
    expect(sessionRows()).toBe(rowsBefore);
  });

  it('refuses a callback without the sign-in cookie, or with one altered, and creates no session', async () => {
    const callback = await client.callbackUrlFor('staff@clinic.test');
    const state = client.cookies.get('clinic-sign-in')!;
    const rowsBefore = sessionRows();
    client.cookies.delete('clinic-sign-in');
    expect((await client.request(callback)).status).toBe(401);
    const altered = `${state.slice(0, -4)}${state.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    client.cookies.set('clinic-sign-in', altered);
    expect((await client.request(callback)).status).toBe(401);
    expect(sessionRows()).toBe(rowsBefore);
    expect(await client.whoAmI()).toBeNull();
  });

  it('refuses a sign-in state older than ten minutes', async () => {
    const callback = await client.callbackUrlFor('staff@clinic.test');
    harness.clock.now += 10 * 60_000 + 1_000;
    try {
      expect((await client.request(callback)).status).toBe(401);
    } finally {
      harness.clock.now -= 10 * 60_000 + 1_000;
    }
  });

  it('signs staff in with an HttpOnly, SameSite=Lax cookie, a new session id, and no token for the browser', async () => {
    const callback = await client.callbackUrlFor('staff@clinic.test');
    // A session id planted in this browser before sign-in (here another user's) is replaced, never taken over.
    const planter = new StaffTestClient(harness.server.url);
    await planter.signIn('admin@clinic.test');
    const before = planter.cookies.get('clinic-staff')!;
    client.cookies.set('clinic-staff', before);

    const response = await client.request(callback);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/booking-submissions');
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('clinic-staff='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(client.cookies.get('clinic-staff')).not.toBe(before);
    // The sign-in state is spent.
    expect(client.cookies.has('clinic-sign-in')).toBe(false);

    const me = await client.request(STAFF_API_PATHS.me);
    expect(me.status).toBe(200);
    const text = await me.text();
    expect(JSON.parse(text) as MeBody).toEqual({
      user: { name: 'Sam Staff', email: 'staff@clinic.test' },
      roles: ['staff'],
    });
    expect(text).not.toMatch(/eyJ/); // no JWT of any kind
    expect(me.headers.get('cache-control')).toBe('no-store');
    // regenerate() ends the planted session: that id now reads as nobody.
    expect(await planter.whoAmI()).toBeNull();
  });

  it('refuses a wrong password on the provider form', async () => {
    const { response } = await client.follow(AUTH_PATHS.login);
    const action = /action="([^"]+)"/.exec(await response.text())?.[1] ?? '';
    const posted = await client.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'staff@clinic.test', password: 'wrong' }).toString(),
    });
    expect(posted.status).toBe(401);
    expect(await posted.text()).toContain('That email and password do not match a local account.');
  });

  it('rejects a callback whose state was tampered with, and creates no session', async () => {
    const callback = new URL(await client.callbackUrlFor('staff@clinic.test'));
    callback.searchParams.set('state', 'forged-state-value');
    const response = await client.request(callback.toString());
    expect(response.status).toBe(401);
    expect(((await response.json()) as ApiErrorBody).code).toBe('UNAUTHENTICATED');
    expect(await client.whoAmI()).toBeNull();
  });

  it('rejects a replayed callback', async () => {
    const callback = await client.callbackUrlFor('staff@clinic.test');
    const preSignIn = new Map(client.cookies);
    expect((await client.request(callback)).status).toBe(303);

    // The same code and state again, from the signed-in browser and from the one before sign-in.
    expect((await client.request(callback)).status).toBe(401);
    const replayer = new StaffTestClient(harness.server.url);
    for (const [name, value] of preSignIn) replayer.cookies.set(name, value);
    expect((await replayer.request(callback)).status).toBe(401);
  });

  it('signs out: destroys the session and sends the browser to the provider end-session endpoint', async () => {
    await client.signIn('admin@clinic.test');
    const response = await client.send(AUTH_PATHS.logout, 'POST');
    expect(response.status).toBe(200);
    const { redirectTo } = (await response.json()) as LogoutBody;
    const endSession = new URL(redirectTo);
    expect(endSession.pathname).toBe('/dev-oidc/session/end');
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${harness.server.url}/booking-submissions`);
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    expect(client.cookies.has('clinic-staff')).toBe(false);
    expect(await client.whoAmI()).toBeNull();
  });

  it('refuses a cross-site sign-out', async () => {
    await client.signIn('staff@clinic.test');
    const response = await client.send(AUTH_PATHS.logout, 'POST', undefined, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await client.whoAmI()).toBe('staff@clinic.test');
  });
});

describe('the /auth rate limit', () => {
  it('answers 429 in the error body past AUTH_REQUESTS_PER_IP_PER_MINUTE requests a minute from one address', async () => {
    const dataDir = makeDataDir();
    const server = await startTestServer({ DATA_DIR: dataDir, AUTH_REQUESTS_PER_IP_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await fetch(`${server.url}${AUTH_PATHS.login}`, { redirect: 'manual' })).status);
      }
      expect(statuses).toEqual([302, 302, 302, 429]);
      const refused = await fetch(`${server.url}${AUTH_PATHS.callback}?code=x&state=y`, { redirect: 'manual' });
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as ApiErrorBody).code).toBe('RATE_LIMITED');
    } finally {
      await server.stop();
      removeDataDir(dataDir);
    }
  });
});
