import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/** Tries after the first: with the delays below, a file that stays down is given up on within about 3.5 s. */
export const RETRIES = 3;
/** The wait before the first retry; each later wait doubles it. */
export const FIRST_RETRY_DELAY_MS = 500;
/** Each wait is cut by up to this share at random, so browsers that failed together do not retry together. */
const JITTER = 0.25;

/**
 * The wait before retry number `retry` (1, 2, 3…): 500 ms, 1 s, 2 s…, each less up to a quarter. Every wait is
 * still longer than the one before it (0.75 × 2 > 1).
 */
export function backoffDelayMs(retry: number, random: () => number = Math.random): number {
  return Math.round(FIRST_RETRY_DELAY_MS * 2 ** (retry - 1) * (1 - JITTER * random()));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it succeeds or RETRIES retries have failed, waiting longer before each retry.
 * `alreadyFailedOnce`: the first call is itself a retry (the runtime calls loadEntryError after a failed load).
 */
async function withBackoff<T>(attempt: () => Promise<T>, alreadyFailedOnce = false): Promise<T> {
  for (let retry = alreadyFailedOnce ? 1 : 0; ; retry += 1) {
    if (retry > 0) await wait(backoffDelayMs(retry));
    try {
      return await attempt();
    } catch (error) {
      if (retry >= RETRIES) throw error;
    }
  }
}

/**
 * Module Federation's own retry plugin, for manifests (its fetch hook, which also refuses a 5xx or a body that is
 * not JSON), remote entries (loadEntryError, which clears the runtime's cached failed load first) and the exposed
 * modules' chunks (getModuleFactory). Version 0.17.1 only waits a fixed delay between its tries, so it is set to
 * one try per call and this wrapper spaces the calls with exponential backoff and jitter. The region's time limit
 * (REMOTE_TIME_LIMIT_MS) still bounds the whole load.
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  const standard = RetryPlugin({ fetch: { retryTimes: 0 }, script: { retryTimes: 0 } });
  const { fetch, loadEntryError, getModuleFactory } = standard as Required<typeof standard>;
  const fetchOnce = async (url: string, init: RequestInit) => {
    const response = await fetch(url, init);
    if (!(response instanceof Response)) throw new Error(`No response for ${url}`);
    return response;
  };
  return {
    name: 'clinic-retry-plugin',
    fetch: (url, init) => withBackoff(() => fetchOnce(url, init)),
    loadEntryError: (args) => withBackoff(() => loadEntryError(args), true),
    getModuleFactory: (args) => withBackoff(async () => getModuleFactory(args)),
  };
}

/** The same retries for the shell's own /remotes.json: a network error, a 5xx or a body that is not JSON. */
export async function fetchJsonWithRetry(url: string, init: RequestInit): Promise<Response> {
  const response = await retryPlugin().fetch?.(url, init);
  if (!(response instanceof Response)) throw new Error(`Could not fetch ${url}`);
  return response;
}
