import { EventEmitter } from 'node:events';
import type { Request, RequestHandler, Response } from 'express';
import { loadConfig } from '../src/config/load-config';
import { createHttpRequestMetrics } from '../src/libraries/metrics/http-request-metrics';
import { createMetrics } from '../src/operations';
import type { ChildServer } from '../src/testing/child-server';
import { median } from './load-run';
import { processCpuMs } from './process-cpu';

const REQUESTS = 200_000;
const SCRAPES = 200;

/** A booking's request as the metrics middleware sees it once answered: the route template, its status. */
const answeredBooking = () => {
  const res = Object.assign(new EventEmitter(), { statusCode: 201 });
  const req = { method: 'POST', originalUrl: '/api/bookings', baseUrl: '/api', route: { path: '/bookings' } };
  return { req: req as unknown as Request, res: res as unknown as Response & EventEmitter };
};

const handle = (middleware: RequestHandler) => {
  const { req, res } = answeredBooking();
  middleware(req, res, () => undefined);
  res.emit('finish');
};

/**
 * The request path's share, in this process: microseconds per request of the metrics middleware (its timer, the
 * 'finish' listener, the route label, one histogram observation and one counter increment), net of the same
 * request's fake objects and events without it.
 */
export const requestPathMicroseconds = (): number => {
  const metrics = createMetrics(loadConfig({ ...process.env, METRICS_PORT: '9464' }));
  if (!metrics) throw new Error('metrics did not start with METRICS_PORT set');
  const withMetrics = createHttpRequestMetrics(metrics.httpRequest, '/api');
  const without: RequestHandler = (_req, _res, next) => next();
  const timePerRequest = (middleware: RequestHandler) => {
    const startedAt = process.cpuUsage();
    for (let index = 0; index < REQUESTS; index += 1) handle(middleware);
    const used = process.cpuUsage(startedAt);
    return (used.user + used.system) / REQUESTS;
  };
  // Alternate, and take the medians: the JIT warms up on the first rounds.
  const rounds = Array.from({ length: 7 }, () => timePerRequest(withMetrics) - timePerRequest(without));
  return median(rounds);
};

/**
 * The scrape's share, on the running server: its CPU time (ms) per GET /metrics, over SCRAPES scrapes in a row, less
 * what the idle server uses in as long (its timers). /proc counts in 10 ms ticks, so one scrape alone reads 0 or 10.
 */
export const scrapeCpuMs = async (server: ChildServer, metricsUrl: string): Promise<number> => {
  const cpu = () => processCpuMs(server.process.pid) ?? NaN;
  const before = cpu();
  const startedAt = performance.now();
  for (let index = 0; index < SCRAPES; index += 1) await fetch(metricsUrl).then((res) => res.text());
  const scraping = cpu() - before;
  const idleBefore = cpu();
  await new Promise((resolve) => setTimeout(resolve, performance.now() - startedAt));
  const idle = cpu() - idleBefore;
  return (scraping - idle) / SCRAPES;
};
