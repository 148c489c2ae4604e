import { CHAT_LIMITS, CHAT_SESSION_ID_PATTERN } from './chat-api';

/**
 * The chat conversation continues from page to page within one browser tab: the widget keeps it in the tab's
 * sessionStorage under this one key, so it is gone when the tab closes. Never localStorage, a cookie or the server.
 */
export const CHAT_CONTINUATION_KEY = 'clinic-chat';

/** Stored data of any other version is ignored: the chat starts fresh. */
export const CHAT_CONTINUATION_VERSION = 1;

/** Only the newest messages are kept: enough to read back, and far more than the history a question sends. */
export const CHAT_CONTINUATION_MAX_MESSAGES = 50;

/** A message of the conversation, as shown (spec: sender and text). */
export interface ChatContinuationMessage {
  sender: 'user' | 'bot';
  text: string;
}

/** What the tab keeps of the conversation. */
export interface ChatContinuation {
  version: typeof CHAT_CONTINUATION_VERSION;
  /** The panel was open when the visitor left the page. */
  open: boolean;
  consented: boolean;
  sessionId: string;
  /** Oldest first, at most CHAT_CONTINUATION_MAX_MESSAGES. */
  messages: ChatContinuationMessage[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isMessage = (value: unknown): value is ChatContinuationMessage =>
  isRecord(value) && (value.sender === 'user' || value.sender === 'bot') && typeof value.text === 'string';

const isSessionId = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length >= 8 &&
  value.length <= CHAT_LIMITS.sessionIdMaxLength &&
  CHAT_SESSION_ID_PATTERN.test(value);

/** The stored text for a conversation: only the fields above, and only the newest messages. */
export function serializeChatContinuation(state: Omit<ChatContinuation, 'version'>): string {
  const { open, consented, sessionId, messages } = state;
  const kept = messages.slice(-CHAT_CONTINUATION_MAX_MESSAGES).map(({ sender, text }) => ({ sender, text }));
  return JSON.stringify({ version: CHAT_CONTINUATION_VERSION, open, consented, sessionId, messages: kept });
}

/** Reads stored text defensively: anything missing, malformed or of another version gives undefined. */
export function parseChatContinuation(raw: string | null): ChatContinuation | undefined {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? 'null');
  } catch {
    return undefined;
  }
  if (!isRecord(value) || value.version !== CHAT_CONTINUATION_VERSION) return undefined;
  const { open, consented, sessionId, messages } = value;
  if (typeof open !== 'boolean' || typeof consented !== 'boolean' || !isSessionId(sessionId)) return undefined;
  if (!Array.isArray(messages) || !messages.every(isMessage)) return undefined;
  return {
    version: CHAT_CONTINUATION_VERSION,
    open,
    consented,
    sessionId,
    messages: messages.slice(-CHAT_CONTINUATION_MAX_MESSAGES).map(({ sender, text }) => ({ sender, text })),
  };
}

/**
 * Whether the stored conversation left the panel open. The cheap check each page's first script makes to boot the
 * chat at once (the widget then reads everything with parseChatContinuation); anything unreadable counts as closed.
 */
export function chatPanelWasOpen(raw: string | null): boolean {
  return readCheaply(raw)?.open === true;
}

/**
 * Whether the tab holds a conversation at all (open or closed, of this version): the page's copy of the panel, which
 * shows the greeting of a new one, then stands aside for the widget. Cheap, as chatPanelWasOpen.
 */
export function chatConversationKept(raw: string | null): boolean {
  return readCheaply(raw) !== undefined;
}

function readCheaply(raw: string | null): Partial<ChatContinuation> | undefined {
  try {
    const stored = JSON.parse(raw ?? 'null') as Partial<ChatContinuation> | null;
    return stored?.version === CHAT_CONTINUATION_VERSION ? stored : undefined;
  } catch {
    return undefined;
  }
}
