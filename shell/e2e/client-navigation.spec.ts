import { biography, biographyPath, buildPageMetadata, findSiteRoute } from '@clinic/content';
import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/open-page';

interface SpeculationRules {
  prerender: { where: unknown; eagerness: string }[];
}

async function speculationRules(page: Page): Promise<SpeculationRules> {
  const json = await page.locator('script[type="speculationrules"]').textContent();
  return JSON.parse(json ?? '{}') as SpeculationRules;
}

test('a link opens the next page at its top, with its own title and canonical', async ({ page }) => {
  await openPage(page, '/');
  const readBiography = page.getByRole('main').getByRole('link', { name: 'Read Biography' });
  await readBiography.scrollIntoViewIfNeeded();
  await readBiography.click();
  await expect(page).toHaveURL(new RegExp(`${biographyPath()}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(biography.heading);
  const metadata = buildPageMetadata(findSiteRoute(biographyPath())!);
  await expect(page).toHaveTitle(metadata.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', metadata.canonical);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a content link inside an article opens that page; Back returns to the article', async ({ page }) => {
  await openPage(page, '/lumbar-spinal-anatomy');
  await page.getByRole('main').getByRole('link', { name: 'General Spinal Anatomy' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('General Spinal Anatomy');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lumbar Spinal Anatomy');
});

test("each page asks the browser to prerender the site's pages on hover, never the API, sign-in or staff page", async ({
  page,
}) => {
  await openPage(page, '/information');
  const rules = await speculationRules(page);
  expect(rules.prerender).toHaveLength(1);
  expect(rules.prerender[0]!.eagerness).toBe('moderate');
  const where = JSON.stringify(rules.prerender[0]!.where);
  for (const excluded of ['/api/*', '/auth/*', '/booking-submissions', '[data-full-page-load]']) {
    expect(where).toContain(excluded);
  }
  // The page's CSP lets these rules run (no violation is reported for them).
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('links to other sites still open in a new tab', async ({ page }) => {
  await openPage(page, '/publications');
  const external = page.getByRole('main').locator('a[href^="https://"]').first();
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
});
