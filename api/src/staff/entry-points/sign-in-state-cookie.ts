import { AUTH_PREFIX } from '@clinic/contracts';
import { parse as parseCookies } from 'cookie';
import type { CookieOptions, Request, Response } from 'express';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { deriveKey } from '../../libraries/security/derived-key';
import type { PendingSignIn } from '../data-access/oidc-client';

/** Long enough to type a password and approve a second factor; a sign-in left longer starts again. */
export const SIGN_IN_STATE_TTL_S = 10 * 60;

/** `__Secure-` makes the browser refuse the cookie unless it is Secure. */
export const signInStateCookieName = (secure: boolean) => (secure ? '__Secure-clinic-sign-in' : 'clinic-sign-in');

const isPendingSignIn = (payload: Record<string, unknown>): payload is Record<string, unknown> & PendingSignIn =>
  ['state', 'nonce', 'codeVerifier'].every((key) => typeof payload[key] === 'string' && payload[key] !== '');

export interface SignInStateCookieOptions {
  /** The session secret: the cookie's key is derived from it. */
  secret: string;
  /** Secure (and `__Secure-`) when the site is served over https. */
  secure: () => boolean;
  now: () => number;
}

/**
 * The sign-in's state, nonce and PKCE verifier between /auth/login and /auth/callback, kept by the browser in a
 * short-lived cookie (HttpOnly, SameSite=Lax, path /auth) encrypted and authenticated with A256GCM (a JWE), so an
 * anonymous visitor who only starts a sign-in costs the server no write. The session is created only once the
 * callback succeeds.
 */
export const createSignInStateCookie = ({ secret, secure, now }: SignInStateCookieOptions) => {
  const key = deriveKey(secret, 'staff sign-in state cookie');
  // Sent only to /auth/* (the callback reads it), never to pages or the API.
  const cookieOptions = (): CookieOptions => ({ httpOnly: true, sameSite: 'lax', secure: secure(), path: AUTH_PREFIX });

  return {
    set: async (res: Response, pending: PendingSignIn) => {
      const issuedAt = Math.floor(now() / 1000);
      const token = await new EncryptJWT({ ...pending })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + SIGN_IN_STATE_TTL_S)
        .encrypt(key);
      res.cookie(signInStateCookieName(secure()), token, { ...cookieOptions(), maxAge: SIGN_IN_STATE_TTL_S * 1000 });
    },

    /** The pending sign-in, or undefined when the cookie is missing, altered, made with another key or expired. */
    read: async (req: Request): Promise<PendingSignIn | undefined> => {
      const token = parseCookies(req.headers.cookie ?? '')[signInStateCookieName(secure())];
      if (!token) return undefined;
      try {
        const { payload } = await jwtDecrypt(token, key, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
          currentDate: new Date(now()),
          requiredClaims: ['exp'],
        });
        return isPendingSignIn(payload)
          ? { state: payload.state, nonce: payload.nonce, codeVerifier: payload.codeVerifier }
          : undefined;
      } catch {
        return undefined;
      }
    },

    /** One use only: cleared as the callback reads it, whatever the outcome. */
    clear: (res: Response) => res.clearCookie(signInStateCookieName(secure()), cookieOptions()),
  };
};

export type SignInStateCookie = ReturnType<typeof createSignInStateCookie>;
