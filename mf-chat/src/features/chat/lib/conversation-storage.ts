import {
  CHAT_CONTINUATION_KEY,
  parseChatContinuation,
  serializeChatContinuation,
  type ChatContinuation,
} from '@clinic/contracts';

export type KeptConversation = Omit<ChatContinuation, 'version'>;

/** The tab's sessionStorage; undefined where the browser refuses storage (reading the property throws then). */
function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The conversation this tab kept from an earlier page, if any is readable. */
export function loadConversation(): ChatContinuation | undefined {
  try {
    return parseChatContinuation(tabStorage()?.getItem(CHAT_CONTINUATION_KEY) ?? null);
  } catch {
    return undefined;
  }
}

/**
 * Keeps the conversation for the tab's next page, or forgets it (undefined). Where storage is refused or full the
 * chat still works on this page; an older copy is removed rather than left to come back.
 */
export function saveConversation(conversation: KeptConversation | undefined): void {
  const storage = tabStorage();
  if (!storage) return;
  try {
    if (conversation) storage.setItem(CHAT_CONTINUATION_KEY, serializeChatContinuation(conversation));
    else storage.removeItem(CHAT_CONTINUATION_KEY);
  } catch {
    try {
      storage.removeItem(CHAT_CONTINUATION_KEY);
    } catch {
      // Storage refused altogether: nothing is kept.
    }
  }
}
