import AxeBuilder from '@axe-core/playwright';
import { articles, redFlagIdsCitedBy } from '@clinic/content';
import { expect, test } from '@playwright/test';
import { openPage } from './support/open-page';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const withRedFlags = articles.filter((article) => redFlagIdsCitedBy(article).length > 0);

test('nine articles have red flags (all but the general anatomy guide)', () => {
  expect(withRedFlags).toHaveLength(articles.length - 1);
});

for (const article of withRedFlags) {
  test(`${article.path} shows the urgent call-out above its first section`, async ({ page }) => {
    await openPage(page, article.path);
    const main = page.getByRole('main');
    const headings = main.getByRole('heading', { level: 2 });
    // The call-out's own h2 comes before the first section's h2.
    await expect(headings.first()).toHaveText('Immediate action required');
    await expect(headings.nth(1)).toHaveText(article.sections[0]!.heading);
    const callout = main.locator('[data-urgent-callout="emergency"]').first();
    await expect(callout.getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999');
    await expect(main.getByText(/Page last reviewed: \d{1,2} \w+ \d{4}/)).toBeVisible();
  });
}

test('axe finds nothing on an article with its call-outs, and the border is not colour alone', async ({ page }) => {
  await openPage(page, '/spinal-conditions/general/spine-pain');
  const callouts = page.locator('[data-urgent-callout]');
  await expect(callouts).toHaveCount(4);
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(WCAG_22_AA)
    .disableRules(['aria-hidden-focus'])
    .analyze();
  expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual(
    [],
  );
  // A strong border and a text label: the heading says what kind of advice it is.
  const border = await callouts.first().evaluate((element) => getComputedStyle(element).borderLeftWidth);
  expect(parseFloat(border)).toBeGreaterThanOrEqual(8);
  await expect(callouts.first().getByRole('heading')).toHaveText('Immediate action required');
});

test('the prerendered article carries the call-out before any JavaScript runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/spinal-conditions/general/sciatica');
  await expect(page.locator('[data-urgent-callout="emergency"]').first()).toContainText('Call 999 or go to A&E now.');
  await context.close();
});
