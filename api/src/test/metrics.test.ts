import type { ApiErrorBody } from '@clinic/contracts';
import request from 'supertest';
import { chatRequest } from '../testing/chat-requests';
import { adultBooking, childrenBooking, fellowshipInquiry } from '../testing/booking-fixtures';
import type { RunningServer } from '../server';
import { parseSamples, sampleValue, scrape } from '../testing/scrape';
import { makeDataDir, makeWebRoot, removeDataDir, removeWebRoot, startTestServer } from '../testing/test-server';

const TOKEN = 'metrics-test-token-0123456789abcdef';

describe('GET /metrics is never public by default', () => {
  it('is not collected or served without METRICS_PORT or METRICS_TOKEN', async () => {
    const server = await startTestServer();
    try {
      expect(server.metricsUrl).toBeUndefined();
      // No route: the path is a page like any other (503 here, where no build is served).
      const res = await fetch(`${server.url}/metrics`);
      expect(res.status).not.toBe(200);
      expect(await res.text()).not.toContain('clinic_');
    } finally {
      await server.stop();
    }
  });

  it('with METRICS_TOKEN alone, answers on the main port to that bearer only', async () => {
    const server = await startTestServer({ METRICS_TOKEN: TOKEN });
    try {
      expect(server.metricsUrl).toBe(`${server.url}/metrics`);
      for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
        const res = await fetch(server.metricsUrl!, authorization ? { headers: { authorization } } : {});
        expect(res.status).toBe(401);
        expect(await res.text()).toBe('');
      }
      const { samples, contentType } = await scrape(server.metricsUrl!, TOKEN);
      expect(contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(sampleValue(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
      expect(sampleValue(samples, 'clinic_ready')).toBe(1);
    } finally {
      await server.stop();
    }
  });

  it('with METRICS_PORT, answers there only (the token, when set, still required)', async () => {
    const server = await startTestServer({ METRICS_PORT: '0', METRICS_TOKEN: TOKEN });
    try {
      const metricsUrl = new URL(server.metricsUrl!);
      expect(metricsUrl.port).not.toBe(String(server.port));
      expect(metricsUrl.pathname).toBe('/metrics');
      const mainPort = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(mainPort.status).not.toBe(200);
      expect((await fetch(server.metricsUrl!)).status).toBe(401);
      expect((await fetch(`${metricsUrl.origin}/api/health`)).status).toBe(404);
      expect(sampleValue((await scrape(server.metricsUrl!, TOKEN)).samples, 'clinic_ready')).toBe(1);
    } finally {
      await server.stop();
    }
  });
});

describe('what /metrics counts', () => {
  let server: RunningServer;
  let dataDir: string;
  let webRoot: string;

  beforeAll(async () => {
    dataDir = makeDataDir();
    // No build: a page answers 503 whether or not the checkout has built the site.
    webRoot = makeWebRoot({});
    server = await startTestServer({ DATA_DIR: dataDir, METRICS_PORT: '0', WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await server.stop();
    removeDataDir(dataDir);
    removeWebRoot(webRoot);
  });

  /** What people typed, and ids and query strings: none may reach a label. */
  const PERSONAL = {
    first_name: 'Zebulon',
    last_name: 'Quixtable',
    email: 'zebulon.quixtable@patient-mail.example',
    phone: '07700 900461',
    address: '17 Xylophone Mews, Ambridge',
  };

  it('requests, bookings, spam, inquiries, chat, remote failures and the outbox, with no personal data in any label', async () => {
    const api = request(server.url);
    const accepted = await api.post('/api/bookings').send(adultBooking(PERSONAL));
    expect(accepted.status).toBe(201);
    expect((await api.post('/api/bookings').send(childrenBooking({ ...PERSONAL, honeypot: 'bot' }))).status).toBe(201);
    expect(
      (
        await api
          .post('/api/fellowship-inquiries')
          .send(fellowshipInquiry({ name: PERSONAL.first_name, email: PERSONAL.email }))
      ).status,
    ).toBe(201);
    expect((await api.post('/api/bookings').send(adultBooking({ ...PERSONAL, email: 'not-an-address' }))).status).toBe(
      400,
    );
    const chat = await api
      .post('/api/chat')
      .send(chatRequest({ message: 'my bum is numb and I cant pee since yesterday' }));
    expect(chat.body).toMatchObject({ handoff: { urgent: true } });
    await api.post('/api/chat').send(chatRequest({ message: 'What is a slipped disc?' }));
    await api.post('/api/client-events').send({
      type: 'remote-failure',
      remote: 'mf_chat',
      expose: 'chat-widget',
      stage: 'chunk',
      reason: 'timeout',
      path: '/services',
    });
    // Refused by the body parser before any route matched.
    await api.post('/api/chat').set('Content-Type', 'application/json').send('{"message": ');
    const id = (accepted.body as { id: string }).id;
    await api.get(`/api/booking-submissions/${id}?email=${encodeURIComponent(PERSONAL.email)}`);
    await api.get(`/api/nowhere/${id}?email=${encodeURIComponent(PERSONAL.email)}`);
    await api.get(`/${PERSONAL.last_name}?email=${encodeURIComponent(PERSONAL.email)}`);

    const { text, samples } = await scrape(server.metricsUrl!);
    for (const typed of [...Object.values(PERSONAL), id, 'email=', 'patient-mail']) expect(text).not.toContain(typed);
    for (const value of samples.flatMap((sample) => Object.values(sample.labels))) expect(value).not.toMatch(/[?@=]/);

    expect(sampleValue(samples, 'clinic_bookings_accepted_total', { form: 'services_adult' })).toBe(1);
    expect(sampleValue(samples, 'clinic_bookings_accepted_total', { form: 'services_children' })).toBe(0);
    expect(sampleValue(samples, 'clinic_spam_caught_total', { form: 'services_children' })).toBe(1);
    expect(sampleValue(samples, 'clinic_fellowship_inquiries_accepted_total')).toBe(1);
    expect(sampleValue(samples, 'clinic_chat_messages_total')).toBe(2);
    expect(sampleValue(samples, 'clinic_chat_urgent_handoffs_total')).toBe(1);
    expect(sampleValue(samples, 'clinic_remote_failures_total', { remote: 'mf_chat', stage: 'chunk' })).toBe(1);
    expect(sampleValue(samples, 'clinic_remote_failures_total', { remote: 'mf_content', stage: 'chunk' })).toBe(0);

    const requests = (route: string, status: string) =>
      sampleValue(samples, 'clinic_http_requests_total', { route, status });
    expect(requests('/api/bookings', '201')).toBe(2);
    expect(requests('/api/bookings', '400')).toBe(1);
    expect(requests('/api/booking-submissions/:id', '401')).toBe(1);
    expect(requests('unmatched', '404')).toBe(1);
    expect(requests('api-middleware', '400')).toBe(1);
    // A page path (503 here, where no build is served) counts as one label too.
    expect(requests('page', '503')).toBe(1);
    expect(
      sampleValue(samples, 'clinic_http_request_duration_seconds_count', { method: 'POST', route: '/api/bookings' }),
    ).toBe(3);
    // Route labels are templates or the fixed names, whatever was asked.
    const routes = new Set(samples.flatMap((sample) => (sample.labels.route ? [sample.labels.route] : [])));
    for (const route of routes) expect(route).toMatch(/^(\/[a-z0-9.:/-]*|unmatched|page|static|api-middleware)$/);

    // The two bookings' deliveries (the spam has none) are pending or delivered: both channels are reported.
    for (const channel of ['clinic_email', 'acknowledgement_email', 'webhook'])
      expect(sampleValue(samples, 'clinic_outbox_pending', { channel })).toBeGreaterThanOrEqual(0);
    expect(sampleValue(samples, 'clinic_delivery_alert_after_seconds')).toBe(900);
    expect(sampleValue(samples, 'clinic_readiness_check', { check: 'storageWrite' })).toBe(1);
    expect(sampleValue(samples, 'clinic_delivery_worker_last_run_timestamp_seconds')).toBeGreaterThan(
      Date.now() / 1000 - 60,
    );
  });

  it('counts each delivery attempt by channel and outcome', async () => {
    const before = parseSamples(await (await fetch(server.metricsUrl!)).text());
    const sentBefore = sampleValue(before, 'clinic_delivery_attempts_total', {
      channel: 'clinic_email',
      outcome: 'sent',
    })!;
    const delivered = new Promise((resolve) => server.booking.worker.once('sent', resolve));
    await request(server.url).post('/api/bookings').send(adultBooking());
    await delivered;
    const after = (await scrape(server.metricsUrl!)).samples;
    const sentAfter = ['clinic_email', 'acknowledgement_email'].map((channel) =>
      sampleValue(after, 'clinic_delivery_attempts_total', { channel, outcome: 'sent' })!,
    );
    expect(sentAfter[0]! + sentAfter[1]!).toBeGreaterThan(sentBefore);
  });
});

describe('a storage fault on a request', () => {
  it('answers 503 with Retry-After and the phone numbers, and is counted', async () => {
    const { Router } = await import('express');
    const failing = Router();
    failing.post('/test/store', () => {
      throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    });
    const server = await startTestServer({ METRICS_TOKEN: TOKEN }, { apiRouters: [failing] });
    try {
      const res = await fetch(`${server.url}/api/test/store`, { method: 'POST' });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('60');
      const body = (await res.json()) as ApiErrorBody;
      expect(body).toEqual({
        code: 'STORAGE_UNAVAILABLE',
        message: expect.stringContaining('nothing was sent'),
        fields: [],
      });
      expect(body.message).toContain('020 7946 0001');
      const { samples } = await scrape(server.metricsUrl!, TOKEN);
      expect(sampleValue(samples, 'clinic_storage_failures_total', { fault: 'disk_full', source: 'request' })).toBe(1);
      expect(sampleValue(samples, 'clinic_storage_failures_total', { fault: 'locked', source: 'request' })).toBe(0);
    } finally {
      await server.stop();
    }
  });
});
