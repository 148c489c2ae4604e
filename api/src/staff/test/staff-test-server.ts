import type { DevAccount } from '../dev-oidc/dev-accounts';
import { makeDataDir, removeDataDir, startTestServer } from '../../testing/test-server';
import type { CreateAppOptions, RunningServer } from '../../server';

// The first sign-in starts the local provider (an RSA key, discovery over HTTP): seconds on a busy machine.
jest.setTimeout(30_000);

/** A user holding the Entra app role 'Staff' and nothing in user_roles. */
export const APP_ROLE_ACCOUNT: DevAccount = {
  objectId: '5a1f0c3e-0000-4000-8000-0000000000a5',
  email: 'approle@clinic.test',
  name: 'Avery Approle',
  appRoles: ['Staff'],
};

export interface StaffTestServer {
  server: RunningServer;
  /** The clock sessions and audit rows read; tests move it. */
  clock: { now: number };
  /** Its DATA_DIR (the SQLite file and mail/*.eml). */
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * The real app on a free port, its own DATA_DIR, the local provider, and a clock the test controls; `env` and
 * `booking` (a mail transport, worker timings) for tests of delivery.
 */
export const startStaffTestServer = async (
  options: { env?: Record<string, string> } & Pick<CreateAppOptions, 'booking'> = {},
): Promise<StaffTestServer> => {
  const dataDir = makeDataDir();
  const clock = { now: Date.now() };
  const server = await startTestServer(
    // Every test signs in from 127.0.0.1, many times a minute.
    {
      DATA_DIR: dataDir,
      AUTH_REQUESTS_PER_IP_PER_MINUTE: '10000',
      ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY: '1000',
      ...options.env,
    },
    { staff: { now: () => clock.now, devAccounts: [APP_ROLE_ACCOUNT] }, booking: options.booking },
  );
  return {
    server,
    clock,
    dataDir,
    close: async () => {
      await server.stop();
      removeDataDir(dataDir);
    },
  };
};
