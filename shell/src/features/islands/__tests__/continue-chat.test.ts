import { CHAT_CONTINUATION_KEY, ISLAND_ATTRIBUTE } from '@clinic/contracts';
import { continueChat } from '../lib/continue-chat';

const LAUNCHER = 'shell/chat-launcher';
const keep = (fields: Record<string, unknown>) =>
  window.sessionStorage.setItem(
    CHAT_CONTINUATION_KEY,
    JSON.stringify({ version: 1, open: true, consented: true, sessionId: 'abcdef12-3456', messages: [], ...fields }),
  );

/** A page with the chat launcher island, and the islands booted at once. */
function page() {
  document.body.innerHTML = `<p>Text</p><div ${ISLAND_ATTRIBUTE}="${LAUNCHER}"><button type="button">Chat</button></div>`;
  const booted: HTMLElement[] = [];
  return { booted, bootNow: (marker: HTMLElement) => booted.push(marker) };
}

afterEach(() => {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
  delete (document as { prerendering?: boolean }).prerendering;
});

it('boots the chat launcher at once when the tab left the chat open', () => {
  keep({ open: true });
  const { booted, bootNow } = page();
  continueChat(bootNow, LAUNCHER);
  expect(booted).toEqual([document.querySelector(`[${ISLAND_ATTRIBUTE}="${LAUNCHER}"]`)]);
});

it.each([
  ['nothing was kept', undefined],
  ['the chat was left closed', { open: false }],
  ['the kept data is of another version', { version: 2 }],
])('boots nothing when %s', (_case, fields) => {
  if (fields) keep(fields);
  const { booted, bootNow } = page();
  continueChat(bootNow, LAUNCHER);
  expect(booted).toEqual([]);
});

it('boots nothing where the browser refuses storage', () => {
  keep({ open: true });
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
  const { booted, bootNow } = page();
  expect(() => continueChat(bootNow, LAUNCHER)).not.toThrow();
  expect(booted).toEqual([]);
});

it('waits until a prerendered page is shown', () => {
  keep({ open: true });
  Object.defineProperty(document, 'prerendering', { configurable: true, value: true });
  const { booted, bootNow } = page();
  continueChat(bootNow, LAUNCHER);
  expect(booted).toEqual([]);
  document.dispatchEvent(new Event('prerenderingchange'));
  expect(booted).toHaveLength(1);
});

it('checks again when the browser shows the page from its back/forward cache', () => {
  const { booted, bootNow } = page();
  continueChat(bootNow, LAUNCHER);
  keep({ open: true });
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
  expect(booted).toEqual([]);
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
  expect(booted).toHaveLength(1);
});
