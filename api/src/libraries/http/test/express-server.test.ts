import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createExpressServer, IDLE_CONNECTION_MS } from '../express-server';

describe('createExpressServer', () => {
  it('creates requests and responses with the app’s prototypes before Express sees them, and serves the app', async () => {
    const app = express();
    app.post('/echo', express.json(), (req, res) => {
      res.status(201).set('x-seen-host', req.get('host')).json(req.body);
    });
    const server = createExpressServer(app);
    const prototypesOnArrival: Array<{ request: boolean; response: boolean }> = [];
    server.on('request', (req: IncomingMessage, res) => {
      prototypesOnArrival.push({
        request: Object.getPrototypeOf(req) === app.request,
        response: Object.getPrototypeOf(res) === app.response,
      });
    });
    server.on('request', app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ note: 'hello' }),
      });

      expect(response.status).toBe(201);
      expect(response.headers.get('x-seen-host')).toBe(`127.0.0.1:${port}`);
      expect(await response.json()).toEqual({ note: 'hello' });
      expect(prototypesOnArrival).toEqual([{ request: true, response: true }]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('keeps an idle connection longer than the proxy keeps its upstream ones (nginx: 60 s), and says so', async () => {
    const app = express();
    app.get('/ping', (_req, res) => {
      res.send('pong');
    });
    const server = createExpressServer(app);
    server.on('request', app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/ping`);

      expect(await response.text()).toBe('pong');
      expect(IDLE_CONNECTION_MS).toBeGreaterThan(60_000);
      expect(response.headers.get('keep-alive')).toBe(`timeout=${IDLE_CONNECTION_MS / 1000}`);
      expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
