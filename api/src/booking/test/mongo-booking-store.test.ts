import { randomUUID } from 'node:crypto';
import mongoose, { type Schema } from 'mongoose';
import { openMongoConnection } from '../../libraries/database/mongo-database';
import { registerBookingModels } from '../data-access/mongo/booking-models';
import { createMongoBookingStore } from '../data-access/mongo/mongo-booking-store';
import { adultBooking } from '../../testing/booking-fixtures';
import { describeBookingStoreContract, TEST_RETENTION } from './booking-store.contract';
import { expiryOf } from '../data-access/mongo/retention-expiry';

const MONGODB_URI = process.env.MONGODB_URI;

/** The same URI with a throwaway database name, so runs never touch real data or each other. */
const withTestDatabase = (uri: string) => {
  const url = new URL(uri);
  url.pathname = `/clinic_test_${randomUUID().slice(0, 8)}`;
  return url.toString();
};

// No MongoDB server can be installed on this machine: this run needs MONGODB_URI (a replica set, for
// transactions), e.g. a CI service container. Without it the suite is reported as skipped, not passed.
(MONGODB_URI ? describe : describe.skip)(
  `BookingStore contract: MongoDB${MONGODB_URI ? '' : ' (skipped: set MONGODB_URI to a replica set to run)'}`,
  () => {
    describeBookingStoreContract(async () => {
      const connection = await openMongoConnection(withTestDatabase(MONGODB_URI!));
      return {
        store: await createMongoBookingStore(connection, TEST_RETENTION),
        close: async () => {
          await connection.dropDatabase();
          await connection.close();
        },
      };
    });
  },
);

describe('MongoDB booking schemas (no server needed)', () => {
  const connection = mongoose.createConnection();
  const { Submission, Inquiry, Outbox, AcknowledgementCount } = registerBookingModels(connection);
  afterAll(() => connection.close());

  const validSubmission = () => {
    const { destination_email: _d, page_slug: _p, ...request } = adultBooking();
    return {
      _id: randomUUID(),
      created_at: new Date(),
      form_source: 'services_adult',
      first_name: 'Testy',
      last_name: 'McTestface',
      email: 'testy@example.org',
      phone: '07700 900123',
      request,
      expires_at: new Date(),
    };
  };

  it('expire every request, outbox row and acknowledgement count through a TTL index on expires_at', () => {
    for (const schema of [Submission.schema, Inquiry.schema, Outbox.schema, AcknowledgementCount.schema] as Schema[]) {
      expect(schema.indexes()).toContainEqual([{ expires_at: 1 }, expect.objectContaining({ expireAfterSeconds: 0 })]);
      expect(schema.requiredPaths()).toContain('expires_at');
    }
  });

  it('stamp the expiry from the last status change, spam from its creation', () => {
    const created = new Date('2026-01-01T00:00:00.000Z');
    const changed = new Date('2026-03-01T00:00:00.000Z');
    const day = 86_400_000;
    const retention = { submissionDays: 365, spamDays: 30, auditDays: 2922 };
    expect(expiryOf({ created_at: created, status_changed_at: null, is_spam: false }, retention)).toEqual(
      new Date(created.getTime() + 365 * day),
    );
    expect(expiryOf({ created_at: created, status_changed_at: changed, is_spam: false }, retention)).toEqual(
      new Date(changed.getTime() + 365 * day),
    );
    expect(expiryOf({ created_at: created, status_changed_at: changed, is_spam: true }, retention)).toEqual(
      new Date(created.getTime() + 30 * day),
    );
  });

  it('index created_at and the outbox claim query', () => {
    expect(Submission.schema.indexes()).toContainEqual([{ created_at: -1 }, expect.anything()]);
    expect(Outbox.schema.indexes()).toContainEqual([{ status: 1, next_attempt_at: 1 }, expect.anything()]);
  });

  it('validate what is written: a good submission passes, bad ones are refused', async () => {
    await expect(new Submission(validSubmission()).validate()).resolves.toBeUndefined();
    await expect(new Submission({ ...validSubmission(), form_source: 'admin' }).validate()).rejects.toThrow(
      /form_source/,
    );
    await expect(new Submission({ ...validSubmission(), first_name: '' }).validate()).rejects.toThrow(/first_name/);
    const tooLong = { ...validSubmission().request, address: 'x'.repeat(501) };
    await expect(new Submission({ ...validSubmission(), request: tooLong }).validate()).rejects.toThrow(/address/);
    await expect(
      new Outbox({
        _id: 'x',
        request_kind: 'booking',
        request_id: 'y',
        channel: 'sms',
        next_attempt_at: 0,
        created_at: new Date(),
      }).validate(),
    ).rejects.toThrow(/channel/);
  });
});
