import { permanentRedirectFor } from '@clinic/content';
import type { RequestHandler } from 'express';

/** Paths that moved for good (see PERMANENT_REDIRECTS) answer 301 to their new page, keeping any query string. */
export const permanentRedirects: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const target = permanentRedirectFor(req.path);
  if (!target) return next();
  const queryStart = req.url.indexOf('?');
  res.redirect(301, queryStart === -1 ? target : `${target}${req.url.slice(queryStart)}`);
};
