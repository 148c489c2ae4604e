/**
 * Writes each known route's HTML with its own <head> (title, description, canonical, social tags, JSON-LD) and,
 * where Chromium is available, a snapshot of the page's rendered content and styles, so link previews, crawlers
 * and a first paint need no JavaScript. The app replaces the snapshot once it has rendered (src/features/islands/lib/page-handover.ts).
 * Output: dist/index.html for '/', dist/<path>/index.html for the rest, dist/404.html.
 *
 * The snapshot is taken from the remotes built beside the shell (`prerenderSite`, the build's step: scripts/prerender.ts).
 * `npm run promote` and `rollback` (infra/src/releases) call `refreshOwnedPages`: only that remote's routes are taken
 * again, with the environment's remotes, into the environment's pages folder, which the API serves first.
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
  type PageOwner,
  renderHeadTags,
  siteRoutes,
  type SiteRoute,
} from '@clinic/content';
import { ISLAND_HOST_ATTRIBUTE, ISLAND_HOST_FILES_ATTRIBUTE } from '../src/features/islands/lib/load-island-host';
import { ISLAND_HOST_FILES } from './island-host-files-plugin';
import { renderOgImage } from './og-image';
import { snapshotPages, type PageSnapshot } from './snapshot-pages';

const HEAD_MARKER = /<meta name="?page-head-placeholder"?\s*\/?>/;
const APP_SCRIPT = /<script defer(?:="")? src="([^"]+)"><\/script>/;
const ROOT_MARKER = /<div id="?root"?><\/div>/;
const distDir = path.resolve(__dirname, '../dist');

/** The script a built HTML file starts (its one deferred script's src). */
function entryScript(file: string): string {
  const entry = APP_SCRIPT.exec(readFileSync(path.join(distDir, file), 'utf8'))?.[1];
  if (!entry) throw new Error(`dist/${file} has no deferred script: was it built?`);
  return entry;
}

/**
 * A built page template, its script started from public/boot.js once the page has painted (see there). Extra
 * attributes go on that script tag (the islands runtime reads where its host is from there).
 */
function readTemplate(file: string, extraAttributes = ''): string {
  const template = readFileSync(path.join(distDir, file), 'utf8').replace(
    APP_SCRIPT,
    (_tag, entry: string) => `<script defer src="/boot.js" data-main="${entry}"${extraAttributes}></script>`,
  );
  if (!HEAD_MARKER.test(template) || !ROOT_MARKER.test(template) || !template.includes('data-main=')) {
    throw new Error(
      `dist/${file} lacks the page-head-placeholder meta tag, the empty #root or its script: was it built from src/index.html?`,
    );
  }
  return template;
}

/**
 * A page with a snapshot starts from the islands runtime (src/islands.ts), which loads its federated host
 * (src/island-host-entry.ts) only when a region boots: its HTML stays the page. A page without one (the staff page, 404, a
 * build without Chromium) starts the whole app, which renders it.
 */
interface Templates {
  app: string;
  islands: string;
}

/** Read from the shell's build when pages are written (importing this module reads nothing). */
function readTemplates(): Templates {
  /** The island host's scripts, from the site root (the shell's public path is '/'). */
  const islandHostFiles = (JSON.parse(readFileSync(path.join(distDir, ISLAND_HOST_FILES), 'utf8')) as string[])
    .map((file) => `/${file}`)
    .join(' ');
  return {
    app: readTemplate('page-template.html'),
    islands: readTemplate(
      'island-page-template.html',
      ` ${ISLAND_HOST_ATTRIBUTE}="${entryScript('island-host.html')}" ${ISLAND_HOST_FILES_ATTRIBUTE}="${islandHostFiles}"`,
    ),
  };
}

function pageHtml(templates: Templates, route: SiteRoute, snapshot: PageSnapshot | undefined): string {
  const template = snapshot ? templates.islands : templates.app;
  let html = template.replace(HEAD_MARKER, () => renderHeadTags(buildPageMetadata(route)));
  if (snapshot) {
    // Replacer functions, so '$' in page text is never read as a replacement pattern.
    html = html
      .replace('</head>', () => `${snapshot.styleTags}</head>`)
      .replace(ROOT_MARKER, () => `<div id="root" data-prerendered="true">${snapshot.html}</div>`);
  }
  return html;
}

function outputFile(routePath: string, outDir = distDir): string {
  return routePath === '/' ? path.join(outDir, 'index.html') : path.join(outDir, routePath, 'index.html');
}

function writePages(
  templates: Templates,
  snapshots: ReadonlyMap<string, PageSnapshot>,
  routes = siteRoutes,
  outDir = distDir,
) {
  for (const route of routes) {
    const file = outputFile(route.path, outDir);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, pageHtml(templates, route, snapshots.get(route.path)));
  }
  if (outDir === distDir)
    writeFileSync(path.join(distDir, '404.html'), pageHtml(templates, NOT_FOUND_ROUTE, undefined));
}

/** What the whole app renders each route from: its head, an empty #root and the app's script. */
function appPages(templates: Templates, routes: readonly SiteRoute[]): Map<string, string> {
  return new Map(routes.map((route) => [route.path, pageHtml(templates, route, undefined)]));
}

/**
 * A promotion's refresh: the owner's routes only, and never head-only pages in place of the build's snapshots.
 * `apiEnv` is given to the API the snapshots are taken from (which environment's remotes it serves).
 */
export async function refreshOwnedPages(options: {
  owner: PageOwner;
  outDir: string;
  apiEnv?: Readonly<Record<string, string>>;
}) {
  const { owner, outDir } = options;
  checkContent();
  const templates = readTemplates();
  const routes = siteRoutes.filter((route) => route.owner === owner && !route.noIndex);
  const snapshots = await snapshotPages(appPages(templates, routes), options.apiEnv);
  if (snapshots.size < routes.length) throw new Error(`prerender: took ${snapshots.size} of ${routes.length} pages`);
  writePages(templates, snapshots, routes, outDir);
  console.log(`prerendered ${routes.length} ${owner} routes into ${outDir}`);
}

/** Clinical content is checked before anything is written: a cited red flag missing from the catalogue stops the build. */
function checkContent() {
  const { errors, warnings } = checkArticles(articles, articleRoutes, new Date().toISOString().slice(0, 10));
  for (const warning of warnings) console.warn(`content review overdue: ${warning}`);
  if (errors.length > 0) throw new Error(`content check failed:\n  ${errors.join('\n  ')}`);
}

/** The build's step: every route into dist/, with 404.html and the link-preview card. */
export async function prerenderSite() {
  checkContent();
  const templates = readTemplates();
  // The link-preview card, drawn from the current practice profile (public/ holds a copy for builds without Chromium).
  if (!(await renderOgImage(path.join(distDir, OG_IMAGE.path)))) {
    console.warn('prerender: no Chromium, so og-image.png is the committed copy from public/');
  }
  // First the head-only pages (served wherever no snapshot can be taken); then the pages with their snapshots.
  writePages(templates, new Map());
  const snapshots = await snapshotPages(
    appPages(
      templates,
      siteRoutes.filter((route) => !route.noIndex),
    ),
  );
  writePages(templates, snapshots);
  console.log(`prerendered ${siteRoutes.length} routes and 404.html (${snapshots.size} with a content snapshot)`);
}
