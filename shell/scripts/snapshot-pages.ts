import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';

export interface PageSnapshot {
  /** The rendered content of #root. */
  html: string;
  /**
   * The page's styles as <style> elements for the head: Griffel's buckets exactly as Griffel wrote them (so the app
   * adopts them instead of inserting every rule again, see SiteProviders), then any other CSS.
   */
  styleTags: string;
}

// Browser-side code is kept as plain script text: tsx would wrap named functions in a helper the page lacks.

/** Runs before the page's own scripts: remembers each rule's text as it was inserted. */
const RECORD_INSERTED_RULES = `{
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule, index) {
    const position = insertRule.call(this, rule, index);
    if (this.ownerNode) (this.ownerNode.insertedRules ??= []).splice(position, 0, rule);
    return position;
  };
}`;

/**
 * Runs before the page's own scripts: what a page leaves for the browser's idle time (code fetched ahead of a press,
 * the date picker's calendar rendered hidden) is not part of the page as first rendered, so here it never runs.
 */
const NO_IDLE_WORK = 'window.requestIdleCallback = () => 0;';

/**
 * Reads the rendered page: #root's content, Griffel's buckets with their attributes (data-make-styles-bucket,
 * data-priority, data-container, media) and rules as inserted, then the rules of any other style the app added
 * (the page template's own base styles are already in the page).
 */
const READ_SNAPSHOT = `(() => {
  const tag = (attributes, css) =>
    css ? '<style nonce="__CSP_NONCE__"' + attributes + '>' + css.replaceAll('</style', '<\\\\/style') + '</style>' : '';
  const styles = Array.from(document.querySelectorAll('style'));
  const isGriffel = (element) => element.hasAttribute('data-make-styles-bucket');
  const griffelTags = styles.filter(isGriffel).map((element) => {
    const attributes = ['data-make-styles-bucket', 'data-priority', 'data-container', 'media']
      .filter((name) => element.hasAttribute(name))
      .map((name) => ' ' + name + '="' + element.getAttribute(name) + '"')
      .join('');
    return tag(attributes, (element.insertedRules ?? []).join(''));
  });
  const otherCss = styles
    .filter((element) => !isGriffel(element) && !element.hasAttribute('data-base-styles'))
    .flatMap((element) => Array.from(element.sheet?.cssRules ?? [], (rule) => rule.cssText))
    .join('');
  const app = document.getElementById('app') ?? document.getElementById('root');
  return { html: app?.innerHTML ?? '', styleTags: tag(' data-prerendered', otherCss) + griffelTags.join('') };
})()`;

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const API_ENTRY = path.resolve(__dirname, '../../api/dist/start.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Up to a minute: on a busy 2-core machine the built API took 14 s to start. */
async function waitForHealth(origin: string) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the API did not start for prerendering');
}

/**
 * Renders each page in Chromium, with the whole app, against the real built site and API, and keeps its content and
 * styles. `appPages` maps each path to its page as the app renders it (head only, empty #root): that page is what
 * the browser gets for the path, whatever the site serves there now (its islands page, after a first build).
 * Without Chromium or a built API it returns nothing, and pages are served with their head only.
 */
export async function snapshotPages(
  appPages: ReadonlyMap<string, string>,
  apiEnv: Readonly<Record<string, string>> = {},
): Promise<Map<string, PageSnapshot>> {
  const snapshots = new Map<string, PageSnapshot>();
  if (!existsSync(CHROMIUM) || !existsSync(API_ENTRY)) {
    console.warn(`prerender: no content snapshots (needs ${CHROMIUM} and a built API); pages get their head only`);
    return snapshots;
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const api = spawn(process.execPath, [API_ENTRY], {
    env: {
      ...process.env,
      ...apiEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: 'inherit',
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await waitForHealth(origin);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // Griffel's rules are read back as inserted: the browser's cssText is reformatted, and Griffel recognises a
    // rule it already has only by its own text.
    await page.addInitScript(RECORD_INSERTED_RULES);
    await page.addInitScript(NO_IDLE_WORK);
    for (const [routePath, html] of appPages) {
      const url = `${origin}${routePath}`;
      await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.unroute(url);
      await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
      const snapshot = (await page.evaluate(READ_SNAPSHOT)) as PageSnapshot;
      if (!snapshot.html.includes('<h1')) throw new Error(`prerender: ${routePath} rendered no heading`);
      // Remotes resolve their assets from where they were loaded: make those URLs root-relative again.
      snapshots.set(routePath, {
        html: snapshot.html.replaceAll(origin, ''),
        styleTags: snapshot.styleTags.replaceAll(origin, ''),
      });
    }
  } finally {
    await browser.close();
    api.kill('SIGTERM');
  }
  return snapshots;
}
