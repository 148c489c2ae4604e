import { CHAT_CONTINUATION_KEY, chatConversationKept } from '@clinic/contracts/chat-continuation';
import { CHAT_PANEL_PARTS } from '@clinic/contracts/chat-panel-parts';
import { ISLAND_ATTRIBUTE } from '@clinic/contracts/islands';
import { readTabStorage } from '@/lib/tab-storage';

/** The launcher's class, styled by the page template's base styles (src/index.html). */
export const LAUNCHER_CLASS = 'chat-launcher';

const part = (name: keyof typeof CHAT_PANEL_PARTS) => `[${CHAT_PANEL_PARTS[name]}]`;

/**
 * The chat panel's copy in a prerendered page, inside the launcher's island marker (the widget keeps its closed
 * panel in the page, hidden, so the snapshot carries it). Only the server's copy is found: once the widget has taken
 * over, the marker is gone and the panel is the widget's own.
 */
function copyAround(target: Element | null) {
  const marker = target?.closest(`[${ISLAND_ATTRIBUTE}]`);
  const panel = marker?.querySelector<HTMLElement>(part('panel'));
  const launcher = marker?.querySelector<HTMLButtonElement>(`.${LAUNCHER_CLASS}`);
  return marker && panel && launcher ? { marker, panel, launcher } : undefined;
}

const field = (panel: HTMLElement, name: 'consent' | 'message') => panel.querySelector<HTMLInputElement>(part(name));

/** The spec's rule, on the copy's own elements: no message without consent, and no sending a blank one. */
function applyConsent(panel: HTMLElement) {
  const consent = field(panel, 'consent');
  const message = field(panel, 'message');
  const send = panel.querySelector<HTMLButtonElement>(part('send'));
  if (!consent || !message || !send) return;
  message.disabled = !consent.checked;
  send.disabled = !consent.checked || message.value.trim() === '';
}

function show(copy: NonNullable<ReturnType<typeof copyAround>>, open: boolean) {
  copy.panel.hidden = !open;
  copy.launcher.setAttribute('aria-expanded', String(open));
  if (!open) {
    copy.launcher.focus();
    return;
  }
  // As the widget does on opening: the consent box, or the message once consent is given.
  const consent = field(copy.panel, 'consent');
  (consent?.checked ? field(copy.panel, 'message') : consent)?.focus();
}

/**
 * Opens the page's copy of the chat panel the moment the launcher is pressed, while the widget starts behind it
 * (its island boots on that press: app/islands), unless the tab holds a conversation already, which the widget
 * shows once started. The visitor can tick the consent and type meanwhile; the close
 * button and Escape close it. What they entered, and the focus, are handed over to the widget (region-handover.ts);
 * a press on Send, or Enter, is held by the islands runtime and done again in the widget. Plain DOM, in the page's
 * first script: the press is answered before any of the chat's code has run.
 */
export function enhanceChatPanelCopy(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const copy = copyAround(target);
    if (!copy) return;
    // The copy shows a new conversation's greeting: where the tab holds one already, the widget opens it instead.
    if (target?.closest(`.${LAUNCHER_CLASS}`)) {
      if (!chatConversationKept(readTabStorage(CHAT_CONTINUATION_KEY))) show(copy, true);
    } else if (target?.closest(part('close'))) show(copy, false);
  });
  doc.addEventListener('keydown', (event) => {
    const copy = event.key === 'Escape' ? copyAround(event.target as Element) : undefined;
    if (copy && !copy.panel.hidden && copy.panel.contains(event.target as Node)) show(copy, false);
  });
  const onEntry = (event: Event) => {
    const copy = copyAround(event.target as Element);
    if (copy) applyConsent(copy.panel);
  };
  doc.addEventListener('input', onEntry);
  doc.addEventListener('change', onEntry);
}

/** Whether the page's copy of the panel is open: the widget then starts open, as already shown. */
export function chatPanelCopyIsOpen(doc: Document = document): boolean {
  const panel = doc.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}] ${part('panel')}`);
  return panel !== null && !panel.hidden;
}
