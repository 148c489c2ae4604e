import { expect, test } from '@playwright/test';
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

test('the app takes the snapshot’s place, leaving one live page', async ({ page }) => {
  await openPage(page, '/information');
  await expect(page.locator('#root')).toHaveCount(0);
  await expect(page.locator('#app')).toBeVisible();
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('the app adopts the prerendered styles instead of inserting every rule again', async ({ page }) => {
  await openPage(page, '/publications');
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
