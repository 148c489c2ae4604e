import { siteRoutes } from '@clinic/content';
import { expect, test } from '@playwright/test';
import { checkHtml, type CheckerMessage } from './support/html-checker';

/** Every served route of the site: the public pages and the staff page. */
const PATHS = siteRoutes.map((route) => route.path);

const describe = (page: string, error: CheckerMessage) =>
  `${page}: ${error.message}${error.extract ? ` [${error.extract.trim()}]` : ''}`;

test('every public route and the staff page is valid HTML (W3C Nu HTML Checker)', async ({ request }) => {
  // One run of the checker for all pages; its Java start-up takes a while on a loaded machine.
  test.setTimeout(300_000);
  const pages = new Map<string, string>();
  for (const path of PATHS) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    pages.set(path, await response.text());
  }

  const errors = (await checkHtml(pages)).flatMap(({ page, errors }) => errors.map((error) => describe(page, error)));
  expect(errors).toEqual([]);
});
