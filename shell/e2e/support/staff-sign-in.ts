import { expect, type Page } from '@playwright/test';
import { openPage } from './open-page';

/** Signs in through the local OpenID provider's real form, as a person would (seeded accounts: api README). */
export async function signIn(page: Page, email: string) {
  await openPage(page, '/booking-submissions');
  await page.getByRole('link', { name: 'Sign in with Microsoft' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the local test provider' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('local-dev-only');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/booking-submissions');
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
}
