import { API_ERROR_CODES, AUTH_PATHS, AUTH_PREFIX, type LogoutBody } from '@clinic/contracts';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { AppError } from '../../libraries/error-handling/app-error';
import type { Logger } from '../../libraries/logger/logger';
import { identityFromClaims, type SignedInUser } from '../domain/identity-from-claims';
import { endSessionUrl, finishSignIn, startSignIn, type OidcConfiguration } from '../data-access/oidc-client';
import type { StaffStore } from '../data-access/staff-store';
import { requireSameOrigin } from './same-origin';
import { sessionCookieName } from './staff-session';
import type { SignInStateCookie } from './sign-in-state-cookie';

/** Where staff land after signing in or out. */
export const STAFF_HOME = '/booking-submissions';

export interface AuthRoutesOptions {
  /** Discovers the provider (once, lazily: the local one is served by this very server). */
  discover: () => Promise<OidcConfiguration>;
  expectedTenantId: string;
  publicOrigin: () => string;
  session: RequestHandler;
  /** Per-IP limit on every /auth request. */
  rateLimit: RequestHandler;
  /** Holds the sign-in's state, nonce and PKCE verifier until the callback. */
  signInState: SignInStateCookie;
  secureCookie: boolean;
  store: StaffStore;
  now: () => number;
  logger: Logger;
}

type SignInResult = SignedInUser & { idToken: string; issuer: string };

const signInFailed = () =>
  new AppError(API_ERROR_CODES.unauthenticated, 'Sign-in could not be completed. Please try again.', {
    httpStatus: 401,
  });

const promised = (run: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => run((error) => (error ? reject(error) : resolve())));

const requestOrigin = (req: Request) => `${req.protocol}://${req.get('host') ?? ''}`;

/** GET /auth/login, GET /auth/callback, POST /auth/logout: the API is the OpenID Connect client. */
export const createAuthRoutes = (options: AuthRoutesOptions): Router => {
  const { publicOrigin, signInState, store, now, logger } = options;
  const redirectUri = () => `${publicOrigin()}${AUTH_PATHS.callback}`;

  let discovered: Promise<OidcConfiguration> | undefined;
  const oidc = () =>
    (discovered ??= options.discover().catch((error: unknown) => {
      discovered = undefined;
      throw error;
    }));

  /** No claims or tokens in the log: only that it failed, and why. */
  const rejectSignIn = (reason: string) => {
    logger.warn({ reason }, 'staff sign-in rejected');
    return signInFailed();
  };

  /** The user the callback's code stands for, checked against the state the browser brought back. */
  const redeemCallback = async (req: Request): Promise<SignInResult> => {
    const pending = await signInState.read(req);
    if (!pending) throw rejectSignIn('no valid sign-in state cookie');
    let tokens: Awaited<ReturnType<typeof finishSignIn>>;
    try {
      const query = new URL(req.originalUrl, publicOrigin()).searchParams;
      tokens = await finishSignIn(await oidc(), redirectUri(), query, pending);
    } catch (error) {
      throw rejectSignIn(error instanceof Error ? error.message : 'rejected');
    }
    const claims = tokens.claims();
    const user = identityFromClaims(claims ?? {}, options.expectedTenantId);
    if (!user || !claims || !tokens.id_token) throw rejectSignIn('unknown tenant or user');
    // The ID token's issuer, checked by openid-client against the provider's: the session is bound to it.
    return { ...user, idToken: tokens.id_token, issuer: new URL(claims.iss).href };
  };

  const completeSignIn = async (req: Request, res: Response, user: SignInResult) => {
    // The session row is written only now, under a fresh id: a session id planted before sign-in is worth nothing.
    await promised((done) => req.session.regenerate(done));
    const at = now();
    req.session.staff = {
      identity: user.identity,
      appRoles: user.appRoles,
      idToken: user.idToken,
      issuer: user.issuer,
      signedInAt: at,
      lastSeenAt: at,
    };
    await promised((done) => req.session.save(done));
    await store.recordSignIn(user.identity, new Date(at).toISOString());
    res.redirect(303, STAFF_HOME);
  };

  const router = express.Router();
  router.use(AUTH_PREFIX, options.rateLimit, options.session, (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get(AUTH_PATHS.login, async (req, res) => {
    // The cookies belong to one host name: start where the callback will arrive.
    if (requestOrigin(req) !== publicOrigin()) return res.redirect(303, `${publicOrigin()}${AUTH_PATHS.login}`);
    const { url, pending } = await startSignIn(await oidc(), redirectUri());
    await signInState.set(res, pending);
    res.redirect(302, url.href);
  });

  router.get(AUTH_PATHS.callback, async (req, res) => {
    // One use only, whatever the outcome: a replayed callback finds no state.
    signInState.clear(res);
    await completeSignIn(req, res, await redeemCallback(req));
  });

  router.post(AUTH_PATHS.logout, requireSameOrigin(publicOrigin), async (req, res) => {
    const idToken = req.session.staff?.idToken;
    await promised((done) => req.session.destroy(done));
    res.clearCookie(sessionCookieName(options.secureCookie), {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookie,
      path: '/',
    });
    let redirectTo = STAFF_HOME;
    if (idToken) {
      // Ends the provider's session too, which then sends the browser back to us. Our session is gone either way.
      try {
        redirectTo = endSessionUrl(await oidc(), idToken, `${publicOrigin()}${STAFF_HOME}`) ?? STAFF_HOME;
      } catch (error) {
        logger.warn({ reason: error instanceof Error ? error.message : 'unknown' }, 'provider sign-out unavailable');
      }
    }
    res.json({ redirectTo } satisfies LogoutBody);
  });

  return router;
};
