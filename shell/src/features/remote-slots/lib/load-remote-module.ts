import type { RemotesManifest } from '@clinic/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export const REMOTES_MANIFEST_URL = '/remotes.json';

let registration: Promise<void> | undefined;

/**
 * Registers the remotes named in the runtime manifest, once. Remote URLs live only there,
 * so a remote is redeployed or moved without rebuilding the shell.
 */
export function registerRemotesFromManifest(manifestUrl: string = REMOTES_MANIFEST_URL): Promise<void> {
  registration ??= fetch(manifestUrl, { cache: 'no-cache' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`Remote manifest answered ${response.status}`);
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

/** Loads `${container}/${expose}`; rejects when the remote cannot be reached, for the slot's error boundary. */
export async function loadRemoteModule<T>(container: string, expose: string): Promise<T> {
  await registerRemotesFromManifest();
  const remoteModule = await loadRemote<T>(`${container}/${expose}`);
  if (!remoteModule) throw new Error(`${container}/${expose} is unavailable`);
  return remoteModule;
}
