import type { ChatWidgetProps } from '@clinic/contracts';
import { useEffect, useState } from 'react';
import { useChatConversation } from '../hooks/use-chat-conversation';
import { useKeptConversation } from '../hooks/use-kept-conversation';
import { loadConversation } from '../lib/conversation-storage';
import { ChatPanel } from './chat-panel';

/**
 * The chat widget behind the shell's launcher. It stays mounted while the panel is closed, and so does the panel,
 * hidden, so the conversation, the consent and the draft survive closing and reopening, and a prerendered page
 * carries the panel for the shell to open at once (CHAT_PANEL_PARTS). The tab keeps the conversation, the consent and whether
 * the panel was open, so they continue on the next page; a new tab starts a new conversation.
 */
export function ChatAssistant({ currentPath, open, alreadyShown = false, onClose }: ChatWidgetProps) {
  const [kept] = useState(loadConversation);
  const { messages, busy, send, resume, sessionId } = useChatConversation(kept);
  const [consented, setConsented] = useState(kept?.consented ?? false);
  const [draft, setDraft] = useState('');
  // The panel was open on the previous page and still is, or the page's copy of it is on screen: it stays where the
  // visitor left it, focus included.
  const [continued, setContinued] = useState(() => open && (kept?.open === true || alreadyShown));
  useKeptConversation({ open, consented, sessionId, messages });

  useEffect(() => {
    // The visitor left the previous page before its answer came: it is asked again here (with consent, as it was).
    if (kept?.consented) resume(currentPath);
    // Once, on the page's first render: later questions are sent as the visitor asks them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <ChatPanel
      open={open}
      messages={messages}
      busy={busy}
      continued={continued}
      consented={consented}
      onConsentChange={setConsented}
      draft={draft}
      onDraftChange={setDraft}
      onSend={() => {
        setDraft('');
        void send(draft, currentPath);
      }}
      onClose={() => {
        setContinued(false);
        onClose();
      }}
    />
  );
}
