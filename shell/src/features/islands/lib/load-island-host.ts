import type { BootIsland } from './island-triggers';

/** What the federated island host (src/island-host-entry.ts) hands over. */
export interface IslandHost {
  bootIsland: BootIsland;
}

/** Where the host puts itself for the page's first script. */
export const ISLAND_HOST_GLOBAL = '__clinicIslandHost';

declare global {
  interface Window {
    [ISLAND_HOST_GLOBAL]?: Promise<IslandHost>;
  }
}

/** On the page's script tag: the island host's script URL, written by the prerender step. */
export const ISLAND_HOST_ATTRIBUTE = 'data-island-host';

/** On the same tag: every script the host needs to boot a region, space-separated (fetched ahead, see prefetch). */
export const ISLAND_HOST_FILES_ATTRIBUTE = 'data-island-host-files';

let loading: Promise<IslandHost> | undefined;

/**
 * Loads the island host once (React, the federation runtime and its remotes come with it). A failed load is tried
 * again on the next boot.
 */
export function loadIslandHost(doc: Document = document): Promise<IslandHost> {
  loading ??= new Promise<IslandHost>((resolve, reject) => {
    const src = doc.querySelector(`script[${ISLAND_HOST_ATTRIBUTE}]`)?.getAttribute(ISLAND_HOST_ATTRIBUTE);
    if (!src) {
      reject(new Error('the page names no island host'));
      return;
    }
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const host = window[ISLAND_HOST_GLOBAL];
      if (host) resolve(host);
      else reject(new Error(`${src} did not start the island host`));
    };
    script.onerror = () => reject(new Error(`${src} could not be loaded`));
    doc.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
