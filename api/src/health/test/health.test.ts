import type { ApiErrorBody, HealthBody } from '@clinic/contracts';
import type { RunningServer } from '../../server';
import { nonceFromCsp, startTestServer } from '../../testing/test-server';

describe('GET /api/health', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('answers 200 with status ok, the uptime and the remote failure counters', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as HealthBody;
    expect(body).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number), remoteFailures: expect.any(Object) });
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('sends a strict CSP with a per-request nonce and no unsafe-inline script', async () => {
    const [first, second] = await Promise.all([fetch(`${server.url}/api/health`), fetch(`${server.url}/api/health`)]);
    const csp = first.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));

    expect(scriptSrc).toBe("script-src 'self' 'inline-speculation-rules'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    const nonce = nonceFromCsp(csp);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceFromCsp(second.headers.get('content-security-policy'))).not.toBe(nonce);
  });

  it('hides x-powered-by and returns a request id', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('unknown /api paths', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it.each(['/api/nope', '/api/health/extra', '/api'])('%s answers the contract 404 body', async (path) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await res.json()) as ApiErrorBody).toEqual({ code: 'NOT_FOUND', message: 'Not found', fields: [] });
  });
});

describe('production headers', () => {
  it('adds upgrade-insecure-requests only in production', async () => {
    const server = await startTestServer({ NODE_ENV: 'production' });
    try {
      const res = await fetch(`${server.url}/api/health`);
      expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      await server.stop();
    }
  });
});
