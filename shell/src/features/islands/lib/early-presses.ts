/** Where public/boot.js holds the buttons pressed before the page script started (see there). */
export const EARLY_PRESSES_GLOBAL = '__clinicEarlyPresses';

declare global {
  interface Window {
    [EARLY_PRESSES_GLOBAL]?: HTMLButtonElement[];
  }
}

/** The presses boot.js held, in order, each handed out once. */
export function takeEarlyPresses(doc: Document = document): HTMLButtonElement[] {
  return doc.defaultView?.[EARLY_PRESSES_GLOBAL]?.splice(0) ?? [];
}

/**
 * Presses again, in order, the buttons pressed before the page script started, once it has wired them (and marked
 * the page ready, so boot.js holds them no more): a menu opens, a region boots and has its press done again.
 */
export function pressEarlyPressesAgain(doc: Document = document): void {
  for (const button of takeEarlyPresses(doc)) button.click();
}
