import type { ApiErrorBody, HealthBody, LivenessBody, ReadinessBody } from '@clinic/contracts';
import type { RunningServer } from '../../server';
import { nonceFromCsp, startTestServer } from '../../testing/test-server';

const NOTHING_PENDING = { pending: 0, oldestPendingAgeSeconds: null, givenUp: 0 };

describe('GET /api/health', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('answers 200 with status ok, the uptime, the remote failure counters and the outbox', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as HealthBody;
    expect(body).toEqual({
      status: 'ok',
      uptimeSeconds: expect.any(Number),
      remoteFailures: expect.any(Object),
      deliveries: {
        pending: 0,
        oldestPendingAgeSeconds: null,
        alertAfterSeconds: 900,
        byChannel: { clinic_email: NOTHING_PENDING, acknowledgement_email: NOTHING_PENDING, webhook: NOTHING_PENDING },
      },
    });
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers /api/health/live while the process serves, and /api/health/ready once store and worker work', async () => {
    const live = await fetch(`${server.url}/api/health/live`);
    expect([live.status, (await live.json()) as LivenessBody]).toEqual([200, { status: 'live' }]);
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect([ready.status, (await ready.json()) as ReadinessBody]).toEqual([
      200,
      { status: 'ready', checks: { storageQuery: 'ok', storageWrite: 'ok', deliveryWorker: 'ok' } },
    ]);
  });

  it('sends a fixed CSP that allows nothing: JSON is never rendered, so it needs no nonce', async () => {
    const [first, second] = await Promise.all([fetch(`${server.url}/api/health`), fetch(`${server.url}/api/health`)]);
    const csp = first.headers.get('content-security-policy');

    expect(csp).toBe("default-src 'none';frame-ancestors 'none'");
    expect(second.headers.get('content-security-policy')).toBe(csp);
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives pages their own strict CSP with a per-request nonce', async () => {
    const [first, second] = await Promise.all([fetch(`${server.url}/`), fetch(`${server.url}/`)]);
    const csp = first.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));

    expect(scriptSrc).toBe("script-src 'self' 'inline-speculation-rules'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("object-src 'none'");
    expect(nonceFromCsp(csp)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceFromCsp(second.headers.get('content-security-policy'))).not.toBe(nonceFromCsp(csp));
  });
});

describe('unknown /api paths', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it.each(['/api/nope', '/api/health/extra', '/api/health/ready/more', '/api'])(
    '%s answers the contract 404 body',
    async (path) => {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await res.json()) as ApiErrorBody).toEqual({ code: 'NOT_FOUND', message: 'Not found', fields: [] });
    },
  );
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
