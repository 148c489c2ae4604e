import { LOADING_INDICATOR_ATTRIBUTE } from '@clinic/ui';
import { counterpart } from './counterparts';
import { REMOTE_TIME_LIMIT_MS } from '@/lib/remote-loading';

/**
 * Swapping server HTML for what the app rendered beside it, hidden: the whole page (page-handover.ts) or one island
 * (island-handover.ts). The visitor never sees the region empty or jump, and keeps what they typed and where
 * their focus was.
 */
// Longer than a remote's time limit: a hanging remote's region goes from the server copy straight to its fallback,
// never to a spinner in between.
const READY_TIMEOUT_MS = REMOTE_TIME_LIMIT_MS + 2000;

/** Whether a region holds rendered content that is no longer loading. */
export function regionHasContent(region: Element): boolean {
  return region.childElementCount > 0 && !region.querySelector(`[${LOADING_INDICATOR_ATTRIBUTE}]`);
}

/** Whether every element matching `selector` under `root` (the remote slots' regions) has rendered its content. */
export function regionsHaveContent(root: Element, selector: string): boolean {
  return [...root.querySelectorAll(selector)].every(regionHasContent);
}

/** Calls `onReady` once `isReady(region)` holds after a change inside it, or after a timeout. */
export function whenRegionReady(region: HTMLElement, isReady: (region: HTMLElement) => boolean, onReady: () => void) {
  const finish = () => {
    observer.disconnect();
    clearTimeout(timer);
    onReady();
  };
  const observer = new MutationObserver(() => {
    if (isReady(region)) finish();
  });
  observer.observe(region, { childList: true, subtree: true });
  const timer = setTimeout(finish, READY_TIMEOUT_MS);
}

type Entry = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isToggle = (entry: Entry): entry is HTMLInputElement =>
  entry instanceof HTMLInputElement && (entry.type === 'radio' || entry.type === 'checkbox');

/** Sets a field's value the way typing or choosing does, so the app's own change handlers see it (not only the DOM). */
function typeInto(field: Entry, value: string) {
  const prototype = Object.getPrototypeOf(field) as Entry;
  // The prototype's setter: React tracks the element's own, and would not report a value set through it as a change.
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function isChanged(entry: Entry): boolean {
  if (isToggle(entry)) return entry.checked !== entry.defaultChecked;
  if (entry instanceof HTMLSelectElement)
    return [...entry.options].some((option) => option.selected !== option.defaultSelected);
  return entry.value !== entry.defaultValue;
}

/**
 * Enters what the visitor typed or ticked in the server's fields into the same fields in the app (same place, same
 * kind), as input events, so nothing entered before the app took over is lost and the app reacts to it (a search
 * filters). The app's fields still start empty: only changed ones are carried.
 */
function carryEntries(server: Element, app: Element) {
  for (const entry of server.querySelectorAll<Entry>('input, textarea, select')) {
    if (!isChanged(entry)) continue;
    const target = counterpart(entry, server, app);
    if (!target || target.type !== entry.type) continue;
    if (isToggle(entry)) {
      if ((target as HTMLInputElement).checked !== entry.checked) (target as HTMLInputElement).click();
    } else {
      typeInto(target as Entry, entry.value);
    }
  }
}

export interface Handover {
  /** The server's region, removed. */
  server: HTMLElement;
  /** The app's region, hidden until now, shown in its place. */
  app: HTMLElement;
  /**
   * Where the same content starts on each side, when the app wraps it in elements the server's copy lacks
   * (providers): fields and focus are matched by their place below these.
   */
  serverContent?: Element;
  appContent?: Element;
}

/** Replaces the server's region with the app's, carrying entries and moving focus to the same place. */
export function handOver({ server, app, serverContent = server, appContent = app }: Handover) {
  const active = document.activeElement;
  const focused = active && active !== serverContent ? counterpart(active, serverContent, appContent) : undefined;
  carryEntries(serverContent, appContent);
  server.remove();
  app.hidden = false;
  (focused as HTMLElement | undefined)?.focus?.();
}
