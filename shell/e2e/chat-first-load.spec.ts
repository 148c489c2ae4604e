import { expect, test } from '@playwright/test';
import { openPage } from './support/open-page';

const LAUNCHER = 'Chat with the Spine Information Assistant';

test("Home's first load fetches no chat code, yet shows the launcher", async ({ page }) => {
  const chatRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/remotes/mf-chat/') || url.pathname === '/api/chat') chatRequests.push(url.pathname);
  });
  await openPage(page, '/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: LAUNCHER })).toBeVisible();
  expect(chatRequests).toEqual([]);

  await page.getByRole('button', { name: LAUNCHER }).click();
  // The page's copy of the panel answers the press at once; the widget's code follows behind it.
  await expect(page.getByRole('dialog', { name: 'Spine Information Assistant' })).toBeVisible();
  await expect.poll(() => chatRequests.some((path) => path.startsWith('/remotes/mf-chat/'))).toBe(true);
});

test('the launcher is in the prerendered HTML and keeps its place when the app takes over', async ({ browser }) => {
  // The server's HTML alone, in a browser that runs scripts (without scripting the launcher is hidden): the page's
  // scripts are refused, so nothing takes over.
  const staticPage = await browser.newPage();
  await staticPage.route('**/*.js', (route) => route.abort());
  await staticPage.goto('/');
  const painted = await staticPage.getByRole('button', { name: LAUNCHER }).boundingBox();
  await staticPage.close();
  expect(painted).not.toBeNull();

  const page = await browser.newPage();
  await openPage(page, '/');
  const live = await page.getByRole('button', { name: LAUNCHER }).boundingBox();
  expect(live).toEqual(painted);
  await page.close();
});
