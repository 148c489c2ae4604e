/**
 * Islands. A prerendered page stays the page: its static content is never rendered again in the browser. Each
 * interactive region is marked in the page, and the shell boots it on its own, from the module the marker names.
 * Remotes mark their own regions with @clinic/ui's <Island>; the shell marks the regions it owns the same way.
 */
/** The module that renders the region: '<container>/<expose>' for a remote's expose, 'shell/<name>' for the shell's. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The module's props, as JSON: an island's props are plain data. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** When the region boots (IslandBoot); absent means 'interaction'. */
export const ISLAND_BOOT_ATTRIBUTE = 'data-island-boot';

/**
 * 'interaction': on the visitor's first pointer, touch, focus or key inside the region (a form), or once it is in
 *   view and the browser is idle, so that it is live before the visitor's first press there.
 * 'visible': once the region scrolls into view (live data shown in the page).
 * 'press': when one of its buttons is pressed, and not before: the page's script answers that press itself while
 * the region starts (the chat's launcher opens the page's copy of the panel).
 */
export type IslandBoot = 'interaction' | 'visible' | 'press';

/** The module name an island marker carries for a remote's expose. */
export function islandModule(container: string, expose: string): string {
  return `${container}/${expose}`;
}
