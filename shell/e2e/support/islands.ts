import { expect, type Locator, type Page } from '@playwright/test';

const marker = (module: string) => `[data-island="${module}"]`;

/**
 * Reaches for an island as a visitor does: focus on its first control, which boots it. `module` is the marker's
 * '<container>/<expose>' or 'shell/<name>'.
 */
export async function reachFor(page: Page, module: string) {
  // Hidden inputs (the form's formSource) cannot take focus: the first control a visitor can reach.
  await page
    .locator(marker(module))
    .first()
    .locator('input:not([type="hidden"]), textarea, button, select, a')
    .first()
    .focus();
}

/**
 * Reaches for an island and waits until the booted region (or its fallback) has taken the server markup's place.
 * Others on screen may start meanwhile (a form boots once it is on screen): at least the one reached has.
 */
export async function bootIsland(page: Page, module: string) {
  const markers = page.locator(marker(module));
  const before = await markers.count();
  expect(before).toBeGreaterThan(0);
  await reachFor(page, module);
  await expect.poll(() => markers.count()).toBeLessThan(before);
}

/**
 * As for a visitor who asked the browser to save data: no region's code is fetched ahead (prefetch-island-code.ts),
 * so the requests a test sees for a remote are the runtime's own (its retries, its time limit).
 */
export async function fetchNothingAhead(page: Page) {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
  );
}

/** The island marker around `region` while its island has not started (a started island's marker has gone). */
export function islandMarkerAround(region: Locator) {
  return region.locator('xpath=ancestor::*[@data-island]');
}
