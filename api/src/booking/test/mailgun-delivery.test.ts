import type { RequestAcceptedBody } from '@clinic/contracts/booking';
import request from 'supertest';
import type { RunningServer } from '../../server';
import { startLocalReceiver, parseMultipartFields, type LocalReceiver } from '../../testing/local-http-receiver';
import { makeDataDir, removeDataDir, startTestServer } from '../../testing/test-server';
import { adultBooking, nextOutcomes } from '../../testing/booking-fixtures';

describe('email through Mailgun (a local fake Mailgun API via MAILGUN_URL)', () => {
  let mailgun: LocalReceiver;
  let server: RunningServer;
  let dataDir: string;

  beforeEach(async () => {
    mailgun = await startLocalReceiver(() => ({ status: 200, body: { id: '<queued@mg.test>', message: 'Queued' } }));
    dataDir = makeDataDir();
    server = await startTestServer({
      DATA_DIR: dataDir,
      MAILGUN_API_KEY: 'key-test-not-a-secret',
      MAILGUN_DOMAIN: 'mg.clinic.test',
      MAILGUN_URL: mailgun.url,
      BOOKING_INBOX_ADULT: 'frontdesk@clinic.test',
      MAIL_FROM: 'Clinic website <no-reply@clinic.test>',
    });
  });
  afterEach(async () => {
    await server.stop();
    await mailgun.close();
    removeDataDir(dataDir);
  });

  it('posts to, from, subject, text, html and Reply-To with the API key; records email_sent', async () => {
    const delivered = nextOutcomes(server.booking.worker, 2, { kind: 'sent' });
    const res = await request(server.url)
      .post('/api/bookings')
      .send(adultBooking({ first_name: '<b>Testy</b>' }));
    expect(res.status).toBe(201);
    const { id } = res.body as RequestAcceptedBody;
    await delivered;

    const requests = await mailgun.received(2);
    const forms = requests.map((received) => ({
      received,
      fields: parseMultipartFields(received.rawBody, received.headers['content-type']),
    }));
    const clinic = forms.find(({ fields }) => fields.get('to')?.[0] === 'frontdesk@clinic.test');
    expect(clinic).toBeDefined();
    const { received, fields } = clinic!;
    expect(received.method).toBe('POST');
    expect(received.url).toBe('/v3/mg.clinic.test/messages');
    expect(received.headers.authorization).toBe(`Basic ${Buffer.from('api:key-test-not-a-secret').toString('base64')}`);
    expect(fields.get('from')).toEqual(['Clinic website <no-reply@clinic.test>']);
    expect(fields.get('subject')?.[0]).toBe('New appointment request: Adult booking form from <b>Testy</b> McTestface');
    expect(fields.get('h:Reply-To')).toEqual(['testy@example.org']);
    expect(fields.get('h:X-Submission-Id')).toEqual([id]);
    expect(fields.get('text')?.[0]).toContain('First name: <b>Testy</b>');
    expect(fields.get('html')?.[0]).toContain('&lt;b&gt;Testy&lt;/b&gt;');
    expect(fields.get('html')?.[0]).not.toContain('<b>Testy');

    // The acknowledgement goes to the visitor, carries the clinic phone and none of the visitor's text.
    const acknowledgement = forms.find(({ fields: other }) => other.get('to')?.[0] === 'testy@example.org');
    const ackText = acknowledgement?.fields.get('text')?.[0] ?? '';
    expect(ackText).toContain('020 7946 0001');
    for (const typed of ['Testy', 'McTestface', 'Lower back pain', 'Example Road', 'MRI']) {
      expect(ackText).not.toContain(typed);
      expect(acknowledgement?.fields.get('html')?.[0]).not.toContain(typed);
    }
    expect(acknowledgement?.fields.get('h:Reply-To')).toBeUndefined();

    expect(await server.booking.store.findById(id)).toMatchObject({ email_sent: true, email_error: null });
  });
});

describe('BOOKING_ACKNOWLEDGEMENT=false', () => {
  it('sends only the clinic email', async () => {
    const dataDir = makeDataDir();
    const server = await startTestServer({ DATA_DIR: dataDir, BOOKING_ACKNOWLEDGEMENT: 'false' });
    try {
      const res = await request(server.url).post('/api/bookings').send(adultBooking());
      const deliveries = await server.booking.store.listDeliveries((res.body as RequestAcceptedBody).id);
      expect(deliveries.map((delivery) => delivery.channel)).toEqual(['clinic_email']);
    } finally {
      await server.stop();
      removeDataDir(dataDir);
    }
  });
});
