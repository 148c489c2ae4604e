import { expect, test } from '@playwright/test';
import { holdScripts, PAGE_SCRIPT } from './support/held-scripts';
import { openPage } from './support/open-page';

test("the chat's code is fetched once the visitor reaches for its launcher, not before, and runs when pressed", async ({
  page,
}) => {
  const chatRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/mf-chat/')) chatRequests.push(request.url());
  });
  await openPage(page, '/');
  await page.waitForLoadState('networkidle');
  expect(chatRequests).toEqual([]);

  await page.keyboard.press('Tab'); // the skip link: using the page is not yet asking for the chat
  await page.waitForLoadState('networkidle');
  expect(chatRequests).toEqual([]);

  const launcher = page.getByRole('button', { name: 'Chat with the Spine Information Assistant' });
  await launcher.hover();
  await expect.poll(() => chatRequests.some((url) => url.endsWith('remoteEntry.js'))).toBe(true);
  // Fetched ahead, not run: the chat's container starts only with the press.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => 'mf_chat' in window)).toBe(false);
  await launcher.click();
  await expect.poll(() => page.evaluate(() => 'mf_chat' in window)).toBe(true);
});

test('a press on the chat launcher before the page script has arrived opens the chat once it has', async ({ page }) => {
  const releasePageScript = await holdScripts(page, PAGE_SCRIPT);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Chat with the Spine Information Assistant' }).click();
  releasePageScript();
  await expect(page.getByRole('dialog', { name: 'Spine Information Assistant' })).toBeVisible();
});

test('a press on the hamburger before the page script has arrived opens the menu once it has', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const releasePageScript = await holdScripts(page, PAGE_SCRIPT);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const hamburger = page.getByRole('button', { name: 'Open menu' });
  await hamburger.click();
  releasePageScript();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
});
