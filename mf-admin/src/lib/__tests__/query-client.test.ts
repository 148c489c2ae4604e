import { createStaffQueryClient, MAX_RETRIES, retryDelay } from '../query-client';
import { StaffApiError } from '../staff-api-client';

describe('the staff query client', () => {
  const { retry, staleTime, gcTime } = createStaffQueryClient().getDefaultOptions().queries ?? {};
  const shouldRetry = retry as (failures: number, error: unknown) => boolean;

  it('keeps results 5 minutes', () => {
    expect(staleTime).toBe(300_000);
    expect(gcTime).toBe(300_000);
  });

  it('retries other failures up to 3 times', () => {
    const serverError = new StaffApiError(500, undefined);
    expect([0, 1, 2, 3].map((failures) => shouldRetry(failures, serverError))).toEqual([true, true, true, false]);
    expect(MAX_RETRIES).toBe(3);
  });

  it.each([401, 403])('never retries a %i', (status) => {
    expect(shouldRetry(0, new StaffApiError(status, undefined))).toBe(false);
  });

  it('waits 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
