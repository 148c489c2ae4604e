/**
 * The one script of a prerendered page (scripts/prerender.ts), built without Module Federation (a few KB). The
 * page's HTML stays the page: this wires the header menus, the plain-DOM behaviours of @clinic/ui (filterable
 * lists, disclosures) and the page's copy of the chat panel, and boots each interactive region (island) on its own
 * when the visitor reaches for it. The federation runtime, React and the regions' code are fetched ahead without
 * running (prefetch-island-code.ts) and run only then, with the island host (src/island-host-entry.ts,
 * app/islands/boot-island.tsx).
 */
import { enhanceConditionalReveals, enhanceDisclosures, enhanceFilterableLists } from '@clinic/ui/behaviours';
import { CHAT_LAUNCHER_ISLAND, SHELL_ISLAND_REMOTES } from './app/islands/island-names';
import { enhanceChatPanelCopy } from './features/chat-launcher/lib/chat-panel-copy';
import { continueChat } from './features/islands/lib/continue-chat';
import { pressEarlyPressesAgain } from './features/islands/lib/early-presses';
import { watchIslands } from './features/islands/lib/island-triggers';
import { loadIslandHost } from './features/islands/lib/load-island-host';
import { prefetchIslandCode } from './features/islands/lib/prefetch-island-code';
import { enhanceMenus } from './features/navigation/lib/menu-disclosures';
import { logger } from './lib/logger';

enhanceMenus(document);
enhanceFilterableLists(document);
enhanceDisclosures(document);
enhanceConditionalReveals(document);
enhanceChatPanelCopy(document);
const bootNow = watchIslands((marker, pending) => {
  loadIslandHost()
    .then(({ bootIsland }) => bootIsland(marker, pending))
    .catch((error: unknown) => logger.error('An island could not start', error));
}, document);
continueChat(bootNow, CHAT_LAUNCHER_ISLAND);
// A remote's island renders its own module; the shell's render the remote modules they name.
prefetchIslandCode(document, (module) => SHELL_ISLAND_REMOTES[module] ?? [module]);
document.documentElement.dataset.appReady = 'true';
// What was pressed before this script ran (boot.js held it) is pressed again now that it is wired.
pressEarlyPressesAgain();
