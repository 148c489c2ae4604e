import type { ChatWidgetProps } from '@clinic/contracts';
import { useState } from 'react';
import { useChatConversation } from '../hooks/use-chat-conversation';
import { ChatPanel } from './chat-panel';

/**
 * The chat widget behind the shell's launcher. It stays mounted while the panel is closed, so the conversation,
 * the consent and the draft survive closing and reopening; a new widget instance starts a new session.
 */
export function ChatAssistant({ currentPath, open, onClose }: ChatWidgetProps) {
  const { messages, busy, send } = useChatConversation();
  const [consented, setConsented] = useState(false);
  const [draft, setDraft] = useState('');

  if (!open) return null;
  return (
    <ChatPanel
      messages={messages}
      busy={busy}
      consented={consented}
      onConsentChange={setConsented}
      draft={draft}
      onDraftChange={setDraft}
      onSend={() => {
        setDraft('');
        void send(draft, currentPath);
      }}
      onClose={onClose}
    />
  );
}
