import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { logger } from '../lib/logger';

const ATTEMPTS = 3;
const FIRST_DELAY_MS = 300;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries a remote's manifest fetch on network errors and 5xx answers, then lets the error boundary take over. */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'clinic-retry-plugin',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        try {
          const response = await fetch(url, init);
          if (response.status < 500) return response;
          lastError = new Error(`HTTP ${response.status}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < ATTEMPTS) {
          logger.warn(`Retrying ${url} (attempt ${attempt + 1} of ${ATTEMPTS})`);
          await wait(FIRST_DELAY_MS * 2 ** (attempt - 1));
        }
      }
      throw lastError instanceof Error ? lastError : new Error(`Could not fetch ${url}`);
    },
  };
}
