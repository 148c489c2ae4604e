import { biography, biographyPath } from '@clinic/content';
import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/open-page';

/** Set on window before a click: it survives a client-side navigation and is gone after a page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { samePageMarker: true }));
  return () => page.evaluate(() => 'samePageMarker' in window);
}

test('a remote’s plain link navigates inside the app, at the top of the new page with focus on it', async ({
  page,
}) => {
  await openPage(page, '/');
  const stillSameDocument = await markDocument(page);
  const readBiography = page.getByRole('main').getByRole('link', { name: 'Read Biography' });
  await readBiography.scrollIntoViewIfNeeded();
  await readBiography.click();
  await expect(page).toHaveURL(new RegExp(`${biographyPath()}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(biography.heading);
  expect(await stillSameDocument()).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('main')).toBeFocused();
});

test('a content link inside an article stays in the app; Back returns to the article', async ({ page }) => {
  await openPage(page, '/lumbar-spinal-anatomy');
  const stillSameDocument = await markDocument(page);
  await page.getByRole('main').getByRole('link', { name: 'General Spinal Anatomy' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('General Spinal Anatomy');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lumbar Spinal Anatomy');
  expect(await stillSameDocument()).toBe(true);
});

test('links to other sites still open in a new tab', async ({ page }) => {
  await openPage(page, '/publications');
  const external = page.getByRole('main').locator('a[href^="https://"]').first();
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
});
