import path from 'node:path';
import { API_PATHS, type ApiErrorBody } from '@clinic/contracts';
import {
  BOOKING_FIELD_ORDER,
  BOOKING_FIELD_RULES,
  type BookingFieldRule,
  type RequestAcceptedBody,
} from '@clinic/contracts/booking';
import request from 'supertest';
import { emlPathFor } from '../../libraries/mail/eml-file-transport';
import { readEml } from '../../testing/read-eml';
import type { RunningServer } from '../../server';
import { makeDataDir, removeDataDir, startTestServer } from '../../testing/test-server';
import { adultBooking, childrenBooking, nextOutcomes } from '../../testing/booking-fixtures';

const BOOKINGS = '/api/bookings';

describe('POST /api/bookings', () => {
  let server: RunningServer;
  let dataDir: string;

  beforeEach(async () => {
    dataDir = makeDataDir();
    server = await startTestServer({ DATA_DIR: dataDir, BOOKINGS_PER_IP_PER_HOUR: '1000' });
  });
  afterEach(async () => {
    await server.stop();
    removeDataDir(dataDir);
  });

  it('stores the whole request before answering 201 {success, id}, then writes the clinic email as .eml', async () => {
    const delivered = nextOutcomes(server.booking.worker, 2, { kind: 'sent' });
    const res = await request(server.url).post(BOOKINGS).send(adultBooking());

    expect(res.status).toBe(201);
    // Written directly (not res.json): still JSON, never cached, with the API's security and rate-limit headers.
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.ratelimit).toBeDefined();
    const { success, id } = res.body as RequestAcceptedBody;
    expect(success).toBe(true);
    const stored = await server.booking.store.findById(id);
    const { destination_email: _d, page_slug: _p, ...expectedRequest } = adultBooking();
    expect(stored).toMatchObject({ id, form_source: 'services_adult', first_name: 'Testy', is_spam: false });
    expect(stored?.request).toEqual({ ...expectedRequest, previous_scans: '' });

    const outcomes = await delivered;
    const channels = outcomes.map((outcome) => outcome.delivery.channel).sort();
    expect(channels).toEqual(['acknowledgement_email', 'clinic_email']);
    const clinic = outcomes.find((outcome) => outcome.delivery.channel === 'clinic_email');
    const email = await readEml(emlPathFor(path.join(dataDir, 'mail'), clinic?.delivery.id ?? ''));
    expect(email.email.to).toEqual([expect.objectContaining({ address: 'adult-bookings@clinic.test' })]);
    expect(email.email.replyTo).toEqual([expect.objectContaining({ address: 'testy@example.org' })]);
    expect(email.header('X-Submission-Id')).toEqual([id]);
    expect(email.text).toContain(`Submission id: ${id}`);
    expect(email.text).toMatch(/^Date of birth: 29 Feb 1980 \(age \d+\)$/m);
    expect(email.text).toContain('Date of previous scan: 1 May 2024');
    expect((await server.booking.store.findById(id))?.email_sent).toBe(true);
  });

  it("routes a children request to the children inbox and reads 'No answer' for empty optionals", async () => {
    const delivered = nextOutcomes(server.booking.worker, 1, { channel: 'clinic_email' });
    const res = await request(server.url).post(BOOKINGS).send(childrenBooking());
    expect(res.status).toBe(201);

    const stored = await server.booking.store.findById((res.body as RequestAcceptedBody).id);
    expect(stored?.request.gp_name).toBe('');
    const [outcome] = await delivered;
    const email = await readEml(emlPathFor(path.join(dataDir, 'mail'), outcome?.delivery.id ?? ''));
    expect(email.email.to).toEqual([expect.objectContaining({ address: 'children-bookings@clinic.test' })]);
    expect(email.text).toContain('GP name: No answer');
    expect(email.text).toMatch(/^Patient's date of birth: 15 Jun 2015 \(age \d+\)$/m);
    expect(email.html).toContain('<td style="padding:4px 0;white-space:pre-wrap">No answer</td>');
  });

  it('ignores destination_email: the server picks the inbox, and the address is neither stored nor mailed', async () => {
    const delivered = nextOutcomes(server.booking.worker, 2, { kind: 'sent' });
    const res = await request(server.url)
      .post(BOOKINGS)
      .send(adultBooking({ destination_email: 'victim@relay.example' }));
    expect(res.status).toBe(201);

    const stored = await server.booking.store.findById((res.body as RequestAcceptedBody).id);
    expect(JSON.stringify(stored)).not.toContain('relay.example');
    for (const outcome of await delivered) {
      const email = await readEml(emlPathFor(path.join(dataDir, 'mail'), outcome.delivery.id));
      expect(email.raw).not.toContain('relay.example');
    }
  });

  it('escapes HTML typed into names and free text in the email', async () => {
    const delivered = nextOutcomes(server.booking.worker, 1, { channel: 'clinic_email' });
    const res = await request(server.url)
      .post(BOOKINGS)
      .send(
        adultBooking({
          first_name: '<script>alert(1)</script>',
          last_name: '"><img src=x onerror=alert(2)>',
          relevant_information: '<b>bold</b> & co',
        }),
      );
    expect(res.status).toBe(201);
    const [outcome] = await delivered;
    const { html, text } = await readEml(emlPathFor(path.join(dataDir, 'mail'), outcome?.delivery.id ?? ''));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>bold');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; co');
    // The plain-text part keeps what was typed: text is never rendered as markup.
    expect(text).toContain('First name: <script>alert(1)</script>');
  });

  it('answers a filled honeypot exactly like a success, stores it flagged as spam, and sends nothing', async () => {
    const res = await request(server.url)
      .post(BOOKINGS)
      .send(adultBooking({ honeypot: 'http://spam.example' }));

    expect(res.status).toBe(201);
    expect(Object.keys(res.body as object).sort()).toEqual(['id', 'success']);
    const { id } = res.body as RequestAcceptedBody;
    expect(await server.booking.store.findById(id)).toMatchObject({ is_spam: true, email_sent: false });
    expect(await server.booking.store.listDeliveries(id)).toEqual([]);
    expect((await server.booking.store.listNewestFirst()).map((row) => row.id)).toContain(id);
  });

  it('stores no detail its answer hides (201), and checks none: the clinic keeps nothing the visitor took back', async () => {
    const delivered = nextOutcomes(server.booking.worker, 1, { channel: 'clinic_email' });
    const res = await request(server.url)
      .post(BOOKINGS)
      .send(
        adultBooking({
          insurance: 'without',
          membership_number: 'MEM-12345',
          had_previous_scans: 'no',
          // Hidden, so never checked: neither its length nor its date is the visitor's to correct.
          previous_scan_hospital: 'x'.repeat(5000),
          previous_scan_date: 'not a date',
        }),
      );

    expect(res.status).toBe(201);
    const stored = await server.booking.store.findById((res.body as RequestAcceptedBody).id);
    expect(stored?.request).toMatchObject({
      insurance: 'without',
      insurance_provider: '',
      membership_number: '',
      authorisation_code: '',
      had_previous_scans: 'no',
      previous_scan_hospital: '',
      previous_scan_date: '',
      previous_scan_type: '',
    });
    const [outcome] = await delivered;
    const email = await readEml(emlPathFor(path.join(dataDir, 'mail'), outcome?.delivery.id ?? ''));
    expect(email.raw).not.toContain('MEM-12345');
    expect(email.raw).not.toContain('Example Health');
  });

  it.each(BOOKING_FIELD_ORDER.filter((name) => BOOKING_FIELD_RULES[name].required))(
    '400 with the spec message when %s is missing',
    async (name) => {
      const rule: BookingFieldRule = BOOKING_FIELD_RULES[name];
      const body: Record<string, unknown> = { ...adultBooking() };
      delete body[rule.wire];
      const res = await request(server.url).post(BOOKINGS).send(body);
      expect(res.status).toBe(400);
      expect((res.body as ApiErrorBody).code).toBe('VALIDATION_FAILED');
      expect((res.body as ApiErrorBody).fields).toContainEqual({
        path: rule.wire,
        message: rule.messages.required ?? rule.messages.invalid,
      });
    },
  );

  it.each(BOOKING_FIELD_ORDER.filter((name) => 'max' in BOOKING_FIELD_RULES[name]))(
    '400 with the spec message when %s is too long',
    async (name) => {
      const rule = BOOKING_FIELD_RULES[name] as { wire: string; max: number; messages: { max: string } };
      const tooLong = rule.wire === 'email' ? `${'a'.repeat(rule.max)}@example.org` : 'x'.repeat(rule.max + 1);
      const res = await request(server.url)
        .post(BOOKINGS)
        .send(adultBooking({ [rule.wire]: tooLong }));
      expect(res.status).toBe(400);
      expect((res.body as ApiErrorBody).fields).toContainEqual({ path: rule.wire, message: rule.messages.max });
    },
  );

  it.each([
    ['email', 'not-an-email', 'Invalid email address'],
    ['date_of_birth', '2100-01-01', 'Date of birth cannot be in the future'],
    ['date_of_birth', '1899-12-31', 'Date of birth must be on or after 1 January 1900'],
    ['date_of_birth', '2023-02-30', 'Date of birth must be a real date'],
    ['previous_scan_date', '2100-01-01', 'Date of previous scan cannot be in the future'],
    ['visit_type', 'emergency', 'Visit type is required'],
    ['insurance', 'maybe', 'Insurance selection is required'],
    ['form_source', 'admin', 'Unknown form'],
  ])('400 when %s is %p', async (wire, value, message) => {
    const res = await request(server.url)
      .post(BOOKINGS)
      .send(adultBooking({ [wire]: value }));
    expect(res.status).toBe(400);
    expect((res.body as ApiErrorBody).fields).toContainEqual({ path: wire, message });
  });

  it('400 for an unknown field, and nothing is stored', async () => {
    const res = await request(server.url)
      .post(BOOKINGS)
      .send({ ...adultBooking(), is_admin: true });
    expect(res.status).toBe(400);
    expect((res.body as ApiErrorBody).fields).toContainEqual({ path: 'is_admin', message: 'is_admin is not allowed' });
    expect(await server.booking.store.listNewestFirst()).toEqual([]);
  });

  it('400 for a body that is not JSON', async () => {
    const res = await request(server.url).post(BOOKINGS).set('Content-Type', 'application/json').send('{"first_');
    expect(res.status).toBe(400);
    expect((res.body as ApiErrorBody).code).toBe('VALIDATION_FAILED');
  });

  it('413 for a body over 100 kB', async () => {
    const res = await request(server.url)
      .post(BOOKINGS)
      .send(adultBooking({ relevant_information: 'x'.repeat(110_000) }));
    expect(res.status).toBe(413);
    expect((res.body as ApiErrorBody).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('415 for a form-encoded body', async () => {
    const res = await request(server.url).post(BOOKINGS).type('form').send({ first_name: 'Testy' });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Send the request body as application/json',
      fields: [],
    });
  });
});

