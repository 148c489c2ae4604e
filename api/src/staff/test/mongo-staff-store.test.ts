import { randomUUID } from 'node:crypto';
import { openMongoConnection } from '../../libraries/database/mongo-database';
import { createMongoStaffStore } from '../data-access/mongo/mongo-staff-store';
import { describeStaffStoreContract } from './staff-store.contract';

const MONGODB_URI = process.env.MONGODB_URI;

// No MongoDB server can be installed on this machine: this run needs MONGODB_URI. Without it the suite is
// reported as skipped, not passed.
(MONGODB_URI ? describe : describe.skip)(
  `StaffStore contract: MongoDB${MONGODB_URI ? '' : ' (skipped: set MONGODB_URI to run)'}`,
  () => {
    describeStaffStoreContract(async () => {
      const url = new URL(MONGODB_URI!);
      url.pathname = `/clinic_staff_test_${randomUUID().slice(0, 8)}`;
      const connection = await openMongoConnection(url.toString());
      return {
        store: await createMongoStaffStore(connection, 2922),
        close: async () => {
          await connection.dropDatabase();
          await connection.close();
        },
      };
    });
  },
);
