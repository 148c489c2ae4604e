import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_PATHS } from '@clinic/contracts';
import { pinoHttp } from 'pino-http';
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

/** Path only: query strings can carry personal data. */
const pathOf = (url: string | undefined) => (url ?? '').split('?')[0];

/** One log line per request with id, method, path, status and time. Never headers or bodies. */
export const createHttpLogger = (logger: Logger) =>
  pinoHttp({
    logger,
    genReqId,
    autoLogging: { ignore: (req) => pathOf(req.url) === API_PATHS.health },
    customLogLevel: (_req, res, err) => {
      if (err || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
    // The error middleware logs errors itself, with the detail; the request line stays short.
    customErrorMessage: (_req, res) => `request failed with ${res.statusCode}`,
    customErrorObject: (_req, _res, _err, line: Record<string, unknown>) => ({ ...line, err: undefined }),
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: pathOf(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
