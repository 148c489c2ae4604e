import { biographyPath } from '../practice-profile';
import { articleRoutes } from '../routes/article-routes';
import { siteRoutes, type SiteRoute } from '../routes/site-routes';
import { normaliseOrigin, renderRobotsTxt, renderSitemapXml, sitemapEntries } from '../seo/sitemap';

const ORIGIN = 'https://clinic.example.org';

describe('sitemapEntries', () => {
  const entries = sitemapEntries(siteRoutes, `${ORIGIN}/`);
  const locs = entries.map((entry) => entry.loc);

  it('lists each public route once, as an absolute URL on the origin', () => {
    const publicPaths = siteRoutes.filter((route) => !route.noIndex).map((route) => route.path);
    expect(locs).toEqual(publicPaths.map((path) => `${ORIGIN}${path}`));
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toEqual(expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/privacy`, `${ORIGIN}${biographyPath()}`]));
  });

  it('never lists the staff area, sign-in or the API, even when a route claims to be public', () => {
    const route = (path: string): SiteRoute => ({
      path,
      title: 't',
      heading: 'h',
      description: 'd',
      keywords: [],
      owner: 'content',
    });
    const paths = ['/booking-submissions', '/auth/sign-in', '/dev-oidc/interaction', '/api/health', '/auth-guide'];
    expect(sitemapEntries(paths.map(route), ORIGIN).map((entry) => entry.loc)).toEqual([`${ORIGIN}/auth-guide`]);
    expect(locs.some((loc) => /\/(booking-submissions|auth\/|dev-oidc\/)/.test(loc))).toBe(false);
  });

  it("takes lastmod from the articles' review dates and leaves it out elsewhere", () => {
    const reviewed = articleRoutes.filter((article) => article.review);
    expect(reviewed.length).toBeGreaterThan(0);
    for (const article of reviewed) {
      expect(entries.find((entry) => entry.loc === `${ORIGIN}${article.path}`)?.lastmod).toBe(
        article.review?.lastReviewed,
      );
    }
    expect(entries.find((entry) => entry.loc === `${ORIGIN}/privacy`)?.lastmod).toBeUndefined();
  });
});

describe('renderSitemapXml', () => {
  it('writes the sitemaps.org shape and escapes the text', () => {
    const xml = renderSitemapXml([{ loc: `${ORIGIN}/a?x=1&y=2`, lastmod: '2026-11-23' }, { loc: `${ORIGIN}/b` }]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `  <url><loc>${ORIGIN}/a?x=1&amp;y=2</loc><lastmod>2026-11-23</lastmod></url>`,
        `  <url><loc>${ORIGIN}/b</loc></url>`,
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});

describe('renderRobotsTxt', () => {
  it('names the sitemap by its absolute URL and keeps crawlers out of the private paths', () => {
    const robots = renderRobotsTxt(ORIGIN);
    expect(robots).toContain(`\nSitemap: ${ORIGIN}/sitemap.xml\n`);
    expect(robots.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /booking-submissions', 'Disallow: /auth/']),
    );
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });
});

describe('normaliseOrigin', () => {
  it('keeps only the origin and refuses anything but http(s)', () => {
    expect(normaliseOrigin('https://clinic.example.org/some/path/')).toBe(ORIGIN);
    expect(() => normaliseOrigin('clinic.example.org')).toThrow('not an absolute URL');
    expect(() => normaliseOrigin('ftp://clinic.example.org')).toThrow('not an http(s) origin');
  });
});
