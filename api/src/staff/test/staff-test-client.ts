import { AUTH_PATHS, STAFF_API_PATHS, STAFF_REQUEST_HEADER, type MeBody } from '@clinic/contracts';
import { DEV_PASSWORD } from '../dev-oidc/dev-accounts';

/**
 * A browser stand-in for the API tests: a cookie jar, redirects followed by hand, and the local provider's real
 * sign-in form. Sign-in goes through the same openid-client code as Entra.
 */
export class StaffTestClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(pathOrUrl: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader);
    const response = await fetch(new URL(pathOrUrl, this.baseUrl), { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      const expired = attributes.some((attribute) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute));
      if (expired || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** A same-origin state-changing request, as mf-admin sends it. */
  send(path: string, method: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request(path, {
      method,
      headers: {
        origin: new URL(this.baseUrl).origin,
        [STAFF_REQUEST_HEADER]: '1',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** Follows redirects until one points at `stopAt` (returned, not followed) or a page answers. */
  async follow(start: string, stopAt?: string): Promise<{ response: Response; url: string }> {
    let url = new URL(start, this.baseUrl).toString();
    for (let hop = 0; hop < 10; hop += 1) {
      const response = await this.request(url);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url };
      url = new URL(location, url).toString();
      if (stopAt && new URL(url).pathname === stopAt) return { response, url };
    }
    throw new Error('too many redirects');
  }

  /** Runs the provider's sign-in form and returns the callback URL it redirects to (not yet visited). */
  async callbackUrlFor(email: string, password = DEV_PASSWORD): Promise<string> {
    const { response, url } = await this.follow(AUTH_PATHS.login);
    const form = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(form)?.[1];
    if (!action) throw new Error(`no sign-in form at ${url}`);
    const posted = await this.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    });
    const next = posted.headers.get('location');
    if (!next) throw new Error(`sign-in form answered ${posted.status}`);
    const { url: callback } = await this.follow(new URL(next, this.baseUrl).toString(), AUTH_PATHS.callback);
    return callback;
  }

  /** The signed-in user's email, or null without a session. */
  async whoAmI(): Promise<string | null> {
    const response = await this.request(STAFF_API_PATHS.me);
    if (response.status !== 200) throw new Error(`GET /api/me answered ${response.status}`);
    return ((await response.json()) as MeBody).user?.email ?? null;
  }

  async signIn(email: string): Promise<Response> {
    return this.request(await this.callbackUrlFor(email));
  }
}

/** Who the route tests ask as: no session, and the local provider's accounts with no role, Staff and Admin. */
export const STAFF_TEST_USERS = {
  anonymous: undefined,
  'signed in, no role': 'norole@clinic.test',
  staff: 'staff@clinic.test',
  admin: 'admin@clinic.test',
} as const;
export type StaffTestUser = keyof typeof STAFF_TEST_USERS;

/** One client per user (email, or undefined for no session), each signed in on the server at `baseUrl`. */
export const signInEach = async <User extends string>(
  baseUrl: string,
  users: Record<User, string | undefined>,
): Promise<Record<User, StaffTestClient>> => {
  const clients = {} as Record<User, StaffTestClient>;
  for (const [user, email] of Object.entries(users) as Array<[User, string | undefined]>) {
    clients[user] = new StaffTestClient(baseUrl);
    if (!email) continue;
    const { status } = await clients[user].signIn(email);
    if (status !== 303) throw new Error(`signing in ${email} answered ${status}, not 303`);
  }
  return clients;
};
