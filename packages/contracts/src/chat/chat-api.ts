import { API_PREFIX } from '../http/api-paths';

/** POST: one question to the assistant. */
export const CHAT_API_PATH = `${API_PREFIX}/chat`;

/** Size limits, checked by the API and respected by the widget (it trims what it sends back as history). */
export const CHAT_LIMITS = {
  messageMaxLength: 2000,
  historyMaxItems: 10,
  historyItemMaxLength: 2000,
  sessionIdMaxLength: 64,
  pageMaxLength: 512,
} as const;

/** What a session id is made of (8 to `sessionIdMaxLength` of them). */
export const CHAT_SESSION_ID_PATTERN = /^[A-Za-z0-9-]+$/;

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** One earlier message of the conversation. */
export interface ChatHistoryItem {
  role: ChatRole;
  content: string;
}

export interface ChatRequest {
  /** The visitor's question, trimmed. */
  message: string;
  /**
   * Random per conversation; with the IP it keys the rate limit. The server never stores it; the visitor's tab keeps
   * it with the conversation (see CHAT_CONTINUATION_KEY).
   */
  sessionId: string;
  /** Path of the page the visitor is on. */
  page: string;
  /** The last earlier messages, oldest first, not counting `message`. */
  history: ChatHistoryItem[];
}

export interface ChatResponse {
  /**
   * Plain text; `[label](/path)` marks a link to one of the site's pages and `[label](tel:999)` a phone number.
   * Empty when the assistant had nothing to say.
   */
  reply: string;
  /** `urgent` when the red-flag triage matched: the reply then leads with what to do now. */
  handoff: { urgent: boolean };
}
