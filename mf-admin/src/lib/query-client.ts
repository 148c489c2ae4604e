import { QueryClient } from '@tanstack/react-query';
import { isDenied } from './staff-api-client';

const FIVE_MINUTES = 5 * 60_000;
export const MAX_RETRIES = 3;

/** 1 s, 2 s, 4 s… capped at 30 s (spec). */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/** Results kept 5 minutes, 3 retries with exponential delay; never a retry on 401/403. */
export const createStaffQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        gcTime: FIVE_MINUTES,
        retry: (failures, error) => !isDenied(error) && failures < MAX_RETRIES,
        retryDelay,
        refetchOnWindowFocus: false,
      },
    },
  });
