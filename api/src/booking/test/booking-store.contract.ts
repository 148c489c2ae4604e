import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AuditEvent, RetentionPeriods } from '@clinic/contracts';
import { createEmlFileTransport, emlPathFor } from '../../libraries/mail/eml-file-transport';
import { mailFolderOf } from '../../libraries/mail/eml-mail-folder';
import { createPurgeExpiredRecords } from '../../retention/public';
import { captureLogger } from '../../testing/capture-logger';
import { makeDataDir, removeDataDir } from '../../testing/test-server';
import type { BookingStore, BookingSubmission, Delivery, NewDelivery } from '../data-access/booking-store';
import { storedBookingSubmission } from '../../testing/booking-fixtures';

/** Opens a fresh, empty store and returns it with its cleanup. */
export type OpenStore = () => Promise<{ store: BookingStore; close: () => Promise<void> }>;

const T0 = Date.parse('2026-01-01T10:00:00.000Z');
const DAY_MS = 86_400_000;

/** Short periods so the arithmetic reads plainly; spam goes sooner, as configured by default. */
export const TEST_RETENTION: RetentionPeriods = { submissionDays: 10, spamDays: 3, auditDays: 100 };

const submission = (overrides: Partial<BookingSubmission> = {}): BookingSubmission =>
  storedBookingSubmission({ created_at: new Date(T0).toISOString(), ...overrides });

const fellowshipRecord = () => ({
  id: randomUUID(),
  created_at: new Date(T0).toISOString(),
  name: 'Dr Trainee Example',
  email: 'trainee@example.org',
  message: 'About the fellowship',
  email_sent: false,
  email_error: null,
});

const deliveriesFor = (requestId: string, channels: NewDelivery['channel'][]): NewDelivery[] =>
  channels.map((channel) => ({ id: randomUUID(), request_kind: 'booking', request_id: requestId, channel }));

const claimOptions = (owner: string, now = T0, limit = 10) => ({ owner, now, leaseMs: 60_000, limit });

