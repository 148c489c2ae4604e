import { CLOSED_LABEL_ATTRIBUTE, MENU_TRIGGER_ATTRIBUTE, OPEN_LABEL_ATTRIBUTE } from './menu-markup';

/** On the root (or, for a document, its `<html>`) while `enhanceMenus` runs there, so a second call adds nothing. */
const ENHANCED_ATTRIBUTE = 'data-menus-enhanced';
const TRIGGER_SELECTOR = `[${MENU_TRIGGER_ATTRIBUTE}]`;
const OPEN_TRIGGER_SELECTOR = `${TRIGGER_SELECTOR}[aria-expanded="true"]`;

/**
 * The nearest element with the trigger's `aria-controls` id, not the document's first: while the prerendered copy
 * and the app's copy of the header are both in the page, each trigger still finds its own panel.
 */
function panelOf(trigger: HTMLElement): HTMLElement | null {
  const id = trigger.getAttribute('aria-controls');
  for (let scope = trigger.parentElement; id && scope; scope = scope.parentElement) {
    const panel = scope.querySelector<HTMLElement>(`[id="${id}"]`);
    if (panel) return panel;
  }
  return null;
}

function setOpen(trigger: HTMLElement, open: boolean) {
  trigger.setAttribute('aria-expanded', String(open));
  const label = trigger.getAttribute(open ? OPEN_LABEL_ATTRIBUTE : CLOSED_LABEL_ATTRIBUTE);
  if (label !== null) trigger.setAttribute('aria-label', label);
  const panel = panelOf(trigger);
  if (panel) panel.hidden = !open;
}

function openTriggers(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(OPEN_TRIGGER_SELECTOR)];
}

/** Whether a node is the trigger, or inside it or the panel it controls. */
function holds(trigger: HTMLElement, node: Node): boolean {
  return trigger.contains(node) || Boolean(panelOf(trigger)?.contains(node));
}

/** Closes every open menu under the root (a page change that came from no menu link, such as Back). */
export function closeMenus(root: ParentNode) {
  for (const trigger of openTriggers(root)) setOpen(trigger, false);
}

/**
 * Runs the header's menus on markup built with `menuTriggerProps`: a trigger toggles its panel and closes any
 * other, a link chosen inside a panel closes them all, Escape inside an open menu closes it and returns focus to
 * its trigger, and a pointerdown outside an open menu closes it. One delegated listener per event, so it works on
 * prerendered HTML as well as on React's. Returns the cleanup.
 */
export function enhanceMenus(root: Element | Document): () => void {
  const ownerDocument = 'documentElement' in root ? root : root.ownerDocument;
  const marked = 'documentElement' in root ? root.documentElement : root;
  if (marked.hasAttribute(ENHANCED_ATTRIBUTE)) return () => {};
  marked.setAttribute(ENHANCED_ATTRIBUTE, '');

  const onClick = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const trigger = event.target.closest<HTMLElement>(TRIGGER_SELECTOR);
    if (trigger && root.contains(trigger)) {
      // A root enhanced inside another (the header inside the document) has already toggled this click.
      if (event.defaultPrevented) return;
      event.preventDefault();
      const opening = trigger.getAttribute('aria-expanded') !== 'true';
      closeMenus(root);
      if (opening) setOpen(trigger, true);
      return;
    }
    const link = event.target.closest('a');
    if (link && openTriggers(root).some((open) => holds(open, link))) closeMenus(root);
  };

  const onKeyDown = (event: Event) => {
    if (!(event instanceof KeyboardEvent) || event.key !== 'Escape' || !(event.target instanceof Node)) return;
    const target = event.target;
    const trigger = openTriggers(root).find((open) => holds(open, target));
    if (!trigger) return;
    setOpen(trigger, false);
    trigger.focus();
  };

  // On the document: a press anywhere outside the header must close its menus too.
  const onPointerDown = (event: PointerEvent) => {
    if (!(event.target instanceof Node)) return;
    const target = event.target;
    for (const trigger of openTriggers(root)) if (!holds(trigger, target)) setOpen(trigger, false);
  };

  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  ownerDocument.addEventListener('pointerdown', onPointerDown);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
    ownerDocument.removeEventListener('pointerdown', onPointerDown);
    marked.removeAttribute(ENHANCED_ATTRIBUTE);
  };
}
