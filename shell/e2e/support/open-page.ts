import type { Page } from '@playwright/test';

interface OpenPageOptions {
  /**
   * Until which event page.goto waits: a test that holds a script the page adds before 'load' (boot.js adds the page
   * script after the first frame; the page script may add the island host) must not wait for 'load', which waits for it.
   */
  waitUntil?: 'load' | 'domcontentloaded';
}

/**
 * Opens a path and waits until the app has taken over from the prerendered snapshot, so clicks reach live
 * components rather than the static copy painted first.
 */
export async function openPage(page: Page, path: string, { waitUntil = 'load' }: OpenPageOptions = {}) {
  const response = await page.goto(path, { waitUntil });
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  return response;
}
