import { siteRoutes } from '@clinic/content';
import { expect, test } from '@playwright/test';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

test('sitemap.xml parses as a sitemaps.org urlset listing each public route once, absolute', async ({
  page,
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await response.text();

  // The browser's own XML parser: a malformed document gives a <parsererror>.
  await page.goto('about:blank');
  const parsed = await page.evaluate(
    ({ text, ns }) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const root = doc.documentElement;
      const urls = Array.from(root.children);
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        root: `${root.namespaceURI} ${root.localName}`,
        childNames: [...new Set(urls.map((url) => `${url.namespaceURI} ${url.localName}`))],
        entries: urls.map((url) => ({
          parts: Array.from(
            url.children,
            (child) => `${child.namespaceURI === ns ? '' : 'foreign:'}${child.localName}`,
          ),
          loc: url.getElementsByTagNameNS(ns, 'loc')[0]?.textContent ?? '',
          lastmod: url.getElementsByTagNameNS(ns, 'lastmod')[0]?.textContent ?? undefined,
        })),
      };
    },
    { text: xml, ns: SITEMAP_NS },
  );
  expect(parsed.error).toBe(false);
  expect(parsed.root).toBe(`${SITEMAP_NS} urlset`);
  expect(parsed.childNames).toEqual([`${SITEMAP_NS} url`]);
  for (const entry of parsed.entries) {
    expect(['loc', 'loc,lastmod']).toContain(entry.parts.join(','));
    if (entry.lastmod) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }

  const urls = parsed.entries.map((entry) => new URL(entry.loc));
  expect(new Set(urls.map((url) => url.origin)).size).toBe(1);
  expect(urls[0]?.protocol).toMatch(/^https?:$/);
  const paths = urls.map((url) => url.pathname);
  const publicPaths = siteRoutes.filter((route) => !route.noIndex).map((route) => route.path);
  expect([...paths].sort()).toEqual([...publicPaths].sort());
  expect(paths.filter((path) => /^\/(booking-submissions|auth\/|dev-oidc\/)/.test(path))).toEqual([]);
  const reviewed = siteRoutes.filter((route) => route.review);
  for (const route of reviewed) {
    expect(parsed.entries.find((entry) => new URL(entry.loc).pathname === route.path)?.lastmod).toBe(
      route.review?.lastReviewed,
    );
  }
});

test('robots.txt is plain text and names the sitemap', async ({ request }) => {
  const sitemapOrigin = new URL(
    /<loc>([^<]+)<\/loc>/.exec(await (await request.get('/sitemap.xml')).text())?.[1] ?? 'about:blank',
  ).origin;
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const robots = await response.text();
  expect(robots).toContain(`Sitemap: ${sitemapOrigin}/sitemap.xml`);
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/$/m);
});
