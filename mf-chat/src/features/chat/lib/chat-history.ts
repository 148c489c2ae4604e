import { CHAT_LIMITS, type ChatHistoryItem } from '@clinic/contracts';
import type { ChatMessage } from './chat-message';

/**
 * The history sent with a question: the last 10 earlier messages as role and content, oldest first. Long answers
 * are cut to the API's limit per item rather than making the next question fail.
 */
export function toChatHistory(earlierMessages: readonly ChatMessage[]): ChatHistoryItem[] {
  return earlierMessages.slice(-CHAT_LIMITS.historyMaxItems).map(({ sender, text }) => ({
    role: sender === 'user' ? 'user' : 'assistant',
    content: text.slice(0, CHAT_LIMITS.historyItemMaxLength),
  }));
}
