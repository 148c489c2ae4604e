import { ISLAND_ATTRIBUTE, ISLAND_BOOT_ATTRIBUTE } from '@clinic/contracts/islands';
import { showSubmitBusy, whenIdle, whenOnScreen } from '@clinic/ui/behaviours';

/** What the visitor did in a region before it had booted, done again on the same element once it has. */
export interface PendingActivation {
  /** The button pressed. */
  press?: HTMLButtonElement;
  /** The form submitted (Enter in a field). */
  submit?: HTMLFormElement;
}

export type BootIsland = (marker: HTMLElement, pending: PendingActivation) => void;

// The first sign of the visitor reaching for a region: the pointer over it, a touch, focus or a key inside.
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
// Boot a little before a 'visible' region scrolls in.
const VISIBLE_MARGIN = '200px';

/** Calls `seen` with each marker the first time its content comes within `rootMargin` of the viewport. */
function whenSeen(markers: readonly HTMLElement[], rootMargin: string, seen: (marker: HTMLElement) => void) {
  // A display: contents marker has no box of its own: watch its first child.
  const boxes = markers.flatMap((marker) => marker.firstElementChild ?? []);
  whenOnScreen(
    boxes,
    (box) => {
      const marker = markerOf(box);
      if (marker) seen(marker);
    },
    { rootMargin },
  );
}

export function markerOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`) : null;
}

/** A region that boots only when one of its buttons is pressed (IslandBoot 'press'). */
const bootsOnPress = (marker: HTMLElement) => marker.getAttribute(ISLAND_BOOT_ATTRIBUTE) === 'press';

/**
 * Boots each island of the page once: on the visitor's first intent inside it or, once it is on screen, when the
 * browser is next idle (so that a region the visitor scrolls to is live before their first press there, whose
 * answer would otherwise wait behind the boot); (boot="visible") as it nears the viewport; or (boot="press") when
 * one of its buttons is pressed. Until a region has booted its server HTML is live:
 * fields take typing (carried over at the handover), links work, and a button press or a form submission is held
 * (never sent natively; a form shows its sending state meanwhile) and done again once booted. Returns a function that boots a region at once (still only once).
 */
export function watchIslands(boot: BootIsland, doc: Document = document): (marker: HTMLElement) => void {
  const started = new WeakMap<HTMLElement, PendingActivation>();
  const start = (marker: HTMLElement): PendingActivation => {
    let pending = started.get(marker);
    if (!pending) {
      pending = {};
      started.set(marker, pending);
      boot(marker, pending);
    }
    return pending;
  };

  for (const type of INTENT_EVENTS) {
    doc.addEventListener(
      type,
      (event) => {
        const marker = markerOf(event.target);
        if (marker && !bootsOnPress(marker)) start(marker);
      },
      { capture: true, passive: true },
    );
  }
  doc.addEventListener(
    'click',
    (event) => {
      const marker = markerOf(event.target);
      const button = (event.target as Element | null)?.closest?.('button');
      if (!marker || !button || !marker.contains(button)) return;
      event.preventDefault();
      start(marker).press = button;
      // A form's first submit answers at once: its button reads 'Sending...' until the island sends it.
      if (button.type === 'submit' && button.form) showSubmitBusy(button.form);
    },
    { capture: true },
  );
  doc.addEventListener(
    'submit',
    (event) => {
      const marker = markerOf(event.target);
      if (!marker) return;
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      start(marker).submit = form;
      showSubmitBusy(form);
    },
    { capture: true },
  );

  // The visitor may already be in a region: this script runs after the page has painted.
  const alreadyIn = markerOf(doc.activeElement);
  if (alreadyIn && !bootsOnPress(alreadyIn)) start(alreadyIn);

  // A browser without IntersectionObserver boots regions on intent alone.
  if (typeof IntersectionObserver === 'undefined') return start;
  const markers = [...doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  const bootsWhenVisible = (marker: HTMLElement) => marker.getAttribute(ISLAND_BOOT_ATTRIBUTE) === 'visible';
  // 'visible' regions a little before they scroll in; a form once it is on screen (not before: below the first
  // screen, a page's load never pays for it), when the browser is next idle.
  whenSeen(markers.filter(bootsWhenVisible), VISIBLE_MARGIN, start);
  whenSeen(
    markers.filter((marker) => !bootsWhenVisible(marker) && !bootsOnPress(marker)),
    '0px',
    (marker) => whenIdle(() => start(marker)),
  );
  return start;
}
