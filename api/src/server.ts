import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { API_ERROR_CODES, API_PREFIX, type ApiErrorBody } from '@clinic/contracts';
import express, { type Express, type Router } from 'express';
import compression from 'compression';
import { createChatRouter } from './chat/entry-points/routes';
import { warmUpTriage } from './chat/domain/triage/warm-up';
import { loadConfig, type AppConfig } from './config/load-config';
import {
  createBookingComponent,
  type BookingComponent,
  type BookingComponentOptions,
} from './booking/entry-points/booking-component';
import { createClientEventsRouter } from './client-events/entry-points/routes';
import { RemoteFailureCounters } from './client-events/domain/remote-failure-counters';
import { createHealthRouter } from './health/entry-points/routes';
import { closeStorage, openStorage, type Storage } from './libraries/database/open-storage';
import { createErrorMiddleware, type OnCatastrophic } from './libraries/error-handling/error-middleware';
import { createExpressServer } from './libraries/http/express-server';
import { parseJsonBody } from './libraries/http/json-body';
import { limitRequestTarget } from './libraries/http/request-target-limit';
import { createHttpLogger } from './libraries/logger/http-logger';
import { createLogger, type Logger } from './libraries/logger/logger';
import { createHttpRequestMetrics } from './libraries/metrics/http-request-metrics';
import {
  answerMetrics,
  METRICS_PATH,
  startMetricsServer,
  type MetricsServer,
  type MetricsSource,
} from './libraries/metrics/metrics-endpoint';
import { connectOperations, countAccepted, createMetrics, type Operations } from './operations';
import { apiSecurityHeaders, cspNonce, securityHeaders } from './libraries/security/content-security-policy';
import { createApiRateLimit } from './libraries/security/rate-limit';
import {
  createStaffComponent,
  type StaffComponent,
  type StaffComponentOptions,
} from './staff/entry-points/staff-component';
import { createPrivacyRouter } from './privacy/entry-points/routes';
import type { PageService } from './web/domain/page-service';
import { createSitePages, createWebRouter } from './web/entry-points/routes';
import { startRetention, type RetentionOptions } from './retention/entry-points/retention-component';
import type { RetentionSchedule } from './retention/entry-points/retention-schedule';

/** How long stop() lets in-flight requests finish before cutting connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface CreateAppOptions {
  logger?: Logger;
  /** Extra routers mounted under /api after the component routers (tests, later components). */
  apiRouters?: Router[];
  /**
   * Routers mounted under /api before the /api ceiling and body parser: each of their routes applies its own tighter
   * per-IP limit, then parses its own body (the booking component's public forms).
   */
  ownLimitApiRouters?: Router[];
  /** Routers mounted at the root before the web pages (staff sign-in: /auth, /dev-oidc; the plain form posts). */
  rootRouters?: Router[];
  /** The prerendered pages (shared with the components that answer with a page); default: from config. */
  pages?: PageService;
  /** Requests per minute per IP across /api; default config.rateLimits.apiPerMinute. */
  apiRateLimit?: number;
  /** start() only: use this storage (left open on stop) instead of opening one from config. */
  storage?: Storage;
  /** start() only: test hooks for the booking component (mail transport, worker timings). */
  booking?: BookingComponentOptions;
  /** start() only: test hooks for staff sign-in (clock, extra local accounts). */
  staff?: StaffComponentOptions;
  /** start() only: test hooks for the retention purge (clock). */
  retention?: RetentionOptions;
  /** Failure reports per minute per IP at POST /api/client-events. */
  clientEventsRateLimit?: number;
  onCatastrophic?: OnCatastrophic;
}

export interface RunningServer {
  port: number;
  url: string;
  server: http.Server;
  storage: Storage;
  booking: BookingComponent;
  /** The retention purge (at start, then hourly); tests run it on demand. */
  retention: RetentionSchedule;
  /** Where GET /metrics answers (METRICS_PORT, or the main port behind METRICS_TOKEN); undefined when off. */
  metricsUrl: string | undefined;
  stop: () => Promise<void>;
}

/** What the app needs from the operations wiring (operations.ts). */
export type AppOperations = Pick<Operations, 'metrics' | 'readiness' | 'outboxBacklog' | 'storageFaults'>;

const metricsSource = ({ metrics }: AppOperations): MetricsSource | undefined =>
  metrics && { metrics: () => metrics.registry.metrics(), contentType: metrics.registry.contentType };

/**
 * request target limit -> request metrics, request log -> /api (its own headers, JSON routers) -> /metrics (with
 * METRICS_TOKEN) -> page headers -> root routers, pages -> error middleware.
 */
