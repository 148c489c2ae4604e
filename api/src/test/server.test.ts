import http from 'node:http';
import { Router } from 'express';
import { start } from '../server';
import { testConfig } from '../testing/test-server';

describe('start / stop', () => {
  it('listens on a free port and reports its URL', async () => {
    const server = await start(testConfig());
    try {
      expect(server.port).toBeGreaterThan(0);
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    } finally {
      await server.stop();
    }
  });

  it('rejects when the port is taken', async () => {
    const first = await start(testConfig());
    try {
      await expect(start(testConfig({ PORT: String(first.port) }))).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.stop();
    }
  });

  it('lets an in-flight request finish, then closes promptly despite keep-alive', async () => {
    const slow = Router();
    slow.get('/test/slow', async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      res.json({ done: true });
    });
    const server = await start(testConfig(), { apiRouters: [slow] });
    const agent = new http.Agent({ keepAlive: true });

    const response = new Promise<{ status: number; body: string; connection: string | undefined }>(
      (resolve, reject) => {
        http
          .get(`${server.url}/api/test/slow`, { agent }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
          })
          .on('error', reject);
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));

    const startedAt = Date.now();
    await server.stop();
    const result = await response;

    expect(result).toEqual({ status: 200, body: '{"done":true}', connection: 'close' });
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    agent.destroy();
  });

  it('stop() can be called twice', async () => {
    const server = await start(testConfig());
    await Promise.all([server.stop(), server.stop()]);
  });
});
