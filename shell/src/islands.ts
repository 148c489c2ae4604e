/**
 * The one script of a prerendered page (scripts/prerender.ts). The page's HTML stays the page: this wires the header
 * menus and boots each interactive region (island) on its own when the visitor reaches for it. React, the federation
 * runtime's remotes and the regions' code load only then (app/islands/boot-island.tsx).
 */
import { watchIslands } from './features/islands/lib/island-triggers';
import { enhanceMenus } from './features/navigation/lib/menu-disclosures';
import { logger } from './lib/logger';

enhanceMenus(document);
watchIslands((marker, pending) => {
  import('./app/islands/boot-island')
    .then(({ bootIsland }) => bootIsland(marker, pending))
    .catch((error: unknown) => logger.error('An island could not start', error));
});
document.documentElement.dataset.appReady = 'true';
