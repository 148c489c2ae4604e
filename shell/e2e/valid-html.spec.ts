import { siteRoutes } from '@clinic/content';
import { expect, test } from '@playwright/test';
import { checkHtml, type CheckerMessage } from './support/html-checker';

interface KnownError {
  message: RegExp;
  count: number;
}

/**
 * ALLOW-LIST, TO BE EMPTIED: the booking and fellowship forms' own errors (mf-booking), which the engineer working
 * on the booking-form parts of issue 28 (alongside issue 26) is fixing in parallel. Empty it once that work is
 * merged. The check fails while a listed error no longer occurs, so the list cannot outlive its errors.
 */
const KNOWN_BOOKING_FORM_ERRORS_ISSUE_28: Readonly<Record<string, readonly KnownError[]>> = {
  '/services': [
    // Fluent's Radio in the form's choices: a div inside a span.
    { message: /^Element “div” not allowed as child of element “span” in this context\./, count: 12 },
    { message: /^The value of the “for” attribute of the “label” element must be the ID of a non-hidden/, count: 6 },
    { message: /^Bad value “street-address” for attribute “autocomplete” on element “input”/, count: 1 },
    // Fluent Radio's styles (calc(16px + 2 * var(--spacingHorizontalS))): the checker cannot type var() in calc().
    { message: /^CSS: “(width|height)”: The types are incompatible\.$/, count: 3 },
  ],
};

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

  const unexpected: string[] = [];
  const noLongerFound: string[] = [];
  for (const { page, errors } of await checkHtml(pages)) {
    let left = errors;
    for (const known of KNOWN_BOOKING_FORM_ERRORS_ISSUE_28[page] ?? []) {
      const matching = left.filter((error) => known.message.test(error.message));
      if (matching.length !== known.count)
        noLongerFound.push(`${page}: ${known.message} found ${matching.length} times, listed ${known.count}`);
      left = left.filter((error) => !matching.includes(error));
    }
    unexpected.push(...left.map((error) => describe(page, error)));
  }
  expect(unexpected).toEqual([]);
  // Fixed (or changed) errors of the allow-list: update KNOWN_BOOKING_FORM_ERRORS_ISSUE_28.
  expect(noLongerFound).toEqual([]);
});
