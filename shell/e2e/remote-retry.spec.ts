import { expect, test } from '@playwright/test';
import { bootIsland, fetchNothingAhead, reachFor } from './support/islands';
import { openPage } from './support/open-page';
import { makeUnreachable, regionFallback } from './support/remote-failures';

/**
 * Module Federation's retry plugin in the real runtime: the first request for each kind of remote file fails, the
 * retry fetches it again, and the page comes up live with no fallback.
 */
const BOOKING_FORM = 'mf_booking/booking-form';

const FILES = [
  { stage: 'manifest', pattern: '**/remotes/mf-booking/mf-manifest.json' },
  { stage: 'entry', pattern: '**/remotes/mf-booking/remoteEntry.js' },
  { stage: 'chunk', pattern: '**/remotes/mf-booking/static/js/**' },
];

for (const { stage, pattern } of FILES) {
  test(`a ${stage} request that fails once is retried and the region loads`, async ({ page }) => {
    let failedUrl: string | undefined;
    const retriedUrls: string[] = [];
    await fetchNothingAhead(page);
    await page.route(pattern, async (route) => {
      const url = route.request().url();
      if (failedUrl === undefined) {
        failedUrl = url;
        await route.abort('connectionreset');
        return;
      }
      if (url === failedUrl) retriedUrls.push(url);
      await route.continue();
    });
    await openPage(page, '/services');
    await bootIsland(page, BOOKING_FORM);
    await expect(page.getByRole('textbox', { name: 'First Name' }).first()).toBeEditable();
    await expect(regionFallback(page, BOOKING_FORM)).toHaveCount(0);
    // The very file that failed was asked for again.
    expect(retriedUrls).toEqual([failedUrl]);
  });
}

test('a manifest that stays down is tried four times, each wait longer than the one before', async ({ page }) => {
  const triedAt: number[] = [];
  await fetchNothingAhead(page);
  await makeUnreachable(page, 'mf-booking');
  await page.route('**/remotes/mf-booking/mf-manifest.json', async (route) => {
    triedAt.push(Date.now());
    await route.abort('connectionrefused');
  });
  await page.goto('/services');
  await reachFor(page, BOOKING_FORM);
  await expect(regionFallback(page, BOOKING_FORM).first()).toBeAttached();

  // The first try and three retries, 500 ms, 1 s and 2 s apart, each up to a quarter less at random.
  expect(triedAt).toHaveLength(4);
  const gaps = triedAt.slice(1).map((at, index) => at - (triedAt[index] ?? at));
  expect(gaps[0]).toBeGreaterThanOrEqual(350);
  expect(gaps[1]).toBeGreaterThan(gaps[0]!);
  expect(gaps[2]).toBeGreaterThan(gaps[1]!);
  expect(gaps[2]).toBeLessThan(2_500);
});
