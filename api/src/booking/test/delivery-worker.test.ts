import type { RequestAcceptedBody } from '@clinic/contracts/booking';
import request from 'supertest';
import { openSqliteDatabase } from '../../libraries/database/sqlite-database';
import { createLogger } from '../../libraries/logger/logger';
import type { MailMessage, MailTransport } from '../../libraries/mail/mail-transport';
import { makeDataDir, removeDataDir, startTestServer } from '../../testing/test-server';
import type { BookingStore } from '../data-access/booking-store';
import { createSqliteBookingStore } from '../data-access/sqlite/sqlite-booking-store';
import { createDeliveryPlan } from '../domain/delivery-plan';
import { submitBooking } from '../domain/submit-booking-use-case';
import { createDeliveryWorker } from '../entry-points/delivery-worker';
import { adultBooking, nextOutcomes } from '../../testing/booking-fixtures';

/** Records every message; fails the first `failures` sends with a provider-like error. */
const flakyTransport = (failures: number, gate?: Promise<void>): MailTransport & { sent: MailMessage[] } => {
  let calls = 0;
  const sent: MailMessage[] = [];
  return {
    name: 'mailgun',
    sent,
    send: async (message) => {
      calls += 1;
      if (calls <= failures) throw new Error('Mailgun: 503 Service Unavailable');
      await gate;
      sent.push(message);
    },
  };
};

const silent = createLogger({ level: 'silent' });

