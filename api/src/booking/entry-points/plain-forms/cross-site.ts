import { API_ERROR_CODES } from '@clinic/contracts';
import type { Request, RequestHandler } from 'express';
import { AppError } from '../../../libraries/error-handling/app-error';

/**
 * Whether a browser sent this request from another site. The public forms take no session or cookie, so a post from
 * elsewhere (CSRF) can steal nothing; what it could do is make visitors' browsers file requests the clinic would act
 * on, each from a different IP, past the per-IP limits. Browsers say where a request came from: Sec-Fetch-Site
 * (sent by every current browser) must be 'same-origin' ('none' is a request the visitor made themselves); without
 * it, the Origin must be this site (the public origin, or the Host the request was sent to). A request with neither
 * comes from no browser a page can drive (curl, a script), which could post anyway: that is what the per-IP limits
 * and the honeypot are for. The same rule as Go's http.CrossOriginProtection.
 */
export function isCrossSite(req: Request, publicOrigin: string): boolean {
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = req.get('origin');
  if (origin === undefined) return false;
  if (origin === publicOrigin) return false;
  try {
    return new URL(origin).host !== req.get('host');
  } catch {
    // 'null' (a sandboxed frame, a redirect across sites) or junk.
    return true;
  }
}

/** Refuses (403) a form post made from another site, before anything of it is read. */
export const refuseCrossSite =
  (publicOrigin: () => string): RequestHandler =>
  (req, _res, next) => {
    if (isCrossSite(req, publicOrigin())) {
      throw new AppError(API_ERROR_CODES.forbidden, 'Cross-site request refused', { httpStatus: 403 });
    }
    next();
  };
