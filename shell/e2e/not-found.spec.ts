import { expect, test } from '@playwright/test';
import { openPage } from './support/open-page';

test('an unknown path shows the 404 page and logs the miss', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const response = await openPage(page, '/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText(/doesn't exist or has been moved/)).toBeVisible();
  await expect(page).toHaveTitle(/^Page Not Found \| /);
  expect(consoleErrors.some((text) => text.includes('/no-such-page'))).toBe(true);

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('unknown API paths answer a JSON 404', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
});
