import { randomUUID } from 'node:crypto';
import type { HealthBody, ReadinessBody } from '@clinic/contracts';
import { nextOutcomes, storedBookingSubmission } from '../../testing/booking-fixtures';
import type { MailTransport } from '../../libraries/mail/mail-transport';
import type { RunningServer } from '../../server';
import { eventually } from '../../testing/eventually';
import { makeDataDir, removeDataDir, startTestServer } from '../../testing/test-server';

const HOUR_MS = 3_600_000;

/** A booking as the store keeps it, created `agoMs` before now. */
const storedBooking = (agoMs: number) =>
  storedBookingSubmission({ created_at: new Date(Date.now() - agoMs).toISOString() });

const health = async (server: RunningServer) => (await (await fetch(`${server.url}/api/health`)).json()) as HealthBody;

describe('GET /api/health when deliveries are stuck', () => {
  let server: RunningServer;
  let dataDir: string;
  let mailWorks = false;
  const mail: MailTransport = {
    name: 'mailgun',
    send: async () => {
      if (!mailWorks) throw Object.assign(new Error('Internal Server Error'), { status: 500 });
    },
  };

  beforeAll(async () => {
    dataDir = makeDataDir();
    server = await startTestServer(
      { DATA_DIR: dataDir, BOOKING_ACKNOWLEDGEMENT: 'false', DELIVERY_RETRY_BASE_MS: '20' },
      { booking: { mailTransport: mail, worker: { pollMs: 5 } } },
    );
  });
  afterAll(async () => {
    await server.stop();
    removeDataDir(dataDir);
  });

  it("says 'degraded' with the counts while a request waits past DELIVERY_ALERT_AFTER_MINUTES, then 'ok'", async () => {
    const booking = storedBooking(HOUR_MS);
    const failed = nextOutcomes(server.booking.worker, 1, { requestId: booking.id, kind: 'failed' });
    await server.booking.store.saveBooking(booking, [
      { id: randomUUID(), request_kind: 'booking', request_id: booking.id, channel: 'clinic_email' },
    ]);
    server.booking.worker.wake();
    expect(await failed).toMatchObject([{ reason: 'server_error' }]);

    const degraded = await eventually(async () => {
      const body = await health(server);
      expect(body.status).toBe('degraded');
      return body;
    });
    expect(degraded.deliveries).toMatchObject({ pending: 1, alertAfterSeconds: 900 });
    expect(degraded.deliveries.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(3_600);
    expect(degraded.deliveries.byChannel.clinic_email).toMatchObject({ pending: 1, givenUp: 0 });
    // Stuck deliveries do not make the instance unready: it still takes and stores requests.
    expect(((await (await fetch(`${server.url}/api/health/ready`)).json()) as ReadinessBody).status).toBe('ready');

    const sent = nextOutcomes(server.booking.worker, 1, { requestId: booking.id, kind: 'sent' });
    mailWorks = true;
    await sent;
    const recovered = await eventually(async () => {
      const body = await health(server);
      expect(body.status).toBe('ok');
      return body;
    });
    expect(recovered.deliveries).toMatchObject({ pending: 0, oldestPendingAgeSeconds: null });
  });

  it('counts a recent request as pending without calling it stuck', async () => {
    mailWorks = false;
    const booking = storedBooking(60_000);
    const failed = nextOutcomes(server.booking.worker, 1, { requestId: booking.id, kind: 'failed' });
    await server.booking.store.saveBooking(booking, [
      { id: randomUUID(), request_kind: 'booking', request_id: booking.id, channel: 'clinic_email' },
    ]);
    server.booking.worker.wake();
    await failed;
    const body = await eventually(async () => {
      const current = await health(server);
      expect(current.deliveries.pending).toBe(1);
      return current;
    });
    expect(body.status).toBe('ok');
    mailWorks = true;
  });
});

describe('GET /api/health/ready when the delivery worker stops', () => {
  it('fails the deliveryWorker check once the worker has been quiet longer than it may be', async () => {
    const dataDir = makeDataDir();
    const server = await startTestServer({ DATA_DIR: dataDir }, { booking: { worker: { pollMs: 10, leaseMs: 100 } } });
    try {
      await server.booking.worker.stop();
      const body = await eventually(async () => {
        const res = await fetch(`${server.url}/api/health/ready`);
        expect(res.status).toBe(503);
        return (await res.json()) as ReadinessBody;
      });
      expect(body).toEqual({
        status: 'not_ready',
        checks: { storageQuery: 'ok', storageWrite: 'ok', deliveryWorker: 'failing' },
      });
    } finally {
      await server.stop();
      removeDataDir(dataDir);
    }
  });
});
