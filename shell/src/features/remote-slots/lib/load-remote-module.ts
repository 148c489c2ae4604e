import type { RemotesManifest } from '@clinic/contracts';
import { REMOTES_MANIFEST_PATH } from '@clinic/contracts/remotes';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from '@/lib/remote-loading';
import { fetchJsonWithRetry } from '@/runtime-plugins/retry';

let registration: Promise<void> | undefined;

/**
 * Registers the remotes named in the runtime manifest, once. Remote URLs live only there,
 * so a remote is redeployed or moved without rebuilding the shell.
 */
export function registerRemotesFromManifest(manifestUrl: string = REMOTES_MANIFEST_PATH): Promise<void> {
  registration ??= fetchJsonWithRetry(manifestUrl, { cache: 'no-cache' })
    .then(async (response) => {
      const manifest = (await response.json()) as RemotesManifest;
      registerRemotes(
        Object.entries(manifest).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href })),
      );
    })
    .catch((error: unknown) => {
      registration = undefined; // let a later navigation try again
      throw error;
    });
  return registration;
}

/** Rejects with a time-out RemoteLoadError if `loading` has not settled within `timeLimitMs`. */
function withinTimeLimit<T>(loading: Promise<T>, container: string, expose: string, timeLimitMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError({ container, expose, reason: 'timeout' })), timeLimitMs);
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}

async function loadRegisteredRemote<T>(container: string, expose: string): Promise<T> {
  try {
    await registerRemotesFromManifest();
  } catch (error) {
    // Without /remotes.json the remote's manifest cannot even be asked for.
    throw new RemoteLoadError({ container, expose, reason: 'error', cause: error });
  }
  const remoteModule = await loadRemote<T>(`${container}/${expose}`);
  if (!remoteModule) throw new RemoteLoadError({ container, expose, reason: 'error' });
  return remoteModule;
}

/**
 * Loads `${container}/${expose}` within the time limit. Rejects with a RemoteLoadError (from the fallback runtime
 * plugin, or a time-out) for the slot's error boundary.
 */
export function loadRemoteModule<T>(container: string, expose: string, timeLimitMs: number): Promise<T> {
  return withinTimeLimit(loadRegisteredRemote<T>(container, expose), container, expose, timeLimitMs);
}
