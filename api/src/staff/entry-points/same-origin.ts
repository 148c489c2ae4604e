import { API_ERROR_CODES, STAFF_REQUEST_HEADER } from '@clinic/contracts';
import type { RequestHandler } from 'express';
import { AppError } from '../../libraries/error-handling/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const crossSiteRefused = () =>
  new AppError(API_ERROR_CODES.forbidden, 'Cross-site request refused', { httpStatus: 403 });

/**
 * A read that writes an audit event (the submissions list, a record, the audit log, an export) must not be set off
 * by another site: a top-level link or an image there sends the staff cookie (SameSite=Lax) with
 * Sec-Fetch-Site: cross-site. same-origin, same-site and none (typed, bookmarked, our own pages) pass.
 */
export const refuseCrossSiteReads: RequestHandler = (req, _res, next) => {
  if (req.get('sec-fetch-site') === 'cross-site') throw crossSiteRefused();
  next();
};

/**
 * Requests that change state (and, with `reads`, a read that hands out a file and is audited, so a cross-site link
 * cannot trigger it) must come from our own pages: the browser's Origin (or, without one, Sec-Fetch-Site)
 * says so, and the custom header proves a script of ours sent it (a cross-site form cannot add headers).
 */
export const requireSameOrigin =
  (publicOrigin: () => string, options: { reads?: boolean } = {}): RequestHandler =>
  (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) && !options.reads) return next();
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    const sameOrigin = origin ? origin === publicOrigin() : fetchSite === 'same-origin';
    if (!sameOrigin || !req.get(STAFF_REQUEST_HEADER)) throw crossSiteRefused();
    next();
  };
