import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { openMongoConnection } from '../../libraries/database/mongo-database';
import { registerBookingModels } from '../data-access/mongo/booking-models';
import { createMongoBookingStore } from '../data-access/mongo/mongo-booking-store';
import { adultBooking } from './booking-fixtures';
import { describeBookingStoreContract } from './booking-store.contract';

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
        store: await createMongoBookingStore(connection),
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
  const { Submission, Outbox } = registerBookingModels(connection);
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
    };
  };

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
