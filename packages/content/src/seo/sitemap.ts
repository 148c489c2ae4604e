import type { SiteRoute } from '../routes/site-routes';

export const SITEMAP_PATH = '/sitemap.xml';
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Never listed, and disallowed to crawlers: the staff area, sign-in and the API. */
export const PRIVATE_PATH_PREFIXES = ['/booking-submissions', '/auth/', '/dev-oidc/', '/api/'] as const;

export interface SitemapEntry {
  loc: string;
  /** ISO date the page's content was last reviewed, where it has one. */
  lastmod?: string;
}

const isPrivate = (path: string) =>
  PRIVATE_PATH_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));

/** 'https://example.org/' -> 'https://example.org'; anything but an http(s) origin is refused. */
export function normaliseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`not an absolute URL: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`not an http(s) origin: ${value}`);
  return url.origin;
}

/** Every public page once, on the given origin (as canonical URLs are), with its review date as lastmod. */
export function sitemapEntries(routes: readonly SiteRoute[], origin: string): SitemapEntry[] {
  const base = normaliseOrigin(origin);
  const seen = new Set<string>();
  return routes
    .filter((route) => !route.noIndex && !isPrivate(route.path))
    .filter((route) => !seen.has(route.path) && Boolean(seen.add(route.path)))
    .map((route) => ({ loc: `${base}${route.path}`, lastmod: route.review?.lastReviewed }));
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`);

/** The sitemaps.org document: urlset > url > loc (+ lastmod). */
export function renderSitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(entry.loc)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read every public page; the sitemap is named by its absolute URL, as the protocol asks. */
export function renderRobotsTxt(origin: string): string {
  const disallow = PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`);
  return ['User-agent: *', ...disallow, '', `Sitemap: ${normaliseOrigin(origin)}${SITEMAP_PATH}`, ''].join('\n');
}
