import type { ApiErrorBody, HealthBody, RemoteFailureEvent } from '@clinic/contracts';
import type { RunningServer } from '../../server';
import { captureLogger } from '../../testing/capture-logger';
import { startTestServer } from '../../testing/test-server';

const validEvent: RemoteFailureEvent = {
  type: 'remote-failure',
  remote: 'mf_content',
  expose: 'content-page',
  stage: 'manifest',
  reason: 'error',
  path: '/publications',
  release: '0.1.0',
};

const post = (server: RunningServer, body: unknown, contentType = 'application/json') =>
  fetch(`${server.url}/api/client-events`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const health = async (server: RunningServer) => (await (await fetch(`${server.url}/api/health`)).json()) as HealthBody;

describe('POST /api/client-events', () => {
  let server: RunningServer;
  let lines: Record<string, unknown>[];

  beforeEach(async () => {
    const capture = captureLogger();
    lines = capture.lines;
    server = await startTestServer({}, { logger: capture.logger });
  });
  afterEach(() => server.stop());

  it('accepts a report, logs it as one structured event and counts it in GET /api/health', async () => {
    expect((await health(server)).remoteFailures.mf_content.total).toBe(0);

    const res = await post(server, validEvent);
    expect(res.status).toBe(204);
    await post(server, { ...validEvent, stage: 'render', release: undefined });

    const { remoteFailures } = await health(server);
    expect(remoteFailures.mf_content).toEqual({
      total: 2,
      byStage: { manifest: 1, compat: 0, entry: 0, chunk: 0, render: 1 },
      lastReportedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(remoteFailures.mf_booking.total).toBe(0);

    const events = lines.filter((line) => line.event === 'remote-failure');
    expect(events).toHaveLength(2);
    const { type, ...fields } = validEvent;
    expect(events[0]).toMatchObject({
      level: 'warn',
      event: type,
      ...fields,
      req: { method: 'POST', path: '/api/client-events' },
    });
  });

  it("counts a page that failed to render outside every remote region under 'shell'", async () => {
    const routeError = { ...validEvent, remote: 'shell', expose: 'route', stage: 'render', release: undefined };
    expect((await post(server, routeError)).status).toBe(204);

    const { remoteFailures } = await health(server);
    expect(remoteFailures.shell).toMatchObject({ total: 1, byStage: { manifest: 0, entry: 0, chunk: 0, render: 1 } });
    expect(remoteFailures.mf_content.total).toBe(0);
    expect(lines.filter((line) => line.event === 'remote-failure')).toEqual([
      expect.objectContaining({ remote: 'shell', expose: 'route', stage: 'render' }),
    ]);
  });

  it.each([
    ['an unknown stage', { ...validEvent, stage: 'download' }, 'stage'],
    ['an unknown remote', { ...validEvent, remote: 'mf_other' }, 'remote'],
    ['a path with a query string', { ...validEvent, path: '/publications?email=a@b.c' }, 'path'],
    ['an extra field that could carry personal data', { ...validEvent, message: 'Ann Smith' }, 'message'],
    ['a missing expose', { ...validEvent, expose: undefined }, 'expose'],
    ["a remote's expose blamed on the shell", { ...validEvent, remote: 'shell', stage: 'render' }, 'expose'],
    ['a shell report at a loading stage', { ...validEvent, remote: 'shell', expose: 'route' }, 'stage'],
    ['a remote reported for the whole route', { ...validEvent, expose: 'route' }, 'expose'],
  ])('answers 400 naming the field for %s, and counts nothing', async (_case, body, field) => {
    const res = await post(server, body);
    expect(res.status).toBe(400);
    const error = (await res.json()) as ApiErrorBody;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields.map((entry) => entry.path)).toContain(field);
    expect((await health(server)).remoteFailures.mf_content.total).toBe(0);
    expect(JSON.stringify(lines)).not.toContain('Ann Smith');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await post(server, '{"type":', 'application/json');
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/client-events rate limit', () => {
  it('answers 429 with the error body once a client sends more than the limit in a minute', async () => {
    const server = await startTestServer({}, { clientEventsRateLimit: 2 });
    try {
      expect((await post(server, validEvent)).status).toBe(204);
      expect((await post(server, validEvent)).status).toBe(204);
      const limited = await post(server, validEvent);
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as ApiErrorBody).code).toBe('RATE_LIMITED');
      expect((await health(server)).remoteFailures.mf_content.total).toBe(2);
    } finally {
      await server.stop();
    }
  });
});
