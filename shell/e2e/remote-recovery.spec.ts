import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { reachFor } from './support/islands';
import { openPage } from './support/open-page';
import {
  failureReport,
  makeReachable,
  makeUnreachable,
  REMOTE_TIME_LIMIT_MS,
  regionFallback,
} from './support/remote-failures';

const FINDER = 'mf_content/publication-finder';

test('a failed island works on the next visit once its remote is reachable', async ({ page }) => {
  await makeUnreachable(page, 'mf-content');
  await openPage(page, '/publications');
  await reachFor(page, FINDER);
  await expect(regionFallback(page, FINDER)).toBeAttached();
  await expect(page.getByRole('searchbox', { name: 'Search publications' })).toHaveCount(0);

  await makeReachable(page, 'mf-content');
  await page.getByRole('banner').getByRole('link', { name: 'Book an Appointment' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services & Appointments');
  await page.goBack();

  const search = page.getByRole('searchbox', { name: 'Search publications' });
  await search.fill('scoliosis');
  await expect(page.getByText(/^Showing \d+ of \d+ publications$/)).toBeVisible();
  await expect(regionFallback(page, FINDER)).toHaveCount(0);
});

test('a failed island recovers in place when the browser comes back online', async ({ page, context }) => {
  await makeUnreachable(page, 'mf-content');
  await openPage(page, '/publications');
  await reachFor(page, FINDER);
  await expect(regionFallback(page, FINDER)).toBeAttached();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await makeReachable(page, 'mf-content');
  await context.setOffline(true);
  await context.setOffline(false);

  await expect(page.getByRole('searchbox', { name: 'Search publications' })).toBeEditable();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
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
  await reachFor(page, FINDER);

  await expect(regionFallback(page, FINDER)).toBeAttached();
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
    await reachFor(page, FINDER);
    await requestArrived;

    await page.clock.fastForward(REMOTE_TIME_LIMIT_MS - 1_000);
    await expect(regionFallback(page, FINDER)).toHaveCount(0);
    // The prerendered page stays on screen meanwhile.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publications');

    await page.clock.fastForward(1_000);
    await expect(regionFallback(page, FINDER)).toBeAttached();
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    await expect(page.getByRole('main').getByText(/Published research and articles by/)).toBeVisible();
    expect(await report).toMatchObject({ remote: 'mf_content', stage: 'manifest', reason: 'timeout' });
  });
});
