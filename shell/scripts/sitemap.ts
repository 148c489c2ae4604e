/**
 * Writes dist/sitemap.xml (every public route of the route table, with the articles' review dates as lastmod) and
 * dist/robots.txt (naming it), on PUBLIC_ORIGIN read at build time; without it, on the practice profile's
 * siteOrigin, which the canonical URLs also use.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  practiceProfile,
  renderRobotsTxt,
  renderSitemapXml,
  siteRoutes,
  sitemapEntries,
  SITEMAP_PATH,
} from '@clinic/content';

const distDir = path.resolve(__dirname, '../dist');
const origin = process.env.PUBLIC_ORIGIN || practiceProfile.siteOrigin;
const entries = sitemapEntries(siteRoutes, origin);

writeFileSync(path.join(distDir, SITEMAP_PATH.slice(1)), renderSitemapXml(entries));
writeFileSync(path.join(distDir, 'robots.txt'), renderRobotsTxt(origin));
console.log(`sitemap: ${entries.length} pages on ${new URL(origin).origin}`);
