import { expect, type Locator, type Page } from '@playwright/test';

const marker = (module: string) => `[data-island="${module}"]`;

const CONTROLS = 'input:not([type="hidden"]), textarea, button, select, a';

/**
 * Focuses the first control a visitor can reach (hidden inputs cannot take focus) in the island's first marker, in one
 * step inside the page: an island that starts on its own meanwhile (a form starts once it is on screen, sooner or
 * later on a busy machine) leaves no wait on a marker that has gone. Returns how many markers there were.
 */
const focusFirstControl = (page: Page, module: string) =>
  page.evaluate(
    ({ selector, controls }) => {
      const markers = document.querySelectorAll(selector);
      markers[0]?.querySelector<HTMLElement>(controls)?.focus();
      return markers.length;
    },
    { selector: marker(module), controls: CONTROLS },
  );

/**
 * Reaches for an island as a visitor does: focus on its first control, which boots it. `module` is the marker's
 * '<container>/<expose>' or 'shell/<name>'.
 */
export async function reachFor(page: Page, module: string) {
  await focusFirstControl(page, module);
}

/**
 * Reaches for an island and waits until the booted region (or its fallback) has taken the server markup's place.
 * Others on screen may start meanwhile: at least the one reached has. One that started before it was reached is
 * booted too, as long as some island's content is on the page.
 */
export async function bootIsland(page: Page, module: string) {
  const markers = page.locator(marker(module));
  const before = await focusFirstControl(page, module);
  if (before > 0) await expect.poll(() => markers.count()).toBeLessThan(before);
  else await expect(page.locator('[data-island-content]').first()).toBeAttached();
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
