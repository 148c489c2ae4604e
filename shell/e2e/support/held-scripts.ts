import type { Page } from '@playwright/test';

/**
 * Holds every request for the scripts matching `pattern` until the returned function is called: what the page does
 * before that code arrives (a slow phone, a slow network) can be tested, and then what it does once it has.
 */
export async function holdScripts(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The federated island host, which every island's boot starts with (src/island-host-entry.ts). */
export const ISLAND_HOST_SCRIPT = '**/static/js/islandHost.*.js';

/** The page's first script (src/islands.ts). */
export const PAGE_SCRIPT = '**/static/js/islands.*.js';
