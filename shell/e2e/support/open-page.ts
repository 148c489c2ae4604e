import type { Page } from '@playwright/test';

/**
 * Opens a path and waits until the app has taken over from the prerendered snapshot, so clicks reach live
 * components rather than the static copy painted first.
 */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  return response;
}