export const createApp = (config: AppConfig, options: CreateAppOptions, operations: AppOperations): Express => {
  const logger = options.logger ?? createLogger({ level: config.logLevel });
  const { metrics } = operations;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use(limitRequestTarget());
  if (metrics) app.use(createHttpRequestMetrics(metrics.httpRequest, API_PREFIX));
  app.use(createHttpLogger(logger));
  const compress = compression();

  const api = express.Router();
  api.use(apiSecurityHeaders(config));
  // Answers to writes are a few bytes ({ success, id } or an error body), under compression's 1 kB threshold:
  // only reads (lists, exports) go through it.
  api.use((req, res, next) => (req.method === 'GET' ? compress(req, res, next) : next()));
  const remoteFailures = new RemoteFailureCounters();
  // Before the limiter: a load balancer's health checks never get a 429.
  api.use(
    createHealthRouter({
      remoteFailures: () => remoteFailures.snapshot(),
      outboxBacklog: operations.outboxBacklog,
      deliveryAlertAfterMs: config.delivery.alertAfterMs,
      readiness: operations.readiness,
    }),
  );
  // Not also under the /api ceiling: a second limiter on the same request costs a sixth of the booking route's
  // throughput (bench:api), and its hourly limit is far tighter. Its body is parsed only once it is within it.
  for (const router of options.ownLimitApiRouters ?? []) api.use(router);
  api.use(createApiRateLimit(options.apiRateLimit ?? config.rateLimits.apiPerMinute));
  api.use(parseJsonBody());
  api.use(
    createClientEventsRouter({
      counters: remoteFailures,
      logger,
      perMinute: options.clientEventsRateLimit,
      onReported: metrics && ((event) => metrics.remoteFailure(event.remote, event.stage)),
    }),
  );
  api.use(createChatRouter(config.chat, logger, metrics && ((urgent) => metrics.chatAnswered(urgent))));
  api.use(createPrivacyRouter(config.retention));
  for (const router of options.apiRouters ?? []) api.use(router);
  api.use((_req, res) => {
    const body: ApiErrorBody = { code: API_ERROR_CODES.notFound, message: 'Not found', fields: [] };
    res.status(404).json(body);
  });
  app.use(API_PREFIX, api);

  // Without METRICS_PORT, METRICS_TOKEN serves the metrics here, to its bearer only.
  const source = metricsSource(operations);
  const { token } = config.metrics;
  if (source && token !== undefined && config.metrics.port === undefined)
    app.get(METRICS_PATH, (req, res) => answerMetrics(req, res, source, token));

  app.use(cspNonce);
  app.use(securityHeaders(config));
  app.use(compress);
  for (const router of options.rootRouters ?? []) app.use(router);

  app.use(createWebRouter(config, logger, options.pages));
  app.use(createErrorMiddleware(logger, options.onCatastrophic, operations.storageFaults));
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
  const logger = options.logger ?? createLogger({ level: config.logLevel });
  const storage = options.storage ?? (await openStorage(config));
  const releaseStorage = () => (options.storage ? Promise.resolve() : closeStorage(storage));
  // The public origin defaults to where the server listens, known once it does (PORT=0 in tests).
  let listeningUrl: string | undefined = undefined;
  const publicOrigin = () => config.staffAuth.publicOrigin ?? listeningUrl ?? urlFor(config.host, config.port);
  const pages = options.pages ?? createSitePages(config);
  const metrics = createMetrics(config);
  let booking: BookingComponent;
  try {
    booking = await createBookingComponent(
      config,
      storage,
      logger,
      { pages, publicOrigin },
      { ...options.booking, onAccepted: options.booking?.onAccepted ?? (metrics && countAccepted(metrics)) },
    );
  } catch (error) {
    await releaseStorage();
    throw error;
  }
  let staff: StaffComponent;
  try {
    staff = await createStaffComponent(config, storage, booking.store, logger, publicOrigin, options.staff);
  } catch (error) {
    await booking.close();
    await releaseStorage();
    throw error;
  }
  let operations: Operations;
  try {
    operations = connectOperations({ config, storage, booking, metrics, logger });
  } catch (error) {
    await booking.close();
    await releaseStorage();
    throw error;
  }
  const app = createApp(
    config,
    {
      ...options,
      logger,
      ownLimitApiRouters: [booking.router, ...(options.ownLimitApiRouters ?? [])],
      apiRouters: [staff.apiRouter, ...(options.apiRouters ?? [])],
      rootRouters: [staff.rootRouter, booking.plainFormRouter, ...(options.rootRouters ?? [])],
      pages,
    },
    operations,
  );
  const server = createExpressServer(app);
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

  // The chat's first visitors after a start are read by optimised code, not while V8 is still compiling the triage
  // (warm-up.ts); tests start many servers and need none of it.
  if (config.nodeEnv !== 'test') {
    const warmUpStart = performance.now();
    warmUpTriage();
    logger.info({ ms: Math.round(performance.now() - warmUpStart) }, 'triage warmed up');
  }
  const source = metricsSource(operations);
  let metricsServer: MetricsServer | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    if (source && config.metrics.port !== undefined)
      metricsServer = await startMetricsServer(source, {
        port: config.metrics.port,
        host: config.host,
        token: config.metrics.token,
      });
  } catch (error) {
    if (server.listening) server.close();
    await booking.close();
    await releaseStorage();
    throw error;
  }
  // Resumes whatever the outbox holds from before a restart; sends only in the background.
  booking.worker.start();
  const retention = startRetention(config, booking.store, staff.store, logger, {
    ...operations.retention,
    ...options.retention,
  });

  const { port } = server.address() as AddressInfo;
  listeningUrl = urlFor(config.host, port);
  const metricsUrl = metricsServer?.url ?? (source ? `${listeningUrl}${METRICS_PATH}` : undefined);

  const closeHttp = () =>
    new Promise<void>((resolve, reject) => {
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

  // HTTP first (requests in flight still store), then the worker, then the storage they both use.
  const stop = () => {
    stopping ??= Promise.all([closeHttp(), metricsServer?.close()])
      .then(() => undefined)
      .finally(async () => {
        await retention.stop();
        await booking.close();
        await releaseStorage();
      });
    return stopping;
  };

  return { port, url: urlFor(config.host, port), server, storage, booking, retention, metricsUrl, stop };
};
