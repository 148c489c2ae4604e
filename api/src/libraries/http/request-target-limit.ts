import { API_ERROR_CODES, API_PREFIX, type ApiErrorBody } from '@clinic/contracts';
import type { RequestHandler } from 'express';

/**
 * The longest request target (path and query) answered: nginx's default request line buffer (8 KB). Every page,
 * API call and sign-in callback (an Entra code is 1-2 KB) is far shorter.
 */
export const MAX_REQUEST_TARGET_LENGTH = 8192;

export const URI_TOO_LONG_MESSAGE = 'The requested address is too long.';

const isApiTarget = (url: string) =>
  url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);

/**
 * 414 for a request target longer than maxLength, before any routing, logging or parsing looks at it: the API's
 * error body under /api, a plain page elsewhere.
 */
export const limitRequestTarget =
  (maxLength: number = MAX_REQUEST_TARGET_LENGTH): RequestHandler =>
  (req, res, next) => {
    if (req.url.length <= maxLength) return next();
    res.status(414).set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
    if (isApiTarget(req.url)) {
      const body: ApiErrorBody = { code: API_ERROR_CODES.uriTooLong, message: URI_TOO_LONG_MESSAGE, fields: [] };
      res.json(body);
    } else {
      res.type('text/plain').send(URI_TOO_LONG_MESSAGE);
    }
  };
