import { API_ERROR_CODES, AUTH_PATHS, type LogoutBody } from '@clinic/contracts';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import passport from 'passport';
import { AppError } from '../../libraries/error-handling/app-error';
import type { Logger } from '../../libraries/logger/logger';
import { identityFromClaims, type SignedInUser } from '../domain/identity-from-claims';
import { createOidcStrategy, endSessionUrl, STRATEGY_NAME, type OidcConfiguration } from '../data-access/oidc-client';
import type { StaffStore } from '../data-access/staff-store';
import { requireSameOrigin } from './same-origin';
import { sessionCookieName } from './staff-session';

/** Where staff land after signing in or out. */
export const STAFF_HOME = '/booking-submissions';

export interface AuthRoutesOptions {
  /** Discovers the provider (once, lazily: the local one is served by this very server). */
  discover: () => Promise<OidcConfiguration>;
  expectedTenantId: string;
  publicOrigin: () => string;
  session: RequestHandler;
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
  const { publicOrigin, store, now, logger } = options;

  let ready: Promise<{ config: OidcConfiguration; authenticator: passport.PassportStatic }> | undefined;
  const oidc = () =>
    (ready ??= (async () => {
      const config = await options.discover();
      const authenticator = new passport.Passport() as passport.PassportStatic;
      authenticator.use(
        createOidcStrategy(config, `${publicOrigin()}${AUTH_PATHS.callback}`, (tokens, verified) => {
          const claims = tokens.claims();
          const user = identityFromClaims(claims ?? {}, options.expectedTenantId);
          if (!user || !claims || !tokens.id_token) return verified(null, false, { message: 'unknown tenant or user' });
          // The ID token's issuer, checked by openid-client against the provider's: the session is bound to it.
          verified(null, {
            ...user,
            idToken: tokens.id_token,
            issuer: new URL(claims.iss).href,
          } satisfies SignInResult);
        }),
      );
      return { config, authenticator };
    })().catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));

  const completeSignIn = async (req: Request, res: Response, user: SignInResult) => {
    // A fresh session id at sign-in: a session id planted before it is worth nothing after.
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
  router.use('/auth', options.session, (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get(AUTH_PATHS.login, async (req, res, next) => {
    // The session cookie belongs to one host name: start where the callback will arrive.
    if (requestOrigin(req) !== publicOrigin()) return res.redirect(303, `${publicOrigin()}${AUTH_PATHS.login}`);
    const { authenticator } = await oidc();
    authenticator.authenticate(STRATEGY_NAME, { session: false })(req, res, next);
  });

  router.get(AUTH_PATHS.callback, async (req, res, next) => {
    const { authenticator } = await oidc();
    authenticator.authenticate(STRATEGY_NAME, { session: false }, (error: unknown, user: SignInResult | false) => {
      if (error || !user) {
        // No claims or tokens in the log: only that it failed, and the library's reason.
        logger.warn({ reason: error instanceof Error ? error.message : 'rejected' }, 'staff sign-in rejected');
        return next(signInFailed());
      }
      completeSignIn(req, res, user).catch(next);
    })(req, res, next);
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
        const { config } = await oidc();
        redirectTo = endSessionUrl(config, idToken, `${publicOrigin()}${STAFF_HOME}`) ?? STAFF_HOME;
      } catch (error) {
        logger.warn({ reason: error instanceof Error ? error.message : 'unknown' }, 'provider sign-out unavailable');
      }
    }
    res.json({ redirectTo } satisfies LogoutBody);
  });

  return router;
};
