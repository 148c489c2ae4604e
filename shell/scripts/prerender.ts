/**
 * Writes each known route's HTML with its own <head> (title, description, canonical, social tags, JSON-LD) and,
 * where Chromium is available, a snapshot of the page's rendered content and styles, so link previews, crawlers
 * and a first paint need no JavaScript. The app replaces the snapshot once it has rendered (src/lib/prerender-handoff.ts).
 * Output: dist/index.html for '/', dist/<path>/index.html for the rest, dist/404.html.
 *
 * The snapshot is taken from the remotes built beside the shell: after deploying a remote alone, run
 * `npm run build -w @clinic/shell` (or this script) to refresh it; until then the app still shows the new content.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  articleRoutes,
  articles,
  buildPageMetadata,
  checkArticles,
  NOT_FOUND_ROUTE,
  OG_IMAGE,
  renderHeadTags,
  siteRoutes,
  type SiteRoute,
} from '@clinic/content';
import { renderOgImage } from './og-image';
import { snapshotPages, type PageSnapshot } from './snapshot-pages';

const HEAD_MARKER = /<meta name="?page-head-placeholder"?\s*\/?>/;
const APP_SCRIPT = /<script defer(?:="")? src="([^"]+)"><\/script>/;
const ROOT_MARKER = /<div id="?root"?><\/div>/;
const distDir = path.resolve(__dirname, '../dist');
// The app starts from public/boot.js once the page has painted (see there).
const template = readFileSync(path.join(distDir, 'page-template.html'), 'utf8').replace(
  APP_SCRIPT,
  (_tag, entry: string) => `<script defer src="/boot.js" data-main="${entry}"></script>`,
);

if (!HEAD_MARKER.test(template) || !ROOT_MARKER.test(template) || !template.includes('data-main=')) {
  throw new Error(
    'dist/page-template.html lacks the page-head-placeholder meta tag, the empty #root or the app script: was it built from src/index.html?',
  );
}

function pageHtml(route: SiteRoute, snapshot: PageSnapshot | undefined): string {
  let html = template.replace(HEAD_MARKER, () => renderHeadTags(buildPageMetadata(route)));
  if (snapshot) {
    // Replacer functions, so '$' in page text is never read as a replacement pattern.
    html = html
      .replace('</head>', () => `${snapshot.styleTags}</head>`)
      .replace(ROOT_MARKER, () => `<div id="root" data-prerendered="true">${snapshot.html}</div>`);
  }
  return html;
}

function outputFile(routePath: string): string {
  return routePath === '/' ? path.join(distDir, 'index.html') : path.join(distDir, routePath, 'index.html');
}

function writePages(snapshots: ReadonlyMap<string, PageSnapshot>) {
  for (const route of siteRoutes) {
    const file = outputFile(route.path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, pageHtml(route, snapshots.get(route.path)));
  }
  writeFileSync(path.join(distDir, '404.html'), pageHtml(NOT_FOUND_ROUTE, undefined));
}

/** Clinical content is checked before anything is written: a cited red flag missing from the catalogue stops the build. */
function checkContent() {
  const { errors, warnings } = checkArticles(articles, articleRoutes, new Date().toISOString().slice(0, 10));
  for (const warning of warnings) console.warn(`content review overdue: ${warning}`);
  if (errors.length > 0) throw new Error(`content check failed:\n  ${errors.join('\n  ')}`);
}

async function main() {
  checkContent();
  // The link-preview card, drawn from the current practice profile (public/ holds a copy for builds without Chromium).
  if (!(await renderOgImage(path.join(distDir, OG_IMAGE.path)))) {
    console.warn('prerender: no Chromium, so og-image.png is the committed copy from public/');
  }
  // First the head-only pages, which the snapshots are taken from; then the pages with their snapshots.
  writePages(new Map());
  const snapshots = await snapshotPages(siteRoutes.filter((route) => !route.noIndex).map((route) => route.path));
  writePages(snapshots);
  console.log(`prerendered ${siteRoutes.length} routes and 404.html (${snapshots.size} with a content snapshot)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
