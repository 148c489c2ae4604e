/**
 * The one script of a prerendered page (scripts/prerender.ts), built without Module Federation (a few KB). The
 * page's HTML stays the page: this wires the header menus and the plain-DOM behaviours of @clinic/ui (filterable
 * lists, disclosures), and boots each interactive region (island) on its own when
 * the visitor reaches for it. The federation runtime, React and the regions' code load only then, with the island
 * host (src/island-host.ts, app/islands/boot-island.tsx).
 */
import { enhanceConditionalReveals, enhanceDisclosures, enhanceFilterableLists } from '@clinic/ui/behaviours';
import { CHAT_LAUNCHER_ISLAND } from './app/islands/island-names';
import { continueChat } from './features/islands/lib/continue-chat';
import { takeEarlyPresses } from './features/islands/lib/early-presses';
import { loadIslandHost } from './features/islands/lib/island-host';
import { markerOf, watchIslands } from './features/islands/lib/island-triggers';
import { enhanceMenus } from './features/navigation/lib/menu-disclosures';
import { logger } from './lib/logger';

const earlyPresses = takeEarlyPresses();
enhanceMenus(document);
enhanceFilterableLists(document);
enhanceDisclosures(document);
enhanceConditionalReveals(document);
const bootNow = watchIslands(
  (marker, pending) => {
    loadIslandHost()
      .then(({ bootIsland }) => bootIsland(marker, pending))
      .catch((error: unknown) => logger.error('An island could not start', error));
  },
  document,
  earlyPresses,
);
continueChat(bootNow, CHAT_LAUNCHER_ISLAND);
document.documentElement.dataset.appReady = 'true';
// A menu or disclosure pressed before this script ran (boot.js held the press) opens now that it is wired.
for (const button of earlyPresses) if (!markerOf(button)) button.click();