/** One behaviour, two adapters: every BookingStore must pass this suite. */
export const describeBookingStoreContract = (open: OpenStore) => {
  let store: BookingStore;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ store, close } = await open());
  });
  afterEach(async () => {
    await close();
  });

  it('keeps the whole request and lists the summary newest first, spam flagged', async () => {
    const older = submission({ created_at: new Date(T0).toISOString() });
    const newer = submission({ created_at: new Date(T0 + 1_000).toISOString(), is_spam: true });
    await store.saveBooking(older, deliveriesFor(older.id, ['clinic_email']));
    await store.saveBooking(newer, []);

    expect(await store.findById(older.id)).toEqual(older);
    const list = await store.listNewestFirst();
    expect(list.map((row) => [row.id, row.is_spam])).toEqual([
      [newer.id, true],
      [older.id, false],
    ]);
    expect(list[0]).not.toHaveProperty('request');
    expect(await store.findById(randomUUID())).toBeUndefined();
  });

  it('stores a submission and its deliveries together or not at all', async () => {
    const first = submission();
    const duplicateDelivery = deliveriesFor(first.id, ['clinic_email']);
    await store.saveBooking(first, duplicateDelivery);

    const second = submission();
    await expect(
      store.saveBooking(second, [
        ...deliveriesFor(second.id, ['webhook']),
        { ...duplicateDelivery[0]!, request_id: second.id },
      ]),
      // Matched by message: better-sqlite3 builds its errors in the first test file's realm (not instanceof Error here).
    ).rejects.toHaveProperty('message', expect.stringMatching(/UNIQUE constraint|duplicate key/));
    expect(await store.findById(second.id)).toBeUndefined();
    expect(await store.listDeliveries(second.id)).toEqual([]);
  });

  it('stores fellowship inquiries with their delivery', async () => {
    const inquiry = {
      id: randomUUID(),
      created_at: new Date(T0).toISOString(),
      name: 'Dr Trainee Example',
      email: 'trainee@example.org',
      message: '',
      email_sent: false,
      email_error: null,
    };
    await store.saveFellowshipInquiry(inquiry, [
      { id: randomUUID(), request_kind: 'fellowship_inquiry', request_id: inquiry.id, channel: 'clinic_email' },
    ]);
    expect(await store.findFellowshipInquiry(inquiry.id)).toEqual(inquiry);
    const [claimed] = await store.claimDueDeliveries(claimOptions('w1'));
    await store.recordDeliverySent(claimed!, 'w1');
    expect(await store.findFellowshipInquiry(inquiry.id)).toMatchObject({ email_sent: true });
  });

  it('leases a due delivery to one owner until the lease expires', async () => {
    const booking = submission();
    await store.saveBooking(booking, deliveriesFor(booking.id, ['clinic_email']));

    expect(await store.claimDueDeliveries(claimOptions('w1', T0 - 1))).toEqual([]);
    const [claimed] = await store.claimDueDeliveries(claimOptions('w1'));
    expect(claimed).toMatchObject({ request_id: booking.id, channel: 'clinic_email', attempts: 1, status: 'pending' });
    expect(await store.claimDueDeliveries(claimOptions('w2', T0 + 59_999))).toEqual([]);

    // w1 died: past the lease, w2 takes over, and w1's late report no longer counts.
    const [takenOver] = await store.claimDueDeliveries(claimOptions('w2', T0 + 60_000));
    expect(takenOver).toMatchObject({ id: claimed!.id, attempts: 2 });
    await store.recordDeliverySent(claimed!, 'w1');
    expect((await store.listDeliveries(booking.id))[0]?.status).toBe('pending');

    await store.recordDeliverySent(takenOver!, 'w2');
    expect((await store.listDeliveries(booking.id))[0]?.status).toBe('sent');
    expect(await store.findById(booking.id)).toMatchObject({ email_sent: true, email_error: null });
    expect(await store.claimDueDeliveries(claimOptions('w3', T0 + 10 * 60_000))).toEqual([]);
  });

  it('claims at most `limit`, oldest due first', async () => {
    const bookings = [2, 0, 1].map((offset) => submission({ created_at: new Date(T0 + offset).toISOString() }));
    for (const booking of bookings) await store.saveBooking(booking, deliveriesFor(booking.id, ['clinic_email']));
    const claimed = await store.claimDueDeliveries(claimOptions('w1', T0 + 10, 2));
    expect(claimed.map((delivery: Delivery) => delivery.request_id)).toEqual([bookings[1]!.id, bookings[2]!.id]);
  });

  it('records a failure with its retry time, and gives up when told', async () => {
    const booking = submission();
    await store.saveBooking(booking, deliveriesFor(booking.id, ['clinic_email', 'webhook']));
    const claimed = await store.claimDueDeliveries(claimOptions('w1'));
    const email = claimed.find((delivery) => delivery.channel === 'clinic_email')!;
    const webhook = claimed.find((delivery) => delivery.channel === 'webhook')!;

    await store.recordDeliveryFailed(email, 'w1', 'smtp down', T0 + 5_000);
    await store.recordDeliveryFailed(webhook, 'w1', 'webhook answered 500', null);
    expect(await store.findById(booking.id)).toMatchObject({ email_sent: false, email_error: 'smtp down' });

    const byChannel = Object.fromEntries((await store.listDeliveries(booking.id)).map((row) => [row.channel, row]));
    expect(byChannel.clinic_email).toMatchObject({
      status: 'pending',
      next_attempt_at: T0 + 5_000,
      last_error: 'smtp down',
    });
    expect(byChannel.webhook).toMatchObject({ status: 'dead', last_error: 'webhook answered 500' });

    // Not due before its retry time; due (and the lease released) after.
    expect(await store.claimDueDeliveries(claimOptions('w2', T0 + 4_999))).toEqual([]);
    expect(await store.claimDueDeliveries(claimOptions('w2', T0 + 5_000))).toMatchObject([
      { id: email.id, attempts: 2 },
    ]);
  });

  describe('acknowledgement counts', () => {
    const DAY = Math.floor(T0 / DAY_MS);

    it('counts per recipient key and day, one at a time', async () => {
      expect(await store.countAcknowledgement('key-a', DAY)).toBe(1);
      expect(await store.countAcknowledgement('key-a', DAY)).toBe(2);
      expect(await store.countAcknowledgement('key-b', DAY)).toBe(1);
      expect(await store.countAcknowledgement('key-a', DAY)).toBe(3);
      expect(await Promise.all([1, 2, 3].map(() => store.countAcknowledgement('key-c', DAY)))).toEqual(
        expect.arrayContaining([1, 2, 3]),
      );
    });

    it("starts each day afresh and forgets the days that ended, keeping today's", async () => {
      await store.countAcknowledgement('key-a', DAY);
      await store.countAcknowledgement('key-a', DAY + 1);
      await store.forgetAcknowledgementCountsBefore(DAY + 1);
      // Yesterday's count is gone (it starts again at 1); today's was kept.
      expect(await store.countAcknowledgement('key-a', DAY)).toBe(1);
      expect(await store.countAcknowledgement('key-a', DAY + 1)).toBe(2);
    });
  });

  it('counts the undelivered rows per channel with the oldest pending one, every channel listed', async () => {
    expect(await store.outboxBacklog()).toEqual([
      { channel: 'clinic_email', pending: 0, oldestPendingAt: null, givenUp: 0 },
      { channel: 'acknowledgement_email', pending: 0, oldestPendingAt: null, givenUp: 0 },
      { channel: 'webhook', pending: 0, oldestPendingAt: null, givenUp: 0 },
    ]);
    const [older, newer, delivered] = [0, 60_000, 120_000].map((offset) =>
      submission({ created_at: new Date(T0 + offset).toISOString() }),
    );
    await store.saveBooking(older!, deliveriesFor(older!.id, ['clinic_email', 'webhook']));
    await store.saveBooking(newer!, deliveriesFor(newer!.id, ['clinic_email']));
    await store.saveBooking(delivered!, deliveriesFor(delivered!.id, ['acknowledgement_email']));
    const claimed = await store.claimDueDeliveries(claimOptions('w1', T0 + 120_000));
    const webhook = claimed.find((delivery) => delivery.channel === 'webhook')!;
    const acknowledgement = claimed.find((delivery) => delivery.channel === 'acknowledgement_email')!;
    await store.recordDeliveryFailed(webhook, 'w1', 'webhook answered 500', null);
    await store.recordDeliverySent(acknowledgement, 'w1');

    expect(await store.outboxBacklog()).toEqual([
      { channel: 'clinic_email', pending: 2, oldestPendingAt: older!.created_at, givenUp: 0 },
      { channel: 'acknowledgement_email', pending: 0, oldestPendingAt: null, givenUp: 0 },
      { channel: 'webhook', pending: 0, oldestPendingAt: null, givenUp: 1 },
    ]);
  });

  describe('erasure and subject access', () => {
    it('erases a request with its outbox rows, and only that one', async () => {
      const erased = submission();
      const kept = submission();
      const erasedDeliveries = deliveriesFor(erased.id, ['clinic_email', 'acknowledgement_email']);
      await store.saveBooking(erased, erasedDeliveries);
      await store.saveBooking(kept, deliveriesFor(kept.id, ['clinic_email']));

      expect((await store.eraseRequest('booking', erased.id))?.sort()).toEqual(
        erasedDeliveries.map((delivery) => delivery.id).sort(),
      );
      expect(await store.findById(erased.id)).toBeUndefined();
      expect(await store.listDeliveries(erased.id)).toEqual([]);
      expect(await store.findById(kept.id)).toEqual(kept);
      expect(await store.listDeliveries(kept.id)).toHaveLength(1);
      expect(await store.eraseRequest('booking', erased.id)).toBeUndefined();
      expect(await store.eraseRequest('fellowship_inquiry', kept.id)).toBeUndefined();
    });

    it('erases nothing when the id is a request of the other kind: no request, no outbox row', async () => {
      const booking = submission();
      const bookingDeliveries = deliveriesFor(booking.id, ['clinic_email', 'acknowledgement_email']);
      await store.saveBooking(booking, bookingDeliveries);
      const inquiry = fellowshipRecord();
      const inquiryDelivery: NewDelivery = {
        id: randomUUID(),
        request_kind: 'fellowship_inquiry',
        request_id: inquiry.id,
        channel: 'clinic_email',
      };
      await store.saveFellowshipInquiry(inquiry, [inquiryDelivery]);

      expect(await store.eraseRequest('booking', inquiry.id)).toBeUndefined();
      expect(await store.eraseRequest('fellowship_inquiry', booking.id)).toBeUndefined();

      expect(await store.findById(booking.id)).toEqual(booking);
      expect(await store.findFellowshipInquiry(inquiry.id)).toEqual(inquiry);
      expect((await store.listDeliveries(booking.id)).map((delivery) => delivery.id).sort()).toEqual(
        bookingDeliveries.map((delivery) => delivery.id).sort(),
      );
      expect((await store.listDeliveries(inquiry.id)).map((delivery) => delivery.id)).toEqual([inquiryDelivery.id]);
      const allIds = [...bookingDeliveries, inquiryDelivery].map((delivery) => delivery.id);
      expect(await store.existingDeliveryIds(allIds)).toEqual(new Set(allIds));
    });

    it('finds every request for an address, ignoring case, and nobody else', async () => {
      const mine = submission({ email: 'Pat.Example@Example.org' });
      const theirs = submission({ email: 'someone.else@example.org' });
      await store.saveBooking(mine, []);
      await store.saveBooking(theirs, []);
      const inquiry = { ...fellowshipRecord(), email: 'PAT.example@example.ORG' };
      await store.saveFellowshipInquiry(inquiry, []);

      const found = await store.findByEmail('pat.example@example.org');
      expect(found.bookings).toEqual([mine]);
      expect(found.fellowshipInquiries).toEqual([inquiry]);
      expect(await store.findByEmail('nobody@example.org')).toEqual({ bookings: [], fellowshipInquiries: [] });
    });
  });

  describe('retention purge', () => {
    let dataDir: string;
    let audit: AuditEvent[];
    let clock: number;
    let purge: () => ReturnType<ReturnType<typeof createPurgeExpiredRecords>>;
    let log: ReturnType<typeof captureLogger>;

    beforeEach(() => {
      dataDir = makeDataDir();
      audit = [];
      clock = T0;
      log = captureLogger();
      purge = createPurgeExpiredRecords({
        requests: store,
        staff: {
          deleteFollowUps: async () => undefined,
          purgeAuditEventsBefore: async () => 0,
          appendAuditEvent: async (event) => {
            audit.push({ ...event, id: String(audit.length + 1) });
          },
        },
        mailDir: mailFolderOf(dataDir),
        retention: TEST_RETENTION,
        now: () => clock,
        logger: log.logger,
      });
    });
    afterEach(() => removeDataDir(dataDir));

    /** Stores the booking with a clinic email and writes that email's .eml as the transport does. */
    const storeWithMail = async (booking: BookingSubmission) => {
      const [delivery] = deliveriesFor(booking.id, ['clinic_email']);
      await store.saveBooking(booking, [delivery!]);
      await createEmlFileTransport(dataDir).send({
        key: delivery!.id,
        from: 'a@clinic.test',
        to: 'b@clinic.test',
        subject: `Booking from ${booking.first_name}`,
        text: booking.request.relevant_information,
        html: '<p></p>',
        headers: { 'X-Submission-Id': booking.id },
      });
      return emlPathFor(mailFolderOf(dataDir), delivery!.id);
    };

    it('removes a request past its period with its outbox rows and .eml copy; one a day inside stays', async () => {
      const expired = submission({ created_at: new Date(T0).toISOString() });
      const inside = submission({ created_at: new Date(T0 + DAY_MS).toISOString() });
      const expiredMail = await storeWithMail(expired);
      const insideMail = await storeWithMail(inside);

      clock = T0 + TEST_RETENTION.submissionDays * DAY_MS + 1;
      expect(await purge()).toMatchObject({ bookings: 1, spam: 0, mailFiles: 1 });

      expect(await store.findById(expired.id)).toBeUndefined();
      expect(await store.listDeliveries(expired.id)).toEqual([]);
      expect(fs.existsSync(expiredMail)).toBe(false);
      expect(await store.findById(inside.id)).toEqual(inside);
      expect(await store.listDeliveries(inside.id)).toHaveLength(1);
      expect(fs.existsSync(insideMail)).toBe(true);
    });

    it('counts from the last status change', async () => {
      const followedUp = submission();
      await store.saveBooking(followedUp, []);
      await store.recordStatusChange('booking', followedUp.id, new Date(T0 + 5 * DAY_MS).toISOString());

      clock = T0 + TEST_RETENTION.submissionDays * DAY_MS + 1;
      await purge();
      expect(await store.findById(followedUp.id)).toEqual(followedUp);

      clock = T0 + (5 + TEST_RETENTION.submissionDays) * DAY_MS + 1;
      await purge();
      expect(await store.findById(followedUp.id)).toBeUndefined();
    });

    it('removes spam sooner', async () => {
      const spam = submission({ is_spam: true });
      const genuine = submission();
      await store.saveBooking(spam, []);
      await store.saveBooking(genuine, []);

      clock = T0 + TEST_RETENTION.spamDays * DAY_MS + 1;
      expect(await purge()).toMatchObject({ bookings: 0, spam: 1 });
      expect(await store.findById(spam.id)).toBeUndefined();
      expect(await store.findById(genuine.id)).toEqual(genuine);
    });

    it('removes fellowship inquiries past the submission period', async () => {
      const inquiry = fellowshipRecord();
      await store.saveFellowshipInquiry(inquiry, []);
      clock = T0 + TEST_RETENTION.submissionDays * DAY_MS - 1;
      await purge();
      expect(await store.findFellowshipInquiry(inquiry.id)).toEqual(inquiry);
      clock = T0 + TEST_RETENTION.submissionDays * DAY_MS + 1;
      expect(await purge()).toMatchObject({ fellowshipInquiries: 1 });
      expect(await store.findFellowshipInquiry(inquiry.id)).toBeUndefined();
    });

    it('removes a mail copy whose outbox row is already gone (as after a TTL deletion)', async () => {
      const booking = submission({ created_at: new Date(T0 + DAY_MS).toISOString() });
      const mail = await storeWithMail(booking);
      await store.eraseRequest('booking', booking.id);
      expect(fs.existsSync(mail)).toBe(true);
      expect(await purge()).toMatchObject({ bookings: 0, mailFiles: 1 });
      expect(fs.existsSync(mail)).toBe(false);
    });

    it('writes one audit event and one log line with counts only, no personal data', async () => {
      const booking = submission();
      await storeWithMail(booking);
      clock = T0 + TEST_RETENTION.submissionDays * DAY_MS + 1;
      await purge();

      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'retention.purge', target: null, row_count: 1 });
      const logged = log.lines.filter((line) => line.event === 'retention-purge');
      expect(logged).toHaveLength(1);
      const written = JSON.stringify([audit, logged]);
      for (const value of [booking.id, booking.email, booking.first_name, booking.last_name, booking.phone]) {
        expect(written).not.toContain(value);
      }
      expect(written).not.toContain(booking.request.date_of_birth);
    });
  });
};
