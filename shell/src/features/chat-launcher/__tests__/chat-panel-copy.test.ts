import { CHAT_CONTINUATION_KEY } from '@clinic/contracts/chat-continuation';
import { CHAT_PANEL_PARTS } from '@clinic/contracts/chat-panel-parts';
import { ISLAND_ATTRIBUTE } from '@clinic/contracts/islands';
import { fireEvent } from '@testing-library/react';
import { chatPanelCopyIsOpen, enhanceChatPanelCopy, LAUNCHER_CLASS } from '../lib/chat-panel-copy';

const PANEL = `<section ${CHAT_PANEL_PARTS.panel} role="dialog" hidden>
  <button type="button" aria-label="Close chat" ${CHAT_PANEL_PARTS.close}></button>
  <p>Hello!</p>
  <input type="checkbox" name="consent" ${CHAT_PANEL_PARTS.consent}>
  <form><input name="message" ${CHAT_PANEL_PARTS.message} disabled><button type="submit" ${CHAT_PANEL_PARTS.send} disabled>Send</button></form>
</section>`;
const LAUNCHER = `<button type="button" class="${LAUNCHER_CLASS}" aria-expanded="false">Chat</button>`;

// One listener set for the file: each test gets a fresh page under it.
beforeAll(() => enhanceChatPanelCopy(document));

function page({ inMarker = true } = {}) {
  document.body.innerHTML = inMarker
    ? `<div ${ISLAND_ATTRIBUTE}="shell/chat-launcher">${LAUNCHER}${PANEL}</div>`
    : `${LAUNCHER}${PANEL}`;
  const get = <T extends HTMLElement>(name: keyof typeof CHAT_PANEL_PARTS) =>
    document.querySelector<T>(`[${CHAT_PANEL_PARTS[name]}]`)!;
  return {
    launcher: document.querySelector<HTMLButtonElement>(`.${LAUNCHER_CLASS}`)!,
    panel: get('panel'),
    consent: get<HTMLInputElement>('consent'),
    message: get<HTMLInputElement>('message'),
    send: get<HTMLButtonElement>('send'),
    close: get<HTMLButtonElement>('close'),
  };
}

it("opens the page's copy of the panel at the launcher's press, with the focus on the consent box", () => {
  const { launcher, panel, consent } = page();
  expect(chatPanelCopyIsOpen()).toBe(false);
  fireEvent.click(launcher);
  expect(panel.hidden).toBe(false);
  expect(launcher).toHaveAttribute('aria-expanded', 'true');
  expect(consent).toHaveFocus();
  expect(chatPanelCopyIsOpen()).toBe(true);
});

it('lets the visitor tick and type: the message once consent is ticked, send once it is not blank', () => {
  const { launcher, consent, message, send } = page();
  fireEvent.click(launcher);
  consent.checked = true;
  fireEvent.change(consent);
  expect(message).toBeEnabled();
  expect(send).toBeDisabled();
  fireEvent.input(message, { target: { value: '   ' } });
  expect(send).toBeDisabled();
  fireEvent.input(message, { target: { value: 'What is sciatica?' } });
  expect(send).toBeEnabled();
  consent.checked = false;
  fireEvent.change(consent);
  expect(message).toBeDisabled();
  expect(send).toBeDisabled();
});

it('closes with its close button or Escape, giving the focus back to the launcher', () => {
  const { launcher, panel, consent, close } = page();
  fireEvent.click(launcher);
  fireEvent.click(close);
  expect(panel.hidden).toBe(true);
  expect(launcher).toHaveAttribute('aria-expanded', 'false');
  expect(launcher).toHaveFocus();

  fireEvent.click(launcher);
  fireEvent.keyDown(consent, { key: 'Escape' });
  expect(panel.hidden).toBe(true);
  expect(launcher).toHaveFocus();
});

it('stands aside where the tab holds a conversation already: the widget shows it once started', () => {
  window.sessionStorage.setItem(CHAT_CONTINUATION_KEY, JSON.stringify({ version: 1, open: false }));
  const { launcher, panel } = page();
  fireEvent.click(launcher);
  expect(panel.hidden).toBe(true);
  window.sessionStorage.clear();
});

it("leaves the widget's own panel alone once the island has taken over (no marker around it)", () => {
  const { launcher, panel } = page({ inMarker: false });
  fireEvent.click(launcher);
  expect(panel.hidden).toBe(true);
  expect(launcher).toHaveAttribute('aria-expanded', 'false');
});
