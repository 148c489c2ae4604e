import { biography } from '@clinic/content';
import type { Browser } from '@playwright/test';
import { mainThreadIdle, watchNetwork } from './network';
import { applyProfile, SLOW_CPU } from './profiles';

/** How long a visitor's pointer rests on a link before pressing it. */
const HOVER_MS = 300;
const FROM = '/';
const LINK = 'Read Biography'; // Home's link to the biography

/**
 * Page to page as a visitor moves: Home loaded and settled, the pointer on a link for 300 ms, then a press. Measures
 * the wall time from the press until the next page's heading is on screen. Under automation it is a whole page load:
 * Chromium does not prerender for a page that DevTools is attached to, so the speculation rules' gain for visitors
 * is not in this figure. One fresh context per run; milliseconds.
 */
export async function measurePageToPage(browser: Browser, origin: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    try {
      const page = await context.newPage();
      await applyProfile(context, page, SLOW_CPU);
      const network = watchNetwork(page);
      await page.goto(`${origin}${FROM}`, { waitUntil: 'load' });
      await network.settled();
      await mainThreadIdle(page);
      const link = page.getByRole('main').getByRole('link', { name: LINK });
      await link.scrollIntoViewIfNeeded();
      const href = (await link.getAttribute('href')) ?? '';
      await link.hover();
      await page.waitForTimeout(HOVER_MS);
      const pressedAt = Date.now();
      await link.click({ noWaitAfter: true });
      await page.waitForURL(`**${href}`, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: biography.heading }).waitFor();
      times.push(Date.now() - pressedAt);
    } finally {
      await context.close();
    }
  }
  return times;
}
