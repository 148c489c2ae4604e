import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { OG_IMAGE, renderOgImageHtml } from '@clinic/content';
import { chromium } from '@playwright/test';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Draws the link-preview card from the practice profile (name, title, clinics) and saves it as a PNG of exactly
 * OG_IMAGE's size. Returns false, writing nothing, where there is no Chromium: the committed copy in public/
 * (made by this same function, `npm run og-image -w @clinic/shell`) is then served.
 */
export async function renderOgImage(outFile: string): Promise<boolean> {
  if (!existsSync(CHROMIUM)) return false;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: OG_IMAGE.width, height: OG_IMAGE.height } });
    await page.setContent(renderOgImageHtml(), { waitUntil: 'load' });
    mkdirSync(path.dirname(outFile), { recursive: true });
    await page.screenshot({ path: outFile, type: 'png', clip: { x: 0, y: 0, ...OG_IMAGE } });
    return true;
  } finally {
    await browser.close();
  }
}
