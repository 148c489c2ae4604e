import { captureLogger } from '../../testing/capture-logger';
import type { PurgeCounts } from '../domain/purge-expired-records-use-case';
import { startRetentionSchedule } from '../entry-points/retention-schedule';

const COUNTS: PurgeCounts = { bookings: 0, spam: 0, fellowshipInquiries: 0, auditEvents: 0, mailFiles: 0 };

describe('the retention schedule', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('purges at start and every interval, never keeps the process alive, and stops', async () => {
    const purge = jest.fn(async () => COUNTS);
    const unref = jest.spyOn(global, 'setInterval');
    const schedule = startRetentionSchedule(purge, captureLogger().logger, 1000);
    expect(purge).toHaveBeenCalledTimes(1);
    expect((unref.mock.results[0]?.value as NodeJS.Timeout).hasRef()).toBe(false);

    await jest.advanceTimersByTimeAsync(1000);
    expect(purge).toHaveBeenCalledTimes(2);
    await schedule.stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(purge).toHaveBeenCalledTimes(2);
  });

  it('logs a failed purge and tries again at the next interval', async () => {
    const { logger, lines } = captureLogger();
    const purge = jest.fn().mockRejectedValueOnce(new Error('disk full')).mockResolvedValue(COUNTS);
    const schedule = startRetentionSchedule(purge, logger, 1000);
    await jest.advanceTimersByTimeAsync(1000);
    expect(lines.some((line) => line.msg === 'retention purge failed')).toBe(true);
    expect(purge).toHaveBeenCalledTimes(2);
    expect(await schedule.runNow()).toEqual(COUNTS);
    await schedule.stop();
  });
});
