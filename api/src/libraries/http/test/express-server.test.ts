import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createExpressServer } from '../express-server';

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
});
