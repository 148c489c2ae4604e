import { STAFF_API_PATHS } from '@clinic/contracts';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from '../domain/session-policy';
import { StaffTestClient } from './staff-test-client';
import { startStaffTestServer, type StaffTestServer } from './staff-test-server';

describe('staff session lifetime', () => {
  let harness: StaffTestServer;
  let client: StaffTestClient;

  beforeAll(async () => {
    harness = await startStaffTestServer();
  });
  afterAll(() => harness.close());
  beforeEach(async () => {
    client = new StaffTestClient(harness.server.url);
    await client.signIn('staff@clinic.test');
  });

  it('keeps a session alive while it is used, and ends it after 30 idle minutes', async () => {
    harness.clock.now += IDLE_TIMEOUT_MS - 60_000;
    expect(await client.whoAmI()).toBe('staff@clinic.test');
    harness.clock.now += IDLE_TIMEOUT_MS + 1;
    expect((await client.request(STAFF_API_PATHS.bookingSubmissions)).status).toBe(401);
    expect(await client.whoAmI()).toBeNull();
  });

  it('ends a session 8 hours after sign-in however busy it is', async () => {
    const signedInAt = harness.clock.now;
    while (harness.clock.now - signedInAt + IDLE_TIMEOUT_MS / 2 <= ABSOLUTE_TIMEOUT_MS) {
      harness.clock.now += IDLE_TIMEOUT_MS / 2;
      expect(await client.whoAmI()).toBe('staff@clinic.test');
    }
    harness.clock.now = signedInAt + ABSOLUTE_TIMEOUT_MS + 1;
    expect(await client.whoAmI()).toBeNull();
    // And it stays ended: the session is gone, not merely refused once.
    harness.clock.now = signedInAt + 1;
    expect(await client.whoAmI()).toBeNull();
  });
});
