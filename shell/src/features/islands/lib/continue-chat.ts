import { CHAT_CONTINUATION_KEY, chatPanelWasOpen } from '@clinic/contracts/chat-continuation';
import { ISLAND_ATTRIBUTE } from '@clinic/contracts/islands';
import { readTabStorage } from '@/lib/tab-storage';

/**
 * A chat left open on the tab's previous page continues on this one: its island (`module`) boots at once rather than
 * on first use. Pages of visitors who never opened the chat find no key and boot nothing. A page prerendered by the
 * speculation rules waits until it is shown, when the tab's storage holds the conversation as the visitor left it. A
 * page the browser shows again from its back/forward cache checks again: the chat may have been opened elsewhere.
 */
export function continueChat(bootNow: (marker: HTMLElement) => void, module: string, doc: Document = document) {
  const check = () => {
    const launcher = doc.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${module}"]`);
    if (launcher && chatPanelWasOpen(readTabStorage(CHAT_CONTINUATION_KEY))) bootNow(launcher);
  };
  if ((doc as Document & { prerendering?: boolean }).prerendering) {
    doc.addEventListener('prerenderingchange', check, { once: true });
  } else {
    check();
  }
  doc.defaultView?.addEventListener('pageshow', (event) => {
    if (event.persisted) check();
  });
}
