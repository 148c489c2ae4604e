import { API_ERROR_CODES, type StaffRole } from '@clinic/contracts';
import type { RequestHandler, Response } from 'express';
import session from 'express-session';
import { AppError } from '../../libraries/error-handling/app-error';
import { IDLE_TIMEOUT_MS, isSessionExpired } from '../domain/session-policy';
import type { StaffIdentity } from '../data-access/staff-store';
import { canReadSubmissions, isAdmin, type StaffPrincipal } from '../domain/staff-identity';
import type { StaffStore } from '../data-access/staff-store';

/** What the server keeps about a signed-in user. The ID token stays here: it only serves as the sign-out hint. */
export interface StaffSessionData {
  identity: StaffIdentity;
  appRoles: StaffRole[];
  idToken: string;
  /** The OpenID provider that signed the user in (its issuer URL); identity.tenantId is the tenant. */
  issuer: string;
  signedInAt: number;
  lastSeenAt: number;
}

declare module 'express-session' {
  interface SessionData {
    staff?: StaffSessionData;
  }
}

export interface SessionCookieOptions {
  secret: string;
  secure: boolean;
  store: session.Store;
}

/** `__Host-` makes the browser refuse the cookie unless it is Secure, host-only and for path '/'. */
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-clinic-staff' : 'clinic-staff');

/** HttpOnly, SameSite=Lax; Secure and `__Host-` in production. Rolling: each request restarts the idle clock. */
export const createSessionMiddleware = ({ secret, secure, store }: SessionCookieOptions): RequestHandler =>
  session({
    name: sessionCookieName(secure),
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    unset: 'destroy',
    cookie: { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: IDLE_TIMEOUT_MS },
  });

/** The principal loadPrincipal found, or undefined for an anonymous request. */
export const principalOf = (res: Response): StaffPrincipal | undefined => res.locals.staffPrincipal as StaffPrincipal;

/** The provider this server signs staff in with now: its issuer URL and tenant; undefined when sign-in is off. */
export interface SessionIssuer {
  issuer: string;
  tenantId: string;
}

/** A session counts only on a server that signs in through the same provider and tenant as the one that made it. */
const isFromCurrentIssuer = (staff: StaffSessionData, current: SessionIssuer | undefined): boolean =>
  current !== undefined &&
  staff.issuer === current.issuer &&
  staff.identity.tenantId === current.tenantId.toLowerCase();

/**
 * Ends a session made by another provider or tenant (the configuration changed since: the local provider is gone
 * in production, or Entra replaced it), an idle (30 min) or a too old (8 h) one; then reads the user's roles from
 * user_roles on every request (so a revocation applies at once) and adds the Entra app roles from sign-in.
 */
export const loadPrincipal =
  (store: StaffStore, now: () => number, currentIssuer: () => SessionIssuer | undefined): RequestHandler =>
  async (req, res, next) => {
    const staff = req.session?.staff;
    if (!staff) return next();
    const time = now();
    if (!isFromCurrentIssuer(staff, currentIssuer()) || isSessionExpired(staff, time)) {
      await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
      return next();
    }
    staff.lastSeenAt = time;
    const stored = await store.rolesOf(staff.identity);
    const roles = [...new Set([...stored, ...staff.appRoles])].sort();
    res.locals.staffPrincipal = { identity: staff.identity, roles } satisfies StaffPrincipal;
    next();
  };

const unauthenticated = () => new AppError(API_ERROR_CODES.unauthenticated, 'Sign in to continue', { httpStatus: 401 });

const forbidden = (message: string) => new AppError(API_ERROR_CODES.forbidden, message, { httpStatus: 403 });

const requirePrincipal = (res: Response): StaffPrincipal => {
  const principal = principalOf(res);
  if (!principal) throw unauthenticated();
  return principal;
};

export const requireSubmissionsAccess: RequestHandler = (_req, res, next) => {
  if (!canReadSubmissions(requirePrincipal(res).roles)) throw forbidden('Admin or staff access required');
  next();
};

export const requireAdmin: RequestHandler = (_req, res, next) => {
  if (!isAdmin(requirePrincipal(res).roles)) throw forbidden('Admin access required');
  next();
};

/** Staff answers hold personal and health data: never cached anywhere. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
