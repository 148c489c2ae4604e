import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '@clinic/contracts';
import { createElement, lazy, startTransition, StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { handOverIsland } from '@/features/islands/lib/island-handover';
import type { PendingActivation } from '@/features/islands/lib/island-triggers';
import { regionHasContent, regionsHaveContent } from '@/features/islands/lib/region-handover';
import { ServerRegionHtml } from '@/features/remote-slots/components/server-region-html';
import { registerRemotesFromManifest } from '@/features/remote-slots/lib/load-remote-module';
import { REMOTE_REGION_ATTRIBUTE } from '@/features/remote-slots/lib/server-html';
import { uncaughtErrorReporting } from '@/lib/failure-reports/uncaught-error-reporting';
import { logger } from '@/lib/logger';
import { AppProvider } from '../provider';
import { islandComponent } from './island-modules';

const SiteToaster = lazy(() => import('@/features/notifications/components/site-toaster'));

// The island's own elements add no box: its content lays out as the server's did.
const LAYOUTLESS = { display: 'contents' } as const;

const REMOTE_REGION = `[${REMOTE_REGION_ATTRIBUTE}]`;

/** Marks where the island's own content starts inside the providers' elements. */
const ISLAND_CONTENT_ATTRIBUTE = 'data-island-content';

function IslandRoot({ serverHtml, children }: { serverHtml?: string; children: ReactNode }) {
  return (
    <StrictMode>
      <AppProvider layoutless>
        <MemoryRouter initialEntries={[window.location.pathname]}>
          <ServerRegionHtml.Provider value={serverHtml}>
            <div {...{ [ISLAND_CONTENT_ATTRIBUTE]: '' }} style={LAYOUTLESS}>
              {children}
            </div>
          </ServerRegionHtml.Provider>
        </MemoryRouter>
      </AppProvider>
    </StrictMode>
  );
}

/** A region's content, below the remote slot's wrapper where there is one (the server's copy may lack it). */
function contentOf(region: Element): Element {
  const only = region.children.length === 1 ? region.firstElementChild : null;
  return only?.hasAttribute(REMOTE_REGION_ATTRIBUTE) ? only : region;
}

/** A container for a React root that is laid out as if it were not there. */
function layoutlessContainer(): HTMLElement {
  const container = document.createElement('div');
  container.style.display = 'contents';
  return container;
}

let rootCount = 0;

/**
 * Options for each island's React root. Each has its own useId prefix: ids must not repeat those of the prerendered
 * page (rendered by one root, from the same counter) or another island's, or labels would point at the wrong element.
 */
function rootOptions() {
  rootCount += 1;
  return { ...uncaughtErrorReporting, identifierPrefix: `island${rootCount}-` };
}

let toasterMounted = false;

/** The site's one toaster, mounted with the first island: forms send their toasts to it. */
function mountToaster() {
  if (toasterMounted) return;
  toasterMounted = true;
  const container = layoutlessContainer();
  document.body.append(container);
  createRoot(container, rootOptions()).render(
    <IslandRoot>
      <Suspense fallback={null}>
        <SiteToaster />
      </Suspense>
    </IslandRoot>,
  );
}

/**
 * Boots one island: renders its module beside the server's markup, hidden, and hands over to it once it has content
 * (features/islands/lib/island-handover.ts).
 */
export function bootIsland(marker: HTMLElement, pending: PendingActivation) {
  const module = marker.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  const Island = islandComponent(module);
  let props: object;
  try {
    props = JSON.parse(marker.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
  } catch (error) {
    logger.error(`Island ${module} has props that are not JSON`, error);
    return;
  }
  if (!Island) {
    logger.error(`Island ${module} names no module the shell knows`);
    return;
  }
  void registerRemotesFromManifest().catch(() => {
    /* the island's remote slot reports its own failure */
  });
  mountToaster();

  // Hidden (no display style yet, which would override `hidden`) until it takes the marker's place.
  const container = document.createElement('div');
  container.hidden = true;
  marker.after(container);
  const root = createRoot(container, rootOptions());
  // A transition lets React yield to the visitor's typing while it builds the region (a long list, a whole form).
  startTransition(() => {
    root.render(<IslandRoot serverHtml={marker.innerHTML}>{createElement(Island, props)}</IslandRoot>);
  });
  const appContent = () => container.querySelector(`[${ISLAND_CONTENT_ATTRIBUTE}]`);
  handOverIsland({
    marker,
    container,
    serverContent: () => contentOf(marker),
    appContent: () => contentOf(appContent() ?? container),
    // Every remote part has rendered too (the chat's widget behind its launcher): the server's copy of it stays
    // until the app's can replace it.
    isReady: () => {
      const content = appContent();
      return content !== null && regionHasContent(contentOf(content)) && regionsHaveContent(content, REMOTE_REGION);
    },
    pending,
  });
}
