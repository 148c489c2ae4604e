import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { reachFor } from './support/islands';
import { openPage } from './support/open-page';
import {
  failureCount,
  failureReport,
  makeUnreachable,
  REMOTE_TIME_LIMIT_MS,
  regionFallback,
} from './support/remote-failures';

interface UnreachableCase {
  remote: 'mf_content' | 'mf_booking' | 'mf_admin';
  folder: string;
  remoteId: string;
  path: string;
  heading: string;
  /** Text of the prerendered region that must stay on screen; none where the page has no server copy. */
  keptText?: string | RegExp;
  /** The island the visitor reaches for, on a prerendered page: only then does the remote load (and fail). */
  island?: string;
}

// A route handler still fetching when a test ends (the page asks for the manifest again as it navigates) would
// fail the run outside any test: stop the handlers first and let those in flight end quietly.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

const CASES: UnreachableCase[] = [
  {
    remote: 'mf_booking',
    folder: 'mf-booking',
    remoteId: 'mf_booking/booking-form',
    path: '/services',
    heading: 'Services & Appointments',
    keptText: 'Consultations and Fees',
    island: 'mf_booking/booking-form',
  },
  {
    // A staff page: never prerendered, so the region shows its notice.
    remote: 'mf_admin',
    folder: 'mf-admin',
    remoteId: 'mf_admin/submissions-page',
    path: '/booking-submissions',
    heading: 'Booking Submissions',
  },
];

for (const { remote, folder, remoteId, path, heading, keptText, island } of CASES) {
  test(`with ${remote} unreachable, ${path} keeps its page, its server text and reports the failure`, async ({
    page,
    request,
  }) => {
    const countBefore = await failureCount(request, remote);
    await makeUnreachable(page, folder);
    const report = failureReport(page, remote);
    await page.goto(path);
    if (island) await reachFor(page, island);

    await expect(regionFallback(page, remoteId).first()).toBeAttached({ timeout: REMOTE_TIME_LIMIT_MS });
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(/© \d{4} /);
    if (keptText) await expect(page.getByRole('main').getByText(keptText)).toBeVisible();
    else await expect(page.getByTestId('remote-unavailable').first()).toBeVisible();

    expect(await report).toMatchObject({ type: 'remote-failure', remote, stage: 'manifest', reason: 'error', path });
    await expect.poll(() => failureCount(request, remote)).toBeGreaterThan(countBefore);
  });
}

test('with mf_content unreachable, /publications still searches, filters and opens abstracts: no remote is needed', async ({
  page,
}) => {
  await makeUnreachable(page, 'mf-content');
  await openPage(page, '/publications');
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Search publications' }).fill('scoliosis');
  await expect(main.getByText(/^Showing [1-9]\d* of \d+ publications$/)).toBeVisible();
  await main.getByRole('button', { name: 'Show Abstract' }).first().click();
  await expect(main.getByRole('button', { name: 'Hide Abstract' })).toHaveCount(1);
  await expect(main.getByTestId('remote-unavailable-note')).toHaveCount(0);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
});

test('after a client-side navigation, a failed region keeps that page’s server text, not a bare notice', async ({
  page,
}) => {
  await makeUnreachable(page, 'mf-content');
  // The not-found page is rendered by the whole app, whose links navigate in the page (prerendered pages load whole).
  await openPage(page, '/no-such-page');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByRole('banner').getByRole('button', { name: 'About' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Publications' }).click();
  await expect(page).toHaveURL(/\/publications$/);
  const main = page.getByRole('main');
  await expect(main.getByText(/Published research and articles by/)).toBeVisible();
  await expect(main.getByTestId('remote-unavailable-note')).toHaveText(
    'Search and filters are not available just now, so the full list is shown below.',
  );
  await expect(main.getByRole('link', { name: /View Publication/ }).first()).toBeVisible();
  // Styled as the server drew it, though mf_content never loaded: a link's screen-reader hint stays hidden.
  await expect(main.getByText('(opens in new tab)').first()).toHaveCSS('position', 'absolute');
  await expect(main.getByRole('searchbox')).toHaveCount(0);
  await expect(main.getByTestId('remote-unavailable')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('the server text a failed region keeps has links that still work', async ({ page }) => {
  await makeUnreachable(page, 'mf-content');
  await openPage(page, '/previous-fellows');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Previous Fellows');
  await page.getByRole('main').getByRole('link', { name: 'Back to Information' }).click();
  await expect(page).toHaveURL(/\/information$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Information');
});

test('with mf_booking unreachable, Previous Fellows keeps mf_content live and puts the phone number in the form’s place', async ({
  page,
}) => {
  // The server's HTML holds the prerendered inquiry form inside its remote region.
  const html = await (await page.request.get('/previous-fellows')).text();
  expect(html).toMatch(/data-remote-region="mf_booking\/fellowship-inquiry-form"[^>]*>[\s\S]*?<form/);
  await makeUnreachable(page, 'mf-booking');
  await page.goto('/previous-fellows');
  await reachFor(page, 'mf_booking/fellowship-inquiry-form');

  const inquiry = regionFallback(page, 'mf_booking/fellowship-inquiry-form');
  await expect(inquiry).toBeAttached({ timeout: REMOTE_TIME_LIMIT_MS });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Previous Fellows');
  await expect(page.getByRole('heading', { name: 'Fellowship Inquiry' })).toBeVisible();
  await expect(inquiry.locator('form, input, button')).toHaveCount(0);
  await expect(inquiry.getByTestId('remote-unavailable-note')).toContainText(
    'Sorry, this form could not be loaded just now. Please call the clinic on 020 7946 0001 instead.',
  );
  await expect(inquiry.getByTestId('remote-unavailable-note').getByRole('link')).toHaveAttribute(
    'href',
    'tel:02079460001',
  );
});

test('with mf_chat unreachable, the page works on and the failure is reported', async ({ page, request }) => {
  const countBefore = await failureCount(request, 'mf_chat');
  await makeUnreachable(page, 'mf-chat');
  const report = failureReport(page, 'mf_chat');
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Chat with the Spine Information Assistant' }).click(); // the chat starts now

  await expect(regionFallback(page, 'mf_chat/chat-widget')).toBeAttached({ timeout: REMOTE_TIME_LIMIT_MS });
  await expect(regionFallback(page, 'mf_chat/chat-widget')).toBeEmpty();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(/© \d{4} /);
  expect(await report).toMatchObject({ remote: 'mf_chat', expose: 'chat-widget', path: '/' });
  await expect.poll(() => failureCount(request, 'mf_chat')).toBeGreaterThan(countBefore);
});

test('a missing runtime manifest entry only affects that remote', async ({ page }) => {
  await page.route('**/remotes.json', async (route) => {
    const manifest = (await (await route.fetch()).json()) as Record<string, string>;
    await route.fulfill({ json: { ...manifest, mf_booking: '/remotes/gone/mf-manifest.json' } });
  });
  await openPage(page, '/services');
  await reachFor(page, 'mf_booking/booking-form');
  await expect(regionFallback(page, 'mf_booking/booking-form').first()).toBeAttached();
  await page.getByRole('banner').getByRole('link', { name: /home/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Chat with the Spine Information Assistant' }).click();
  await expect(page.getByRole('dialog', { name: 'Spine Information Assistant' })).toBeVisible();
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
});
