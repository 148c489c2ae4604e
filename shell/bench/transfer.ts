import type { Browser } from '@playwright/test';
import { watchScriptCoverage, type ScriptCoverage } from './js-coverage';
import { watchNetwork } from './network';

export interface Transfer {
  /** Script bytes on the wire until the page has settled after load. */
  jsBytes: number;
  scripts: number;
  /** Chromium's coverage of the scripts the first load ran, until the page settled. */
  coverage: ScriptCoverage;
  /** Script bytes that follow the visitor's first generic interaction: a pointer move and a Tab key press. */
  jsBytesOnInteraction: number;
  /** Script bytes fetched ahead without running (the islands' prefetch), during the load and that interaction. */
  aheadBytes: number;
}

/** A first load in a fresh context (empty cache) at the mobile viewport, then one generic first interaction. */
export async function measureTransfer(browser: Browser, url: string): Promise<Transfer> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    let scripts = 0;
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts += 1;
    });
    const network = watchNetwork(page);
    const stopCoverage = await watchScriptCoverage(page);
    await page.goto(url, { waitUntil: 'load' });
    await network.settled();
    const coverage = await stopCoverage();
    const afterLoad = network.mark();
    const scriptsOnLoad = scripts;
    const jsBytes = await network.scriptBytesSince(0);
    await page.mouse.move(200, 400);
    await page.keyboard.press('Tab');
    await network.settled();
    return {
      jsBytes,
      scripts: scriptsOnLoad,
      coverage,
      jsBytesOnInteraction: await network.scriptBytesSince(afterLoad),
      aheadBytes: await network.aheadBytesSince(0),
    };
  } finally {
    await context.close();
  }
}
