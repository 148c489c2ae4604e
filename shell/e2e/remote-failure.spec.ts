import { expect, test } from '@playwright/test';
import { openPage } from './support/open-page';

test('an unreachable content remote leaves the rest of the page working', async ({ page }) => {
  await page.route('**/remotes/mf-content/**', (route) => route.abort('connectionrefused'));
  await openPage(page, '/publications');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publications');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(/© \d{4} /);

  // Navigation and other remotes still work.
  await page.getByRole('banner').getByRole('link', { name: 'Book an Appointment' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services & Appointments');
});

test('a missing runtime manifest entry only affects that remote', async ({ page }) => {
  await page.route('**/remotes.json', async (route) => {
    const manifest = (await (await route.fetch()).json()) as Record<string, string>;
    await route.fulfill({ json: { ...manifest, mf_booking: '/remotes/gone/mf-manifest.json' } });
  });
  await openPage(page, '/services');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('banner').getByRole('link', { name: /home/ }).click();
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
