import { expect, test } from '@playwright/test';
import { openPage } from './support/open-page';

test('Previous Fellows composes mf_content’s page with mf_booking’s inquiry region', async ({ page }) => {
  await openPage(page, '/previous-fellows');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Previous Fellows');
  const inquiry = page.getByRole('heading', { name: 'Fellowship Inquiry' });
  await expect(inquiry).toBeVisible();
  await expect(page.getByRole('form', { name: 'Fellowship inquiry' })).toBeVisible();
});

test('the runtime manifest names every remote', async ({ request }) => {
  const manifest = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  expect(Object.keys(manifest).sort()).toEqual(['mf_admin', 'mf_booking', 'mf_chat', 'mf_content']);
  for (const url of Object.values(manifest)) {
    expect((await request.get(url)).ok()).toBe(true);
  }
});
