import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_ERROR_CODES, API_PREFIX, type ApiErrorBody } from '@clinic/contracts';
import express, { type Express, type Router } from 'express';
import compression from 'compression';
import { createChatRouter } from './chat/entry-points/routes';
import { loadConfig, type AppConfig } from './config/load-config';
import { createHealthRouter } from './health/entry-points/routes';
import { createErrorMiddleware, type OnCatastrophic } from './libraries/error-handling/error-middleware';
import { createHttpLogger } from './libraries/logger/http-logger';
import { createLogger, type Logger } from './libraries/logger/logger';
import { cspNonce, securityHeaders } from './libraries/security/content-security-policy';
import { createApiRateLimit } from './libraries/security/rate-limit';
import { createWebRouter } from './web/entry-points/routes';

export const JSON_BODY_LIMIT = '100kb';
/** How long stop() lets in-flight requests finish before cutting connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface CreateAppOptions {
  logger?: Logger;
  /** Extra routers mounted under /api after the component routers (tests, later components). */
  apiRouters?: Router[];
  /** Requests per minute per IP across /api. */
  apiRateLimit?: number;
  onCatastrophic?: OnCatastrophic;
}

export interface RunningServer {
  port: number;
  url: string;
  server: http.Server;
  stop: () => Promise<void>;
}

/** middleware -> component routers -> error middleware. */
export const createApp = (config: AppConfig, options: CreateAppOptions = {}): Express => {
  const logger = options.logger ?? createLogger({ level: config.logLevel });
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use(createHttpLogger(logger));
  app.use(cspNonce);
  app.use(securityHeaders(config));
  app.use(compression());

  const api = express.Router();
  api.use(createApiRateLimit(options.apiRateLimit));
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use(createHealthRouter());
  api.use(createChatRouter(config.chat, logger));
  for (const router of options.apiRouters ?? []) api.use(router);
  api.use((_req, res) => {
    const body: ApiErrorBody = { code: API_ERROR_CODES.notFound, message: 'Not found', fields: [] };
    res.status(404).json(body);
  });
  app.use(API_PREFIX, api);

  app.use(createWebRouter(config));
  app.use(createErrorMiddleware(logger, options.onCatastrophic));
  return app;
};

const urlFor = (host: string, port: number) => {
  const reachableHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${reachableHost.includes(':') ? `[${reachableHost}]` : reachableHost}:${port}`;
};

/** Listens on config.host:config.port (0 picks a free port). stop() finishes in-flight requests, then closes. */
export const start = async (
  config: AppConfig = loadConfig(),
  options: CreateAppOptions = {},
): Promise<RunningServer> => {
  const app = createApp(config, options);
  const server = http.createServer();
  const inFlight = new Set<http.ServerResponse>();
  let stopping: Promise<void> | undefined;

  // Registered before the app so it runs first: while stopping, keep-alive connections are not reused.
  server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (stopping) res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });
  server.on('request', app);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const { port } = server.address() as AddressInfo;

  const stop = () => {
    stopping ??= new Promise<void>((resolve, reject) => {
      const forceClose = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      forceClose.unref();
      server.close((error) => {
        clearTimeout(forceClose);
        if (error) reject(error);
        else resolve();
      });
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      server.closeIdleConnections();
    });
    return stopping;
  };

  return { port, url: urlFor(config.host, port), server, stop };
};
