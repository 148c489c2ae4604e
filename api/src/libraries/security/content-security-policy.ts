import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
/** What the headers depend on: the remotes' manifest URLs (a CDN's origin joins the policy) and production. */
export interface SecurityHeaderSettings {
  remotes: Readonly<Record<string, string>>;
  isProduction: boolean;
}

/** The placeholder the shell build writes wherever a nonce belongs; replaced per request. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

const NONCE_BYTES = 16;
const POOL_NONCES = 256;
let pool = Buffer.alloc(0);
let poolOffset = 0;

/** 16 bytes from the CSPRNG, drawn from a pool filled 4 KB at a time: one system call per 256 requests. */
const nextNonce = (): string => {
  if (poolOffset >= pool.length) {
    pool = randomBytes(NONCE_BYTES * POOL_NONCES);
    poolOffset = 0;
  }
  poolOffset += NONCE_BYTES;
  return pool.toString('base64', poolOffset - NONCE_BYTES, poolOffset);
};

/** A fresh 128-bit nonce per request, in res.locals.cspNonce; never reused. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = nextNonce();
  next();
};

export const getCspNonce = (res: Response): string => {
  const nonce: unknown = res.locals.cspNonce;
  if (typeof nonce !== 'string') throw new Error('cspNonce middleware must run before reading the nonce');
  return nonce;
};

/** Origins of remotes configured as absolute URLs (a CDN); same-origin paths add nothing. */
const remoteOrigins = (config: SecurityHeaderSettings): string[] => [
  ...new Set(
    Object.values(config.remotes)
      .filter((url) => /^https?:\/\//.test(url))
      .map((url) => new URL(url).origin),
  ),
];

/** helmet with a strict CSP: no inline script at all (only the speculation rules), inline style only with the request's nonce. */
export const securityHeaders = (config: SecurityHeaderSettings): RequestHandler => {
  const remotes = remoteOrigins(config);
  const nonceSource = (_req: unknown, res: unknown) => `'nonce-${getCspNonce(res as Response)}'`;
  return helmet({
    xFrameOptions: { action: 'deny' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The pages' speculation rules (prefetch and prerender of the next page) are inline JSON, not script.
        scriptSrc: ["'self'", "'inline-speculation-rules'", ...remotes],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", nonceSource, ...remotes],
        imgSrc: ["'self'", 'data:', ...remotes],
        connectSrc: ["'self'", ...remotes],
        fontSrc: ["'self'", ...remotes],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
  });
};

/**
 * API answers are JSON, never rendered: a fixed policy that allows nothing (no nonce to draw or header to build per
 * request), with the same other helmet headers as pages.
 */
export const apiSecurityHeaders = (config: SecurityHeaderSettings): RequestHandler =>
  helmet({
    xFrameOptions: { action: 'deny' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
  });
