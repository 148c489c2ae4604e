import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { openPage } from './support/open-page';
import {
  failureReport,
  makeReachable,
  makeUnreachable,
  REMOTE_TIME_LIMIT_MS,
  regionFallback,
} from './support/remote-failures';

const CONTENT_REGION = 'mf_content/content-page';

/** Set on window: it survives client-side navigation and is gone after a page load. */
async function markDocument(page: import('@playwright/test').Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}
const isSameDocument = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

test('a failed region recovers after navigating away and back once its remote is reachable, without a reload', async ({
  page,
}) => {
  await makeUnreachable(page, 'mf-content');
  await openPage(page, '/publications');
  await expect(regionFallback(page, CONTENT_REGION)).toBeAttached();
  await expect(page.getByRole('searchbox', { name: 'Search publications' })).toHaveCount(0);
  await markDocument(page);

  await makeReachable(page, 'mf-content');
  await page.getByRole('banner').getByRole('link', { name: 'Book an Appointment' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services & Appointments');
  await page.goBack();

  const search = page.getByRole('searchbox', { name: 'Search publications' });
  await expect(search).toBeEditable();
  await expect(regionFallback(page, CONTENT_REGION)).toHaveCount(0);
  await search.fill('scoliosis');
  await expect(page.getByText(/^Showing \d+ of \d+ publications$/)).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});

test('a failed region recovers when the browser comes back online', async ({ page, context }) => {
  await makeUnreachable(page, 'mf-content');
  await openPage(page, '/publications');
  await expect(regionFallback(page, CONTENT_REGION)).toBeAttached();
  await markDocument(page);

  await makeReachable(page, 'mf-content');
  await context.setOffline(true);
  await context.setOffline(false);

  await expect(page.getByRole('searchbox', { name: 'Search publications' })).toBeEditable();
  expect(await isSameDocument(page)).toBe(true);
});

/** A stand-in mf_content entry whose exposed page throws as soon as React renders it. */
const THROWING_CONTAINER = `
  globalThis.mf_content = {
    init: function () {},
    get: function () {
      return Promise.resolve(function () {
        return { default: function BrokenPage() { throw new Error('remote render failed'); } };
      });
    },
  };`;

test('a remote that throws while rendering is contained: the server text stays and the failure is reported', async ({
  page,
}) => {
  await page.route('**/remotes/mf-content/remoteEntry.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: THROWING_CONTAINER }),
  );
  const report = failureReport(page, 'mf_content');
  await openPage(page, '/publications');

  await expect(regionFallback(page, CONTENT_REGION)).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publications');
  await expect(page.getByRole('main').getByText(/Published research and articles by/)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await report).toMatchObject({ remote: 'mf_content', stage: 'render', reason: 'error', release: '0.1.0' });
});

test.describe('a remote that never answers', () => {
  let server: Server;
  let requestArrived: Promise<void>;

  test.beforeEach(async () => {
    // Accepts the request and never answers it.
    server = createServer();
    requestArrived = new Promise((resolve) => server.once('request', () => resolve()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  test.afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  test('shows the fallback after the time limit, not before', async ({ page }) => {
    const { port } = server.address() as AddressInfo;
    await page.clock.install();
    await page.route('**/remotes/mf-content/mf-manifest.json', (route) =>
      route.continue({ url: `http://127.0.0.1:${port}/mf-manifest.json` }),
    );
    const report = failureReport(page, 'mf_content');
    await page.goto('/publications');
    await requestArrived;

    await page.clock.fastForward(REMOTE_TIME_LIMIT_MS - 1_000);
    await expect(regionFallback(page, CONTENT_REGION)).toHaveCount(0);
    // The prerendered page stays on screen meanwhile.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publications');

    await page.clock.fastForward(1_000);
    await expect(regionFallback(page, CONTENT_REGION)).toBeAttached();
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    await expect(page.getByRole('main').getByText(/Published research and articles by/)).toBeVisible();
    expect(await report).toMatchObject({ remote: 'mf_content', stage: 'manifest', reason: 'timeout' });
  });
});
