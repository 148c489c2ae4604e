import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const METRICS_PATH = '/metrics';

export interface MetricsSource {
  /** The exposition text (Prometheus text format 0.0.4). */
  metrics(): Promise<string>;
  contentType: string;
}

/** Compared as hashes: equal length, constant time, whatever the caller sent. */
const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an Authorization header carries `Bearer <token>`. */
export const bearerMatches = (header: string | undefined, token: string): boolean => {
  const presented = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
};

/**
 * Answers GET /metrics from `source`; with a token, only to `Authorization: Bearer <token>` (401 otherwise, with
 * no hint of what is served). Plain node:http: it runs on the metrics port, apart from the app, and inside it.
 */
export const answerMetrics = async (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  source: MetricsSource,
  token: string | undefined,
): Promise<void> => {
  if (token !== undefined && !bearerMatches(req.headers.authorization, token)) {
    res.writeHead(401, { 'WWW-Authenticate': 'Bearer', 'Cache-Control': 'no-store' }).end();
    return;
  }
  try {
    const body = await source.metrics();
    res.writeHead(200, { 'Content-Type': source.contentType, 'Cache-Control': 'no-store' }).end(body);
  } catch {
    res.writeHead(500, { 'Cache-Control': 'no-store' }).end();
  }
};

export interface MetricsServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

/** A server of its own for GET /metrics (METRICS_PORT): Prometheus reaches it, the public never does. */
export const startMetricsServer = async (
  source: MetricsSource,
  { port, host, token }: { port: number; host: string; token: string | undefined },
): Promise<MetricsServer> => {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404).end();
      return;
    }
    void answerMetrics(req, res, source, token);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: bound } = server.address() as AddressInfo;
  const reachableHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    port: bound,
    url: `http://${reachableHost.includes(':') ? `[${reachableHost}]` : reachableHost}:${bound}${METRICS_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
