import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { bootIsland, fetchNothingAhead, reachFor } from './support/islands';
import { openPage } from './support/open-page';
import {
  failureReport,
  makeReachable,
  makeUnreachable,
  REMOTE_TIME_LIMIT_MS,
  regionFallback,
} from './support/remote-failures';

const BOOKING_FORM = 'mf_booking/booking-form';
/** Real time a step may take between the runtime starting its time limit and the check that it has not ended. */
const SLACK_MS = 4_000;
const firstNameFields = (page: Page) => page.getByRole('main').getByRole('textbox', { name: 'First Name' });

test('a failed island works on the next visit once its remote is reachable', async ({ page }) => {
  await makeUnreachable(page, 'mf-booking');
  await openPage(page, '/services');
  await reachFor(page, BOOKING_FORM);
  await expect(regionFallback(page, BOOKING_FORM).first()).toBeAttached();
  await expect(regionFallback(page, BOOKING_FORM).first().getByRole('textbox')).toHaveCount(0);

  await makeReachable(page, 'mf-booking');
  await page.goto('/');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services & Appointments');

  await bootIsland(page, BOOKING_FORM);
  await expect(firstNameFields(page).first()).toBeEditable();
  await expect(regionFallback(page, BOOKING_FORM)).toHaveCount(0);
});

test('a failed island recovers in place when the browser comes back online', async ({ page, context }) => {
  await makeUnreachable(page, 'mf-booking');
  await openPage(page, '/services');
  await reachFor(page, BOOKING_FORM);
  await expect(regionFallback(page, BOOKING_FORM).first()).toBeAttached();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await makeReachable(page, 'mf-booking');
  await context.setOffline(true);
  await context.setOffline(false);

  await expect(regionFallback(page, BOOKING_FORM)).toHaveCount(0);
  await expect(firstNameFields(page).first()).toBeEditable();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

/** A stand-in mf_booking entry whose exposed form throws as soon as React renders it. */
const THROWING_CONTAINER = `
  globalThis.mf_booking = {
    init: function () {},
    get: function () {
      return Promise.resolve(function () {
        return { default: function BrokenForm() { throw new Error('remote render failed'); } };
      });
    },
  };`;

test('a remote that throws while rendering is contained: the server text stays and the failure is reported', async ({
  page,
}) => {
  await page.route('**/remotes/mf-booking/remoteEntry.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: THROWING_CONTAINER }),
  );
  const report = failureReport(page, 'mf_booking');
  await openPage(page, '/services');
  await reachFor(page, BOOKING_FORM);

  await expect(regionFallback(page, BOOKING_FORM).first()).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services & Appointments');
  await expect(page.getByRole('main').getByText('Consultations and Fees')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await report).toMatchObject({ remote: 'mf_booking', stage: 'render', reason: 'error', release: '0.1.0' });
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
    // The first request to arrive must be the runtime's, whose time limit is measured.
    await fetchNothingAhead(page);
    await page.route('**/remotes/mf-booking/mf-manifest.json', (route) =>
      route.continue({ url: `http://127.0.0.1:${port}/mf-manifest.json` }),
    );
    const report = failureReport(page, 'mf_booking');
    await page.goto('/services');
    await reachFor(page, BOOKING_FORM);
    await requestArrived;

    // The installed clock also flows as real time does: SLACK_MS leaves room for a busy machine's steps until here.
    await page.clock.fastForward(REMOTE_TIME_LIMIT_MS - SLACK_MS);
    await expect(regionFallback(page, BOOKING_FORM)).toHaveCount(0);
    // The prerendered page stays on screen meanwhile.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services & Appointments');

    await page.clock.fastForward(SLACK_MS);
    await expect(regionFallback(page, BOOKING_FORM).first()).toBeAttached();
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    await expect(page.getByRole('main').getByText('Consultations and Fees')).toBeVisible();
    expect(await report).toMatchObject({ remote: 'mf_booking', stage: 'manifest', reason: 'timeout' });
  });
});
