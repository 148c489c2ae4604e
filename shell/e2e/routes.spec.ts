import { buildPageMetadata, siteRoutes } from '@clinic/content';
import { expect, test } from '@playwright/test';
import { openPage } from './support/open-page';

test.describe('every route in the route table', () => {
  for (const route of siteRoutes) {
    test(`${route.path} shows its heading, title and canonical, without console errors`, async ({ page }) => {
      const metadata = buildPageMetadata(route);
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      const response = await openPage(page, route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      // The heading must come from the page's remote, not from the shell's fallback.
      await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
      await expect(page).toHaveTitle(metadata.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', metadata.canonical);
      // Messages arrive precompiled: one the browser had to parse would fail here.
      expect(consoleErrors).toEqual([]);
    });
  }
});

test('client-side navigation updates the title and canonical', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('button', { name: 'About' }).click();
  await page.getByRole('link', { name: 'Publications' }).click();
  await expect(page).toHaveURL(/\/publications$/);
  await expect(page).toHaveTitle(/^Publications \| /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/publications$/);
});

test('each prerendered page carries its own head without JavaScript', async ({ request }) => {
  for (const route of siteRoutes) {
    const metadata = buildPageMetadata(route);
    const html = await (await request.get(route.path)).text();
    expect(html).toContain(`<title>${metadata.title.replace(/&/g, '&amp;')}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${metadata.canonical}">`);
    expect(html).toContain(`<meta property="og:title"`);
  }
});

test('structured data: business on home, person on biography, price range on services', async ({ request }) => {
  const jsonLd = async (path: string) => {
    const html = await (await request.get(path)).text();
    const match = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
    return JSON.parse(match?.[1] ?? 'null') as Record<string, unknown>;
  };
  const home = await jsonLd('/');
  expect(home['@type']).toBe('MedicalBusiness');
  expect(home.address).toHaveLength(3);
  const biographyRoute = siteRoutes.find((route) => route.structuredData === 'person');
  expect((await jsonLd(biographyRoute!.path))['@type']).toBe('Person');
  const services = await jsonLd('/services');
  expect(services.priceRange).toBe('£300-£400');
  expect(services.paymentAccepted).toMatch(/Cash/);
});
