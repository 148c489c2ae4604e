import { RetryPlugin, type RetryPluginParams } from '@module-federation/retry-plugin';

/**
 * Module Federation's own retry plugin: manifests (its fetch hook), remote entries (loadEntryError) and the exposed
 * modules' chunks (getModuleFactory), each tried up to three times in all. Version 0.17.1 waits a fixed second
 * between tries (no backoff option yet); the region's time limit (REMOTE_TIME_LIMIT_MS) bounds the whole load, and
 * the slot tries again on the next navigation or when the browser comes back online.
 */
const RETRY_POLICY: RetryPluginParams = {
  fetch: { retryTimes: 2 },
  script: { retryTimes: 2, retryDelay: 1000 },
};

export default function retryPlugin() {
  return RetryPlugin(RETRY_POLICY);
}

/** The same retries for the shell's own /remotes.json: a network error, a 5xx or a body that is not JSON. */
export async function fetchJsonWithRetry(url: string, init: RequestInit): Promise<Response> {
  const response = await RetryPlugin({ fetch: RETRY_POLICY.fetch }).fetch?.(url, init);
  if (!(response instanceof Response)) throw new Error(`Could not fetch ${url}`);
  return response;
}
