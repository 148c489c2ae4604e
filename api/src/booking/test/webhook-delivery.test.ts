import type { BookingWebhookBody, RequestAcceptedBody } from '@clinic/contracts/booking';
import request from 'supertest';
import { verifyWebhookSignature } from '../../libraries/webhook/webhook-signature';
import type { RunningServer } from '../../server';
import { startLocalReceiver, type LocalReceiver } from '../../testing/local-http-receiver';
import { makeDataDir, removeDataDir, startTestServer } from '../../testing/test-server';
import { childrenBooking, nextOutcomes } from '../../testing/booking-fixtures';

const SECRET = 'whsec-test-0123456789abcdef';

/** The spec's webhook fields (section 7, call 4), in its order. */
const SPEC_WEBHOOK_FIELDS = [
  'form_type',
  'first_name',
  'last_name',
  'email',
  'phone',
  'date_of_birth',
  'address',
  'visit_type',
  'gp_name',
  'gp_contact',
  'had_previous_scans',
  'previous_scan_hospital',
  'previous_scan_date',
  'previous_scan_type',
  'insurance',
  'insurance_provider',
  'membership_number',
  'authorisation_code',
  'relevant_information',
  'how_did_you_hear',
  'submission_timestamp',
];

describe('automation webhook (a local receiver)', () => {
  let receiver: LocalReceiver;
  let server: RunningServer;
  let dataDir: string;

  afterEach(async () => {
    await server.stop();
    await receiver.close();
    removeDataDir(dataDir);
  });

  const startWith = async (respond: Parameters<typeof startLocalReceiver>[0]) => {
    receiver = await startLocalReceiver(respond);
    dataDir = makeDataDir();
    server = await startTestServer(
      {
        DATA_DIR: dataDir,
        AUTOMATION_WEBHOOK_URL: `${receiver.url}/hooks/booking`,
        AUTOMATION_WEBHOOK_SECRET: SECRET,
        DELIVERY_RETRY_BASE_MS: '20',
      },
      { booking: { worker: { pollMs: 10 } } },
    );
  };

  it("posts the spec's body, empty optionals as '', with a verifiable timestamped signature", async () => {
    await startWith(() => ({ status: 204 }));
    const res = await request(server.url).post('/api/bookings').send(childrenBooking());
    expect(res.status).toBe(201);
    const { id } = res.body as RequestAcceptedBody;

    const [hook] = await receiver.received(1);
    const body = JSON.parse(hook!.rawBody) as BookingWebhookBody;
    const stored = await server.booking.store.findById(id);
    expect(Object.keys(body)).toEqual(SPEC_WEBHOOK_FIELDS);
    expect(body).toEqual({
      form_type: 'Children Booking Form',
      first_name: 'Kiddo',
      last_name: 'Example',
      email: 'parent@example.org',
      phone: '07700 900456',
      date_of_birth: '2015-06-15',
      address: '2 Example Road, Exampleton EX1 2MQ',
      visit_type: 'follow_up',
      gp_name: '',
      gp_contact: '',
      had_previous_scans: 'no',
      previous_scan_hospital: '',
      previous_scan_date: '',
      previous_scan_type: '',
      insurance: 'without',
      insurance_provider: '',
      membership_number: '',
      authorisation_code: '',
      relevant_information: '',
      how_did_you_hear: '',
      submission_timestamp: stored?.created_at,
    });
    expect(new Date(body.submission_timestamp).toISOString()).toBe(body.submission_timestamp);
    expect(hook!.headers['content-type']).toBe('application/json');

    const signature = hook!.headers['x-clinic-signature'] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(SECRET, hook!.rawBody, signature)).toBe(true);
    expect(verifyWebhookSignature(SECRET, hook!.rawBody.replace('Kiddo', 'Mallory'), signature)).toBe(false);
    expect(verifyWebhookSignature('another-secret-value', hook!.rawBody, signature)).toBe(false);
    expect(verifyWebhookSignature(SECRET, hook!.rawBody, signature, { now: new Date(Date.now() + 10 * 60_000) })).toBe(
      false,
    );
  });

  it('retries a failing webhook with the same delivery id; the visitor still got 201', async () => {
    await startWith((_request, index) => ({ status: index === 0 ? 503 : 200 }));
    const failed = nextOutcomes(server.booking.worker, 1, { channel: 'webhook', kind: 'failed' });
    const sent = nextOutcomes(server.booking.worker, 1, { channel: 'webhook', kind: 'sent' });
    const res = await request(server.url).post('/api/bookings').send(childrenBooking());
    expect(res.status).toBe(201);

    const [failure] = await failed;
    expect(failure).toMatchObject({ kind: 'failed', error: 'webhook answered 503', reason: 'server_error' });
    await sent;
    const [first, second] = await receiver.received(2);
    expect(second!.headers['x-clinic-delivery-id']).toBe(first!.headers['x-clinic-delivery-id']);
    expect(second!.rawBody).toBe(first!.rawBody);
  });
});
