import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

// Node's http classes are function constructors, callable on an object made with another prototype.
const initRequest = http.IncomingMessage as unknown as (this: IncomingMessage, socket: Socket) => void;
const initResponse = http.ServerResponse as unknown as (
  this: ServerResponse,
  req: IncomingMessage,
  options?: object,
) => void;

/**
 * How long an idle keep-alive connection stays open: longer than the proxy in front keeps its idle upstream
 * connections (nginx's upstream keepalive_timeout, 60 s, infra/nginx). With Node's 5 s, the API closed a connection
 * just as the proxy, or a client, sent the next request on it: a reset (ECONNRESET, a 502 at the proxy), seen in the
 * end-to-end tests on a busy machine. Headers may take a second longer, as Node advises.
 */
export const IDLE_CONNECTION_MS = 65_000;

/**
 * An HTTP server for an Express app whose requests and responses are born with the app's prototypes
 * (app.request, app.response) instead of Node's. Express sets those prototypes on every request
 * (Object.setPrototypeOf in app.handle), which V8 skips when they are already in place. When it does change them,
 * V8 keeps a third of each request's short-lived objects alive past the next scavenge (measured on Node 20: 30 %
 * survival against 0.1 %, scavenges of 10-25 ms against 0.3 ms, half the requests per second). See
 * expressjs/express#5998. The caller attaches the app (`server.on('request', app)`), after any listener that must
 * run before it.
 */
export const createExpressServer = (app: Express): http.Server => {
  function AppRequest(this: IncomingMessage, socket: Socket) {
    initRequest.call(this, socket);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: ServerResponse, req: IncomingMessage, options?: object) {
    initResponse.call(this, req, options);
  }
  AppResponse.prototype = app.response;
  const server = http.createServer({
    IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
    ServerResponse: AppResponse as unknown as typeof ServerResponse,
  });
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
  return server;
};
