import { expect, test, type Page } from '@playwright/test';
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

/** Holds the page script (src/islands.ts) until the returned function is called. */
async function holdPageScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/js/islands.*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a press on the chat launcher before the page script has arrived opens the chat once it has', async ({ page }) => {
  const releasePageScript = await holdPageScript(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Chat with the Spine Information Assistant' }).click();
  releasePageScript();
  await expect(page.getByRole('dialog', { name: 'Spine Information Assistant' })).toBeVisible();
});

test('a press on the hamburger before the page script has arrived opens the menu once it has', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const releasePageScript = await holdPageScript(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const hamburger = page.getByRole('button', { name: 'Open menu' });
  await hamburger.click();
  releasePageScript();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
});
