import type { Request, RequestHandler } from 'express';

/** Records one answered request: its method, route template, status and duration in seconds. */
export type RecordHttpRequest = (method: string, route: string, status: number, seconds: number) => void;

/** No route matched and the answer was a 404: one label, however many addresses were tried. */
export const UNMATCHED_ROUTE = 'unmatched';
/** Answered by the API's shared middleware before any route (rate limit, body parsing). */
export const API_MIDDLEWARE_ROUTE = 'api-middleware';
/** A page (HTML, a redirect) from the web router, and a static file. */
export const PAGE_ROUTE = 'page';
export const STATIC_ROUTE = 'static';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const pathOf = (url: string) => url.split('?')[0] ?? '';

/**
 * The route template an answered request counts under: never the path it asked for (ids, query strings, anything
 * typed into the address bar). A matched route gives its template, prefixed by where its router is mounted;
 * Express restores `baseUrl` when an error leaves a router, so under the API prefix that prefix is put back.
 */
export const routeLabel = (req: Request, status: number, apiPrefix: string): string => {
  const path = pathOf(req.originalUrl ?? req.url ?? '');
  const template: unknown = (req.route as { path?: unknown } | undefined)?.path;
  const underApi = path === apiPrefix || path.startsWith(`${apiPrefix}/`);
  if (typeof template === 'string') {
    const base = req.baseUrl || (underApi && !template.startsWith(`${apiPrefix}/`) ? apiPrefix : '');
    return `${base}${template}`;
  }
  if (status === 404) return UNMATCHED_ROUTE;
  if (underApi) return API_MIDDLEWARE_ROUTE;
  return /\.[A-Za-z0-9]+$/.test(path) ? STATIC_ROUTE : PAGE_ROUTE;
};

/** Times every request from arrival to the end of its answer and records it under its route template. */
export const createHttpRequestMetrics = (record: RecordHttpRequest, apiPrefix: string): RequestHandler => {
  return (req, res, next) => {
    const startedAt = performance.now();
    res.once('finish', () => {
      const method = KNOWN_METHODS.has(req.method) ? req.method : 'OTHER';
      record(
        method,
        routeLabel(req, res.statusCode, apiPrefix),
        res.statusCode,
        (performance.now() - startedAt) / 1000,
      );
    });
    next();
  };
};
