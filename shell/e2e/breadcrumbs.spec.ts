import { expect, test } from '@playwright/test';
import { openPage } from './support/open-page';

test('the trail starts at Home, shows raw unknown segments, and the last crumb is not a link', async ({ page }) => {
  await openPage(page, '/spinal-conditions/general/sciatica');
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText(['Home', '/spinal-conditions', '/general', '/sciatica']);
  await expect(trail.getByRole('link')).toHaveText(['Home', 'spinal-conditions', 'general']);
  await expect(trail.locator('[aria-current="page"]')).toHaveText('sciatica');
});

test('friendly labels and no trail on the home page', async ({ page }) => {
  await openPage(page, '/publications');
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText(['Home', '/Publications']);
  await trail.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
});
