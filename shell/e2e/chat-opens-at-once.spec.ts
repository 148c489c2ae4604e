import { expect, test, type Page } from '@playwright/test';
import { holdScripts, ISLAND_HOST_SCRIPT } from './support/held-scripts';
import { openPage } from './support/open-page';

const LAUNCHER = 'Chat with the Spine Information Assistant';
const GREETING =
  "Hello! I'm here to help with general information about spinal conditions. How can I assist you today?";
const QUESTION = 'What is sciatica?';
const CHAT_ISLAND = '[data-island="shell/chat-launcher"]';

const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Spine Information Assistant' });

/** Starts recording the page's layout shifts (Chromium's Layout Instability API); the function returns their sum. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const record = window as Window & { shifts?: number };
    record.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.shifts! += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => (window as Window & { shifts?: number }).shifts ?? 0);
}

test("the launcher opens the page's copy of the panel at once; the widget takes over what was ticked, typed and focused", async ({
  page,
}) => {
  const chatApi: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/chat') chatApi.push(request.postData() ?? '');
  });
  const releaseHost = await holdScripts(page, ISLAND_HOST_SCRIPT);
  await openPage(page, '/', { waitUntil: 'domcontentloaded' });
  const layoutShifts = await watchLayoutShifts(page);

  // No chat code has run (the island host is held), yet the press is answered: the panel with its greeting.
  await page.getByRole('button', { name: LAUNCHER }).click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('log')).toHaveText(GREETING);
  await expect(panel).toContainText('General information only. I am not a medical professional');
  await expect(panel).toContainText('Red-flag symptoms? In an emergency call 999.');
  await expect(page.getByRole('button', { name: LAUNCHER })).toHaveAttribute('aria-expanded', 'true');
  const consent = panel.getByRole('checkbox');
  await expect(consent).toBeFocused();
  const input = panel.getByRole('textbox', { name: 'Your question' });
  await expect(input).toBeDisabled();
  await expect(page.locator(CHAT_ISLAND)).toHaveCount(1); // still the page's copy

  await consent.check();
  await input.fill(QUESTION);
  await expect(panel.getByRole('button', { name: 'Send' })).toBeEnabled();
  await expect(page.locator(CHAT_ISLAND)).toHaveCount(1);

  releaseHost();
  await expect(page.locator(CHAT_ISLAND)).toHaveCount(0); // the widget has taken its place
  await expect(panel.getByRole('checkbox')).toBeChecked();
  await expect(panel.getByRole('textbox', { name: 'Your question' })).toHaveValue(QUESTION);
  await expect(panel.getByRole('textbox', { name: 'Your question' })).toBeFocused();
  expect(await layoutShifts()).toBe(0);

  // The widget's own state has what was entered: Enter sends it.
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('log')).toContainText('Sciatica is pain that travels down the leg');
  expect(chatApi).toHaveLength(1);
  expect(JSON.parse(chatApi[0]!)).toMatchObject({ message: QUESTION });
});

test('a question sent from the copy, before the widget has started, is sent by the widget once it has', async ({
  page,
}) => {
  const releaseHost = await holdScripts(page, ISLAND_HOST_SCRIPT);
  await openPage(page, '/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: LAUNCHER }).click();
  const panel = panelOf(page);
  await panel.getByRole('checkbox').check();
  await panel.getByRole('textbox', { name: 'Your question' }).fill(QUESTION);
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/chat');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator(CHAT_ISLAND)).toHaveCount(1);

  releaseHost();
  expect((await asked).postDataJSON()).toMatchObject({ message: QUESTION, page: '/' });
  await expect(panel.getByRole('log')).toContainText(QUESTION);
});

test('the copy closes at once too, and Escape closes it, back to the launcher', async ({ page }) => {
  await holdScripts(page, ISLAND_HOST_SCRIPT);
  await openPage(page, '/', { waitUntil: 'domcontentloaded' });
  const launcher = page.getByRole('button', { name: LAUNCHER });
  await launcher.click();
  await panelOf(page).getByRole('button', { name: 'Close chat' }).click();
  await expect(panelOf(page)).toHaveCount(0);
  await expect(launcher).toBeFocused();
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');

  await launcher.click();
  await expect(panelOf(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panelOf(page)).toHaveCount(0);
  await expect(launcher).toBeFocused();
});

test('without JavaScript the copy of the panel stays hidden', async ({ browser }) => {
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.goto('/');
  await expect(page.getByText(GREETING)).toBeHidden();
  await expect(panelOf(page)).toHaveCount(0);
  await page.close();
});
