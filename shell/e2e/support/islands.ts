import { expect, type Page } from '@playwright/test';

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

/** Reaches for an island and waits until the booted region (or its fallback) has taken the server markup's place. */
export async function bootIsland(page: Page, module: string) {
  const markers = page.locator(marker(module));
  const before = await markers.count();
  expect(before).toBeGreaterThan(0);
  await reachFor(page, module);
  await expect(markers).toHaveCount(before - 1);
}

/** The island markers still waiting in the page for `module` (booted ones have gone). */
export function islandMarkers(page: Page, module: string) {
  return page.locator(marker(module));
}
