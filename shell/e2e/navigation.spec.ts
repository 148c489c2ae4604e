import { biographyPath } from '@clinic/content';
import { expect, test } from '@playwright/test';
import { openPage } from './support/open-page';

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('dropdowns open and close on click and close when a link is chosen', async ({ page }) => {
    await openPage(page, '/');
    const about = page.getByRole('button', { name: 'About' });
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Previous Fellows' })).toBeVisible();
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Previous Fellows' })).toBeHidden();

    await page.getByRole('button', { name: 'Spinal Anatomy' }).click();
    await page.getByRole('link', { name: 'Cervical Spinal Anatomy' }).click();
    await expect(page).toHaveURL(/\/cervical-spinal-anatomy$/);
    await expect(page.getByRole('button', { name: 'Spinal Anatomy' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the menu holding the current route is highlighted', async ({ page }) => {
    await openPage(page, biographyPath());
    await expect(page.getByRole('button', { name: 'About' })).toHaveAttribute('data-active', 'true');
    await expect(page.getByRole('button', { name: 'Spinal Anatomy' })).not.toHaveAttribute('data-active', 'true');
    await openPage(page, '/spinal-conditions/general/sciatica');
    await expect(page.getByRole('button', { name: 'Spinal Conditions' })).toHaveAttribute('data-active', 'true');
  });

  test('Escape closes an open menu and returns focus to its button', async ({ page }) => {
    await openPage(page, '/');
    const conditions = page.getByRole('button', { name: 'Spinal Conditions' });
    await conditions.focus();
    await page.keyboard.press('Enter');
    await expect(conditions).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(conditions).toHaveAttribute('aria-expanded', 'false');
    await expect(conditions).toBeFocused();
  });

  test('Book an Appointment leads to the services page', async ({ page }) => {
    await openPage(page, '/information');
    await page.getByRole('banner').getByRole('link', { name: 'Book an Appointment' }).click();
    await expect(page).toHaveURL(/\/services$/);
  });
});

test.describe('mobile navigation at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the hamburger toggles the three groups and a full-width booking button', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.getByRole('button', { name: 'About' })).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.click();
    const menu = page.locator('#mobile-menu');
    for (const group of ['About', 'Spinal Anatomy', 'Spinal Conditions']) {
      await expect(menu.getByRole('heading', { name: group })).toBeVisible();
    }
    const book = menu.getByRole('link', { name: 'Book an Appointment' });
    const [bookBox, menuBox] = [await book.boundingBox(), await menu.boundingBox()];
    expect(bookBox!.width).toBeGreaterThan(menuBox!.width * 0.8);

    await menu.getByRole('link', { name: 'Lumbar Spinal Anatomy' }).click();
    await expect(page).toHaveURL(/\/lumbar-spinal-anatomy$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
