import { expect, test } from '@playwright/test';
import { openPage } from './support/open-page';

test('the chat assistant loads once the visitor reaches for its launcher, not before', async ({ page }) => {
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

  await page.getByRole('button', { name: 'Chat with the Spine Information Assistant' }).hover();
  await expect.poll(() => chatRequests.some((url) => url.endsWith('remoteEntry.js'))).toBe(true);
});

test('a press on the chat launcher before the page script has arrived opens the chat once it has', async ({ page }) => {
  let releaseScript = () => {};
  const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route('**/static/js/islands.*.js', async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Chat with the Spine Information Assistant' }).click();
  releaseScript();
  await expect(page.getByRole('dialog', { name: 'Spine Information Assistant' })).toBeVisible();
});