describe('delivery from the outbox', () => {
  let dataDir: string;
  let stores: BookingStore[] = [];
  /** A store on the test's data folder, closed (its writer thread drained) before the folder is removed. */
  const openStore = () => {
    const store = createSqliteBookingStore(openSqliteDatabase(dataDir));
    stores.push(store);
    return store;
  };
  beforeEach(() => {
    dataDir = makeDataDir();
  });
  afterEach(async () => {
    await Promise.all(stores.map((store) => store.close()));
    stores = [];
    removeDataDir(dataDir);
  });

  it('records an email failure on the submission, retries with backoff, then records the success', async () => {
    let release = () => {};
    const transport = flakyTransport(2, new Promise<void>((resolve) => (release = resolve)));
    const server = await startTestServer(
      { DATA_DIR: dataDir, BOOKING_ACKNOWLEDGEMENT: 'false', DELIVERY_RETRY_BASE_MS: '20' },
      { booking: { mailTransport: transport, worker: { pollMs: 5 } } },
    );
    try {
      const failures = nextOutcomes(server.booking.worker, 2, { kind: 'failed' });
      const sent = nextOutcomes(server.booking.worker, 1, { kind: 'sent' });
      const res = await request(server.url).post('/api/bookings').send(adultBooking());
      expect(res.status).toBe(201);
      const { id } = res.body as RequestAcceptedBody;

      const [first, second] = await failures;
      expect(first).toMatchObject({ error: 'Mailgun: 503 Service Unavailable' });
      expect(second!.delivery.attempts).toBe(2);
      // The third attempt is held at the gate: the failure is what the submission shows meanwhile.
      expect(await server.booking.store.findById(id)).toMatchObject({
        email_sent: false,
        email_error: 'Mailgun: 503 Service Unavailable',
      });
      release();

      await sent;
      expect(transport.sent).toHaveLength(1);
      expect(await server.booking.store.findById(id)).toMatchObject({ email_sent: true, email_error: null });
      expect(await server.booking.store.listDeliveries(id)).toMatchObject([{ status: 'sent', attempts: 3 }]);
    } finally {
      await server.stop();
    }
  });

  it('gives up after DELIVERY_MAX_ATTEMPTS and keeps the error on the submission', async () => {
    const server = await startTestServer(
      { DATA_DIR: dataDir, BOOKING_ACKNOWLEDGEMENT: 'false', DELIVERY_RETRY_BASE_MS: '10', DELIVERY_MAX_ATTEMPTS: '2' },
      { booking: { mailTransport: flakyTransport(99), worker: { pollMs: 5 } } },
    );
    try {
      const outcomes = nextOutcomes(server.booking.worker, 2, { kind: 'failed' });
      const res = await request(server.url).post('/api/bookings').send(adultBooking());
      const { id } = res.body as RequestAcceptedBody;
      const [, last] = await outcomes;
      expect(last).toMatchObject({ retryAt: null });
      expect(await server.booking.store.findById(id)).toMatchObject({
        email_sent: false,
        email_error: 'Mailgun: 503 Service Unavailable',
      });
      expect(await server.booking.store.listDeliveries(id)).toMatchObject([{ status: 'dead', attempts: 2 }]);
    } finally {
      await server.stop();
    }
  });

  it('resumes what was stored before a restart', async () => {
    const db = openSqliteDatabase(dataDir);
    const store = createSqliteBookingStore(db);
    const id = await submitBooking(adultBooking(), {
      store,
      plan: createDeliveryPlan({ acknowledgement: false, webhook: false }),
    });
    await store.close();
    db.close();

    const transport = flakyTransport(0);
    const server = await startTestServer({ DATA_DIR: dataDir }, { booking: { mailTransport: transport } });
    try {
      const sent = nextOutcomes(server.booking.worker, 1, { requestId: id, kind: 'sent' });
      // The worker may already have sent it while start() returned: then the store says so.
      if (!(await server.booking.store.findById(id))?.email_sent) await sent;
      expect(transport.sent.map((message) => message.headers['X-Submission-Id'])).toEqual([id]);
    } finally {
      await server.stop();
    }
  });

  it('keeps at most sendConcurrency sends in flight, so a burst leaves the thread pool to requests', async () => {
    const store = openStore();
    const plan = createDeliveryPlan({ acknowledgement: true, webhook: false });
    await Promise.all(Array.from({ length: 10 }, () => submitBooking(adultBooking(), { store, plan })));
    let inFlight = 0;
    let most = 0;
    let sent = 0;
    const worker = createDeliveryWorker({
      store,
      logger: silent,
      retry: { maxAttempts: 3, baseMs: 10 },
      deliver: async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 2));
        inFlight -= 1;
      },
      batchSize: 16,
      sendConcurrency: 3,
      pollMs: 5,
    });
    const allSent = new Promise<void>((resolve) => worker.on('sent', () => ++sent === 20 && resolve()));
    worker.start();
    await allSent;
    await worker.stop();
    expect(most).toBe(3);
  });

  describe('while requests keep arriving', () => {
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    /** Two stored bookings (four deliveries), and a worker told that requests are busy until stopLoad(). */
    const underLoad = async (maxDeferMs: number) => {
      const store = openStore();
      const plan = createDeliveryPlan({ acknowledgement: true, webhook: false });
      await Promise.all([0, 1].map(() => submitBooking(adultBooking(), { store, plan })));
      let busy = true;
      const sentAt: number[] = [];
      const worker = createDeliveryWorker({
        store,
        logger: silent,
        retry: { maxAttempts: 3, baseMs: 10 },
        deliver: async () => {},
        batchSize: 2,
        pollMs: 5,
        requestsBusy: () => busy,
        maxDeferMs,
      });
      worker.on('sent', () => sentAt.push(performance.now()));
      const startedAt = performance.now();
      worker.start();
      const allSent = new Promise<void>((resolve) => worker.on('sent', () => sentAt.length === 4 && resolve()));
      return { worker, sentAt, startedAt, allSent, stopLoad: () => (busy = false) };
    };

    it('claims nothing until they pause, then sends everything', async () => {
      const run = await underLoad(60_000);
      await sleep(300);
      expect(run.sentAt).toEqual([]);
      run.stopLoad();
      const pausedAt = performance.now();
      await run.allSent;
      await run.worker.stop();
      expect(run.sentAt[0]).toBeGreaterThanOrEqual(pausedAt);
    });

    it('still sends one batch per maxDeferMs when they never pause', async () => {
      const run = await underLoad(150);
      try {
        await run.allSent;
      } finally {
        run.stopLoad();
        await run.worker.stop();
      }
      // Two batches of two: the first after one deferral, the second after another.
      expect(run.sentAt[0]! - run.startedAt).toBeGreaterThanOrEqual(140);
      expect(run.sentAt[2]! - run.sentAt[1]!).toBeGreaterThanOrEqual(140);
    });
  });

  it('two workers on the same database send each delivery exactly once', async () => {
    const seed = openStore();
    const plan = createDeliveryPlan({ acknowledgement: true, webhook: false });
    const ids = await Promise.all(
      Array.from({ length: 40 }, () => submitBooking(adultBooking(), { store: seed, plan })),
    );

    const transport = flakyTransport(0);
    const workers = [0, 1].map(() => {
      const store = openStore();
      return createDeliveryWorker({
        store,
        logger: silent,
        retry: { maxAttempts: 3, baseMs: 10 },
        deliver: async (delivery) => {
          // Yield between claim and record, so both workers interleave.
          await new Promise((resolve) => setImmediate(resolve));
          await transport.send({ key: delivery.id, headers: {} } as MailMessage);
        },
        batchSize: 4,
        pollMs: 5,
      });
    });
    const sentByWorker = workers.map(() => 0);
    workers.forEach((worker, index) => worker.on('sent', () => (sentByWorker[index]! += 1)));
    const allSent = new Promise<void>((resolve) => {
      const check = () => sentByWorker[0]! + sentByWorker[1]! === ids.length * 2 && resolve();
      workers.forEach((worker) => worker.on('sent', check));
    });
    workers.forEach((worker) => worker.start());
    await allSent;
    await Promise.all(workers.map((worker) => worker.stop()));

    const keys = transport.sent.map((message) => message.key);
    expect(keys).toHaveLength(ids.length * 2);
    expect(new Set(keys).size).toBe(keys.length);
    expect(sentByWorker.every((count) => count > 0)).toBe(true);
  });
});
