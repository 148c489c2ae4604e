import { CHAT_CONTINUATION_KEY, parseChatContinuation } from '@clinic/contracts';
import { useEffect, useState } from 'react';
import { readTabStorage } from '@/lib/tab-storage';

/** Open when the chat was left open on the tab's previous page (the widget keeps that with the conversation). */
const leftOpen = () => (parseChatContinuation(readTabStorage(CHAT_CONTINUATION_KEY))?.open ? true : undefined);

/**
 * The panel's open state (undefined until first opened), starting as the tab left it (or open, when the page's copy
 * of the panel is: `openedByPage`), and a key for the widget.
 * When the browser shows this page again from its back/forward cache, the conversation may have gone on on other
 * pages meanwhile: the state is read again and the key changes, so the widget reads the conversation again too.
 */
export function useKeptPanelState(openedByPage = false) {
  const [open, setOpen] = useState<boolean | undefined>(() => (openedByPage ? true : leftOpen()));
  const [widgetKey, setWidgetKey] = useState(0);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setOpen((was) => leftOpen() ?? (was === undefined ? undefined : false));
      setWidgetKey((key) => key + 1);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  return { open, setOpen, widgetKey };
}
