import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';

export interface PageSnapshot {
  /** The rendered content of #root. */
  html: string;
  /** Every CSS rule in the page, including the ones Griffel inserted at run time. */
  css: string;
}

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const API_ENTRY = path.resolve(__dirname, '../../api/dist/start.js');

function freePort(): Promise<number> {
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

async function waitForHealth(origin: string) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
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
 * Renders each path in Chromium against the real built site and keeps its content and styles.
 * Without Chromium or a built API it returns nothing, and pages are served with their head only.
 */
export async function snapshotPages(paths: readonly string[]): Promise<Map<string, PageSnapshot>> {
  const snapshots = new Map<string, PageSnapshot>();
  if (!existsSync(CHROMIUM) || !existsSync(API_ENTRY)) {
    console.warn(`prerender: no content snapshots (needs ${CHROMIUM} and a built API); pages get their head only`);
    return snapshots;
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const api = spawn(process.execPath, [API_ENTRY], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await waitForHealth(origin);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const routePath of paths) {
      await page.goto(`${origin}${routePath}`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
      const snapshot = await page.evaluate(() => {
        const css = Array.from(document.styleSheets)
          .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
          .join('');
        const app = document.getElementById('app') ?? document.getElementById('root');
        return { html: app?.innerHTML ?? '', css };
      });
      if (!snapshot.html.includes('<h1')) throw new Error(`prerender: ${routePath} rendered no heading`);
      // Remotes resolve their assets from where they were loaded: make those URLs root-relative again.
      snapshots.set(routePath, {
        html: snapshot.html.replaceAll(origin, ''),
        css: snapshot.css.replaceAll(origin, ''),
      });
    }
  } finally {
    await browser.close();
    api.kill('SIGTERM');
  }
  return snapshots;
}
