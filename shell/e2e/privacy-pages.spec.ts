import AxeBuilder from '@axe-core/playwright';
import type { RetentionPeriods } from '@clinic/contracts';
import { buildPageMetadata, findSiteRoute, legalLinks } from '@clinic/content';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPage } from './support/open-page';
import { startSecondServer } from './support/second-server';

const LEGAL_PATHS = ['/privacy', '/terms', '/accessibility'] as const;
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const retentionRows = (page: Page): Locator => page.getByTestId('retention-periods').locator('tbody tr');

/** The rows the notice must show for these periods, as the page words them. */
const expectedRows = (periods: RetentionPeriods) => [
  `Appointment requests and fellowship inquiries ${periods.submissionDays} days after the request's last status change`,
  `Requests caught by our spam filter ${periods.spamDays} days after they arrive`,
  `The staff audit log ${periods.auditDays.toLocaleString('en-GB')} days after each entry`,
];

const rowTexts = async (page: Page) =>
  await retentionRows(page).evaluateAll((rows) =>
    rows.map((row) => Array.from(row.children, (cell) => cell.textContent).join(' ')),
  );

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of LEGAL_PATHS) {
    test(`${path} is readable from the prerendered HTML, with its head and breadcrumbs`, async ({ page }) => {
      const route = findSiteRoute(path)!;
      const metadata = buildPageMetadata(route);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(metadata.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', metadata.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', metadata.canonical);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
        'Home',
        `/${route.heading}`,
      ]);
    });
  }

  test('the prerendered privacy notice carries the retention periods the API was built with', async ({
    page,
    request,
  }) => {
    // The build's prerender ran this same API with the same (default) settings as this server.
    const periods = (await (await request.get('/api/retention-periods')).json()) as RetentionPeriods;
    await page.goto('/privacy');
    expect(await rowTexts(page)).toEqual(expectedRows(periods));
  });
});

test('the live privacy notice shows the periods this server is configured with', async ({ page, request }) => {
  const periods = (await (await request.get('/api/retention-periods')).json()) as RetentionPeriods;
  await openPage(page, '/privacy');
  await expect(retentionRows(page)).toHaveCount(3);
  expect(await rowTexts(page)).toEqual(expectedRows(periods));
});

test('changing SUBMISSION_RETENTION_DAYS changes the notice, from its first byte', async ({ page, browser }) => {
  const second = await startSecondServer({ SUBMISSION_RETENTION_DAYS: '90', SPAM_RETENTION_DAYS: '7' });
  const configured = expectedRows({ submissionDays: 90, spamDays: 7, auditDays: 2922 });
  try {
    // Without JavaScript (search engines, printing, no script): the served HTML already states this server's periods,
    // whatever the build's API had.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await noScript.newPage();
      await plain.goto(`${second.origin}/privacy`);
      expect(await rowTexts(plain)).toEqual(configured);
    } finally {
      await noScript.close();
    }
    // With it, the table's island asks the server again as it scrolls into view, and agrees.
    await page.goto(`${second.origin}/privacy`);
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    await retentionRows(page).first().scrollIntoViewIfNeeded();
    await expect(retentionRows(page).first()).toContainText('90 days after the request');
    expect(await rowTexts(page)).toEqual(configured);
  } finally {
    await second.stop();
  }
});

test('the footer links reach the three pages', async ({ page }) => {
  await openPage(page, '/');
  for (const link of legalLinks) {
    await page.getByRole('contentinfo').getByRole('link', { name: link.label }).click();
    await expect(page).toHaveURL(new RegExp(`${link.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(findSiteRoute(link.path)!.heading);
  }
});

test("the chat's consent link reaches the terms of use", async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Chat with the Spine Information Assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'Spine Information Assistant' });
  await panel.getByRole('link', { name: 'terms' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
});

for (const path of LEGAL_PATHS) {
  test(`no WCAG 2.2 AA violations on ${path} once its content has loaded`, async ({ page }) => {
    await openPage(page, path);
    if (path === '/privacy') await expect(retentionRows(page)).toHaveCount(3);
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).disableRules(['aria-hidden-focus']).analyze();
    expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual(
      [],
    );
  });
}
