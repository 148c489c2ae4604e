import { captureLogger } from '../../../testing/capture-logger';
import { startTestServer } from '../../../testing/test-server';

describe('request log lines', () => {
  it('log id, method, path (no query), status and time once per request; never the body; not health checks', async () => {
    const { logger, lines } = captureLogger();
    const server = await startTestServer({}, { logger });
    try {
      const answer = await fetch(`${server.url}/api/bookings?email=ann@example.org`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ first_name: 'Ann', email: 'ann@example.org' }),
      });
      await fetch(`${server.url}/api/health`);
      await new Promise((resolve) => setImmediate(resolve));

      const requestLines = lines.filter((line) => 'responseTime' in line);
      expect(requestLines).toEqual([
        expect.objectContaining({
          level: 'warn',
          msg: 'request completed',
          req: { id: answer.headers.get('x-request-id'), method: 'POST', path: '/api/bookings' },
          res: { statusCode: 400 },
          responseTime: expect.any(Number),
        }),
      ]);
      expect(JSON.stringify(lines)).not.toContain('example.org');
      expect(JSON.stringify(lines)).not.toContain('Ann');
    } finally {
      await server.stop();
    }
  });
});
