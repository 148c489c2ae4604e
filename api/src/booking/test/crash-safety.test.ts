import { makeDataDir, removeDataDir } from '../../testing/test-server';
import { runCrashBurst } from '../../testing/crash-burst';
import { adultBooking } from '../../testing/booking-fixtures';

// Two child processes (tsx) and a burst on a shared 2-core machine: generous, the assertions decide. 200 requests
// in flight at once (the minimum), each client sending its next as soon as it is answered, up to 600: fired
// all at once, a quiet machine answered every request before the kill landed, and the test could not see a cut-off.
jest.setTimeout(120_000);

describe('crash safety: kill -9 during a burst of concurrent submissions', () => {
  it('keeps every request that got a 201, and writes its clinic email exactly once after the restart', async () => {
    const dataDir = makeDataDir();
    try {
      const result = await runCrashBurst({
        dataDir,
        submissions: 600,
        concurrency: 200,
        killAfterAccepted: 60,
        leaseMs: 2_000,
        body: (index) => adultBooking({ first_name: `Burst${index}` }),
      });

      // The kill really landed mid-burst: some requests were answered, some were cut off.
      expect(result.accepted.length).toBeGreaterThanOrEqual(60);
      expect(result.cutOff).toBeGreaterThan(0);
      expect(result.otherStatuses).toEqual([]);
      // No loss, no duplicate.
      expect(result.lost).toEqual([]);
      expect(result.emailNotExactlyOnce).toEqual([]);
      expect(result.storedAfterRestart).toBeGreaterThanOrEqual(result.accepted.length);
      expect(result.clinicEmailsOnDisk).toBe(result.storedAfterRestart);
    } finally {
      removeDataDir(dataDir);
    }
  });
});
