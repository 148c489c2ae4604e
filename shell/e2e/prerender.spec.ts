import { expect, test } from '@playwright/test';
import { bootIsland } from './support/islands';
import { openPage } from './support/open-page';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an article is readable from the prerendered HTML', async ({ page }) => {
    await page.goto('/spinal-conditions/general/sciatica');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sciatica');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('©');
  });
});

test('the prerendered page stays the page: no app renders it again, and React loads only with an island', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await openPage(page, '/information');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root[data-prerendered="true"]')).toHaveCount(1);
  await expect(page.locator('#app')).toHaveCount(0);
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // The page's only scripts: the starter and the islands runtime.
  expect(scripts).toEqual(['/boot.js', expect.stringMatching(/^\/static\/js\/islands\.[0-9a-f]+\.js$/)]);
});

test('a booted island adopts the prerendered styles instead of inserting every rule again', async ({ page }) => {
  await openPage(page, '/services');
  await bootIsland(page, 'mf_booking/booking-form');
  const rules = await page.evaluate(() =>
    Array.from(document.querySelectorAll('style')).flatMap((style) =>
      Array.from(style.sheet?.cssRules ?? [], (rule) => rule.cssText),
    ),
  );
  // FluentProvider writes its theme variables itself; every other rule must be in the page once.
  const styleRules = rules.filter((rule) => !rule.includes('fui-FluentProvider'));
  expect(styleRules.length).toBeGreaterThan(100);
  expect(new Set(styleRules).size).toBe(styleRules.length);
});

test('the publications list filters with the page script alone: no remote, no React', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await openPage(page, '/publications');
  const search = page.getByRole('searchbox', { name: 'Search publications' });
  await search.pressSequentially('SAGITTAL');
  await expect(page.getByText(/^Showing [1-9]\d* of \d+ publications$/)).toBeVisible();
  const shown = page.getByRole('main').getByRole('listitem').filter({ visible: true });
  for (const title of await shown.getByRole('heading').allTextContents()) expect(title).toMatch(/sagittal/i);

  await page.getByRole('main').getByRole('button', { name: 'Show Abstract' }).first().click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Hide Abstract' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  await page.getByRole('main').getByRole('button', { name: 'Clear Filters' }).click();
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  expect(scripts).toEqual(['/boot.js', expect.stringMatching(/^\/static\/js\/islands\.[0-9a-f]+\.js$/)]);
});
