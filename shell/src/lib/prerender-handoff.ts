import { LOADING_INDICATOR_ATTRIBUTE } from '@clinic/ui';
import { REMOTE_TIME_LIMIT_MS } from './remote-loading';

/**
 * Pages are served with a prerendered snapshot of their content (see scripts/prerender.ts), painted before any
 * JavaScript runs. The app renders beside it, hidden, and takes its place once the page's own content is there,
 * so the visitor never sees the page empty or jump, and keeps their place and focus.
 */
// Longer than a remote's time limit: a hanging remote's region goes from the snapshot straight to its fallback,
// never to a spinner in between.
const READY_TIMEOUT_MS = REMOTE_TIME_LIMIT_MS + 2000;

function markAppReady() {
  document.documentElement.dataset.appReady = 'true';
}

function pageContentIsReady(app: HTMLElement): boolean {
  const main = app.querySelector('main');
  return Boolean(main?.querySelector('h1')) && !main?.querySelector(`[${LOADING_INDICATOR_ATTRIBUTE}]`);
}

/** Child indexes from `ancestor` down to `element`. */
function pathTo(element: Element, ancestor: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== ancestor; node = node.parentElement) {
    if (!node.parentElement) return [];
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function elementAt(root: Element, path: readonly number[]): Element | undefined {
  return path.reduce<Element | undefined>((node, index) => node?.children[index], root);
}

/** Calls `onReady` once the app's page content has rendered inside `app`, or after a timeout. */
function whenPageContentReady(app: HTMLElement, onReady: () => void) {
  const finish = () => {
    observer.disconnect();
    clearTimeout(timer);
    onReady();
  };
  const observer = new MutationObserver(() => {
    if (pageContentIsReady(app)) finish();
  });
  observer.observe(app, { childList: true, subtree: true });
  const timer = setTimeout(finish, READY_TIMEOUT_MS);
}

type Entry = HTMLInputElement | HTMLTextAreaElement;

/**
 * Copies what the visitor typed or ticked in the snapshot's fields to the same fields in the app (same place, same
 * kind), so nothing entered before the app took over is lost. The app's fields still start empty: only changed
 * ones are copied.
 */
function carryEntries(snapshot: HTMLElement, app: HTMLElement) {
  for (const entry of snapshot.querySelectorAll<Entry>('input, textarea')) {
    const changed =
      entry instanceof HTMLInputElement && (entry.type === 'radio' || entry.type === 'checkbox')
        ? entry.checked !== entry.defaultChecked
        : entry.value !== entry.defaultValue;
    if (!changed) continue;
    const target = elementAt(app, pathTo(entry, snapshot));
    if (!target || target.tagName !== entry.tagName || (target as Entry).type !== entry.type) continue;
    if (entry instanceof HTMLInputElement && (entry.type === 'radio' || entry.type === 'checkbox')) {
      (target as HTMLInputElement).checked = entry.checked;
    } else {
      (target as Entry).value = entry.value;
    }
  }
}

/** Swaps the snapshot for the app, moving focus to the same place if the visitor had already tabbed in. */
function revealApp(snapshot: HTMLElement, app: HTMLElement) {
  const active = document.activeElement;
  const focusPath = active && active !== snapshot && snapshot.contains(active) ? pathTo(active, snapshot) : undefined;
  carryEntries(snapshot, app);
  snapshot.remove();
  app.hidden = false;
  if (focusPath) (elementAt(app, focusPath) as HTMLElement | undefined)?.focus?.();
  markAppReady();
}

/** The element React renders into: #root itself, or a hidden sibling while #root holds a snapshot. */
export function prepareAppContainer(root: HTMLElement): HTMLElement {
  if (root.dataset.prerendered !== 'true') {
    whenPageContentReady(root, markAppReady);
    return root;
  }
  const app = document.createElement('div');
  app.id = 'app';
  app.hidden = true;
  root.after(app);
  whenPageContentReady(app, () => revealApp(root, app));
  return app;
}
