/**
 * Writes each known route's HTML with its own <head> already in it (title, description, canonical,
 * social tags, JSON-LD), so link previews and crawlers see the right page without running JavaScript.
 * Output: dist/index.html for '/', dist/<path>/index.html for the rest, dist/404.html.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildPageMetadata, NOT_FOUND_ROUTE, renderHeadTags, siteRoutes, type SiteRoute } from '@clinic/content';

const HEAD_MARKER = /<meta name="?page-head-placeholder"?\s*\/?>/;
const distDir = path.resolve(__dirname, '../dist');
const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');

if (!HEAD_MARKER.test(template)) {
  throw new Error(`dist/index.html has no page-head-placeholder meta tag: was the shell built from src/index.html?`);
}

function pageHtml(route: SiteRoute): string {
  return template.replace(HEAD_MARKER, renderHeadTags(buildPageMetadata(route)));
}

function outputFile(routePath: string): string {
  return routePath === '/' ? path.join(distDir, 'index.html') : path.join(distDir, routePath, 'index.html');
}

for (const route of siteRoutes) {
  const file = outputFile(route.path);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, pageHtml(route));
}
writeFileSync(path.join(distDir, '404.html'), pageHtml(NOT_FOUND_ROUTE));

console.log(`prerendered ${siteRoutes.length} routes and 404.html`);
