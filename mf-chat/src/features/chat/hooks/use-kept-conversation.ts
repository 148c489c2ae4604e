import { useEffect } from 'react';
import { saveConversation, type KeptConversation } from '../lib/conversation-storage';

/**
 * Keeps the conversation in the tab as it changes, so that it continues on the next page (a page change is a full
 * page load). A conversation not yet started (closed, no consent, no message) is not kept.
 */
export function useKeptConversation({ open, consented, sessionId, messages }: KeptConversation) {
  useEffect(() => {
    const started = open || consented || messages.length > 0;
    saveConversation(started ? { open, consented, sessionId, messages } : undefined);
  }, [open, consented, sessionId, messages]);
}
