import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_PATHS } from '@clinic/contracts';
import type { Request, RequestHandler } from 'express';
import type { Logger } from './logger';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Reuses a well-formed incoming request id (from a proxy), otherwise mints one; echoes it back. */
const genReqId = (req: IncomingMessage, res: ServerResponse): string => {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
};

/** Checks a load balancer or compose repeats every few seconds: not worth a line each. */
const UNLOGGED_PATHS = new Set<string>([API_PATHS.health, API_PATHS.healthLive, API_PATHS.healthReady]);

/** Path only: query strings can carry personal data. */
const pathOf = (url: string | undefined): string => (url ?? '').split('?')[0] ?? '';

interface RequestSummary {
  id: string;
  method: string;
  path: string;
}

const SUMMARY = Symbol('requestSummary');
type Summarised = Request & { [SUMMARY]?: RequestSummary };

/** A logger whose lines name the request (id, method, path): for errors and events logged while answering it. */
export const requestLogger = (logger: Logger, req: Request): Logger =>
  logger.child({ req: (req as Summarised)[SUMMARY] ?? { method: req.method, path: pathOf(req.originalUrl) } });

/**
 * One log line per request (except health checks) with id, method, path, status and time, written when the answer
 * is finished or the connection closed. The line holds only those values, none of them personal data, so it skips
 * the logger's redaction paths (a wildcard walk per line that showed up in the booking route's profile); every
 * other line keeps them.
 */
export const createHttpLogger = (logger: Logger): RequestHandler => {
  const lines = logger.child({}, { redact: [] });
  return (req, res, next) => {
    // Taken now: routers mounted on a path rewrite req.url while they run.
    const summary: RequestSummary = {
      id: genReqId(req, res),
      method: req.method,
      path: pathOf(req.originalUrl ?? req.url),
    };
    (req as Summarised)[SUMMARY] = summary;
    if (UNLOGGED_PATHS.has(summary.path)) return next();
    const startedAt = Date.now();
    let logged = false;
    const logLine = () => {
      if (logged) return;
      logged = true;
      const { statusCode } = res;
      const line = { req: summary, res: { statusCode }, responseTime: Date.now() - startedAt };
      if (statusCode >= 500) lines.error(line, `request failed with ${statusCode}`);
      else if (statusCode >= 400) lines.warn(line, 'request completed');
      else lines.info(line, 'request completed');
    };
    res.once('finish', logLine);
    res.once('close', logLine);
    next();
  };
};
