import { expect, test } from '@playwright/test';
import { openPage } from './support/open-page';

test('/spinal-conditions answers 301 and lands on the general conditions index', async ({ page, request }) => {
  const response = await request.get('/spinal-conditions', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/spinal-conditions/general');

  await openPage(page, '/spinal-conditions');
  await expect(page).toHaveURL(/\/spinal-conditions\/general$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('General Spinal Conditions');
});

test('/spinal-anatomy answers 301 to the general anatomy guide', async ({ request }) => {
  const response = await request.get('/spinal-anatomy', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/general-spinal-anatomy');
});

test('the breadcrumb link to /spinal-conditions lands on the index page inside the app', async ({ page }) => {
  await openPage(page, '/spinal-conditions/general/sciatica');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'spinal-conditions' }).click();
  await expect(page).toHaveURL(/\/spinal-conditions\/general$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('General Spinal Conditions');
});
