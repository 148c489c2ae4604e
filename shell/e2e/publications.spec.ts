import { expect, test, type Page } from '@playwright/test';
import { practiceProfile, publications } from '@clinic/content';
import { openPage } from './support/open-page';

/** Every CSP violation the page reports, recorded from before its first script. */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('the imported list: grouped by year with counts, the surgeon in bold, journal details, DOI links', async ({
  page,
}) => {
  await openPage(page, '/publications');
  const main = page.getByRole('main');
  const years = main.getByRole('region');
  const yearNames = await years.evaluateAll((regions) =>
    regions.map((region) => region.getAttribute('aria-labelledby')),
  );
  expect(yearNames.length).toBeGreaterThan(1);

  const firstYear = years.first();
  const entries = firstYear.getByRole('listitem');
  const count = await entries.count();
  await expect(firstYear.getByRole('heading', { level: 2 })).toHaveText(
    new RegExp(`^\\d{4} \\(${count} publications?\\)$`),
  );

  const first = publications[0]!;
  const entry = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: first.title }) });
  await expect(entry.locator('strong')).toHaveText(`${practiceProfile.surgeonName.split(' ').at(-1)} A`);
  await expect(entry).toContainText(`${first.journal}, ${first.volume}(${first.issue}):`);
  await expect(entry.getByRole('link', { name: /^DOI: / })).toHaveAttribute('href', `https://doi.org/${first.doi}`);
  await expect(entry.getByRole('link', { name: /View Publication/ })).toHaveAttribute('href', first.url);
  await expect(main.getByText(/^Undated/)).toBeVisible();
});

test('each publication is a schema.org ScholarlyArticle in JSON-LD, which the CSP lets be', async ({ page }) => {
  const violations = await recordCspViolations(page);
  const response = await page.goto('/publications');
  // In the HTML the server sends, for crawlers that run no script.
  const html = (await response?.text()) ?? '';
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '{}') as { '@graph'?: Record<string, unknown>[] },
  );
  const graph = blocks.find((block) => block['@graph'])?.['@graph'] ?? [];
  expect(graph.map((article) => article['@type'])).toEqual(publications.map(() => 'ScholarlyArticle'));
  const titles = await page.getByRole('main').getByRole('listitem').getByRole('heading').allTextContents();
  expect([...graph.map((article) => article.name)].sort()).toEqual([...titles].sort());
  const surgeonArticle = graph[0]?.author as { name: string; url?: string }[];
  expect(surgeonArticle.find((author) => author.url)?.name).toBe(practiceProfile.surgeonName);

  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('the topic filter hides the years it empties and their counts, and Clear Filters brings them back', async ({
  page,
}) => {
  await openPage(page, '/publications');
  const main = page.getByRole('main');
  const visibleYears = () => main.getByRole('region').filter({ visible: true });
  const allYears = await visibleYears().count();

  await main.getByRole('combobox', { name: 'Topic' }).selectOption('Case Reports');
  await expect(main.getByText(/^Showing 1 of \d+ publications$/)).toBeVisible();
  await expect(visibleYears()).toHaveCount(1);
  // While filtering, the year's own total is not shown: the results line gives the count.
  await expect(visibleYears().getByRole('heading', { level: 2 })).toHaveAccessibleName(/^\d{4}$/);

  await main.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(visibleYears()).toHaveCount(allYears);
  await expect(visibleYears().first().getByRole('heading', { level: 2 })).toHaveAccessibleName(
    /^\d{4} \(\d+ publications?\)$/,
  );
});
