import { expect, test, type Page } from '@playwright/test';
import { describeShifts, layoutShifts, totalShift } from './support/layout-shifts';
import { openPage } from './support/open-page';

const LAUNCHER = 'Chat with the Spine Information Assistant';
const GREETING =
  "Hello! I'm here to help with general information about spinal conditions. How can I assist you today?";
const QUESTION = 'What is sciatica?';
const ANSWER = 'Sciatica is pain that travels down the leg';

const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Spine Information Assistant' });

/** Requests for the chat's code or API, from now on. */
function chatRequests(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/mf-chat/') || pathname === '/api/chat') paths.push(pathname);
  });
  return paths;
}

test('the conversation continues on the next page of the tab, open or closed, and a new tab starts fresh', async ({
  page,
  browser,
}) => {
  await openPage(page, '/');
  await page.getByRole('button', { name: LAUNCHER }).click();
  await panelOf(page).getByRole('checkbox').check();
  const input = page.getByRole('textbox', { name: 'Your question' });
  await input.fill(QUESTION);
  await input.press('Enter');
  const link = panelOf(page).getByRole('log').getByRole('link', { name: 'Sciatica' });
  await expect(link).toBeVisible();

  // Following the assistant's link is a whole page load: the panel is open there with the conversation.
  await link.click();
  await expect(page).toHaveURL(/\/spinal-conditions\/general\/sciatica$/);
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('log')).toContainText(QUESTION);
  await expect(panel.getByRole('log')).toContainText(ANSWER);
  await expect(panel.getByRole('checkbox')).toBeChecked();
  await expect(page.getByRole('button', { name: LAUNCHER })).toHaveAttribute('aria-expanded', 'true');
  // Focus stays where the browser put it on load, and nothing on the page moved.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  const shifts = await layoutShifts(page);
  expect(totalShift(shifts), describeShifts(shifts)).toBe(0);

  // The conversation goes on with the same session: the next question sends the earlier ones as history.
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/chat');
  await input.fill('Does it need surgery?');
  await input.press('Enter');
  const request = (await asked).postDataJSON() as { history: { role: string; content: string }[] };
  expect(request.history[0]).toEqual({ role: 'user', content: QUESTION });
  await expect(panel.getByRole('log').getByRole('listitem').filter({ hasText: 'Assistant:' })).toHaveCount(2);

  // Closed, it stays closed on the next page (the chat's code waits for the visitor again), and keeps the messages.
  await panel.getByRole('button', { name: 'Close chat' }).click();
  await expect(panel).toHaveCount(0);
  const requests = chatRequests(page);
  await page.getByRole('banner').getByRole('link', { name: 'Book an Appointment' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  await page.waitForLoadState('networkidle');
  await expect(panelOf(page)).toHaveCount(0);
  expect(requests).toEqual([]);
  await page.getByRole('button', { name: LAUNCHER }).click();
  await expect(panelOf(page).getByRole('log')).toContainText(QUESTION);
  await expect(panelOf(page).getByRole('log')).toContainText('Does it need surgery?');
  await expect(panelOf(page).getByRole('checkbox')).toBeChecked();

  // A new tab (its own session storage) starts a new conversation.
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await openPage(fresh, '/spinal-conditions/general/sciatica');
  await expect(panelOf(fresh)).toHaveCount(0);
  await fresh.getByRole('button', { name: LAUNCHER }).click();
  await expect(panelOf(fresh).getByRole('log')).toHaveText(GREETING);
  await expect(panelOf(fresh).getByRole('checkbox')).not.toBeChecked();
  await context.close();
});

test('a question whose answer the page change cut off is answered on the next page', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('button', { name: LAUNCHER }).click();
  await panelOf(page).getByRole('checkbox').check();
  // The first answer never comes on this page: the visitor follows a link while it is on its way.
  await page.route('**/api/chat', () => undefined, { times: 1 });
  const input = page.getByRole('textbox', { name: 'Your question' });
  await input.fill(QUESTION);
  await input.press('Enter');
  await expect(panelOf(page).getByText('The assistant is answering…')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Book an Appointment' }).click();
  await expect(page).toHaveURL(/\/services$/);

  const log = panelOf(page).getByRole('log');
  await expect(log).toContainText(ANSWER);
  await expect(log.getByRole('listitem').filter({ hasText: QUESTION })).toHaveCount(1);
});

test('what the tab keeps is only in sessionStorage, under one key, and never a cookie', async ({ page, context }) => {
  await openPage(page, '/');
  await page.getByRole('button', { name: LAUNCHER }).click();
  await panelOf(page).getByRole('checkbox').check();
  // Kept by the widget, once it has taken over from the page's copy of the panel.
  const stored = () =>
    page.evaluate(() => ({ session: Object.keys(sessionStorage), local: Object.keys(localStorage) }));
  await expect.poll(stored).toEqual({ session: ['clinic-chat'], local: [] });
  expect(await context.cookies()).toEqual([]);
});