describe('booking rate limit', () => {
  it('429 with the error body past BOOKINGS_PER_IP_PER_HOUR, while health still answers', async () => {
    const dataDir = makeDataDir();
    const server = await startTestServer({ DATA_DIR: dataDir, BOOKINGS_PER_IP_PER_HOUR: '2' });
    try {
      for (let i = 0; i < 2; i += 1)
        expect((await request(server.url).post(BOOKINGS).send(adultBooking())).status).toBe(201);
      const res = await request(server.url).post(BOOKINGS).send(adultBooking());
      expect(res.status).toBe(429);
      expect((res.body as ApiErrorBody).code).toBe('RATE_LIMITED');
      expect(res.headers['ratelimit-policy']).toContain('q=2');
      expect((await server.booking.store.listNewestFirst()).length).toBe(2);
      expect((await request(server.url).get('/api/health')).status).toBe(200);
    } finally {
      await server.stop();
      removeDataDir(dataDir);
    }
  });

  it('refuses a request past the limit before reading its body', async () => {
    const dataDir = makeDataDir();
    const server = await startTestServer({ DATA_DIR: dataDir, BOOKINGS_PER_IP_PER_HOUR: '1' });
    try {
      expect((await request(server.url).post(BOOKINGS).send(adultBooking())).status).toBe(201);
      const res = await request(server.url).post(BOOKINGS).set('Content-Type', 'application/json').send('{"first_');
      expect(res.status).toBe(429);
    } finally {
      await server.stop();
      removeDataDir(dataDir);
    }
  });

  it('counts a booking against its own hourly limit, not the /api ceiling', async () => {
    const dataDir = makeDataDir();
    const server = await startTestServer({ DATA_DIR: dataDir }, { apiRateLimit: 1 });
    try {
      for (let i = 0; i < 3; i += 1)
        expect((await request(server.url).post(BOOKINGS).send(adultBooking())).status).toBe(201);
      expect((await request(server.url).get(API_PATHS.retentionPeriods)).status).toBe(200);
      expect((await request(server.url).get(API_PATHS.retentionPeriods)).status).toBe(429);
    } finally {
      await server.stop();
      removeDataDir(dataDir);
    }
  });
});
