import type { ChatContinuationMessage } from '@clinic/contracts';
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { sendChatMessage } from '../api/send-chat-message';
import type { ChatMessage } from '../lib/chat-message';
import { toChatHistory } from '../lib/chat-history';
import { createSessionId } from '../lib/session-id';
import { chatMessages } from '../messages';

/** Where a conversation kept from an earlier page of the tab left off. */
export interface ConversationStart {
  sessionId: string;
  messages: readonly ChatContinuationMessage[];
}

/**
 * One conversation: the messages in view, the busy flag and its session id, continuing `start` when given.
 * `send` adds the question, asks the API, then adds the reply (and the urgent notice) or the error message; `resume`
 * answers a question `start` ends with.
 */
export function useChatConversation(start?: ConversationStart) {
  const intl = useIntl();
  const [initial] = useState<ChatMessage[]>(() =>
    (start?.messages ?? []).map(({ sender, text }, index) => ({ id: index + 1, sender, text })),
  );
  const [messages, setMessages] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [sessionId] = useState(() => start?.sessionId ?? createSessionId());
  const nextId = useRef(initial.length);
  // The latest list, for the history of the next question without waiting for a render.
  const latest = useRef(initial);

  const append = useCallback((sender: ChatMessage['sender'], text: string) => {
    nextId.current += 1;
    latest.current = [...latest.current, { id: nextId.current, sender, text }];
    setMessages(latest.current);
  }, []);

  /** Asks the API about the newest message, the visitor's, then adds the reply (and the urgent notice) or the error. */
  const answer = useCallback(
    async (page: string) => {
      const question = latest.current.at(-1);
      if (question?.sender !== 'user') return;
      const history = toChatHistory(latest.current.slice(0, -1));
      setBusy(true);
      const outcome = await sendChatMessage({ message: question.text, sessionId, page, history });
      if (outcome.kind === 'reply') {
        append('bot', outcome.reply.trim() ? outcome.reply : intl.formatMessage(chatMessages.emptyReply));
        if (outcome.urgent) append('bot', intl.formatMessage(chatMessages.urgent));
      } else if (outcome.kind === 'rate-limited') {
        append('bot', intl.formatMessage(chatMessages.rateLimited));
      } else {
        // The spec's error catalogue: the connection message, and the error in the console.
        console.error('Chat request failed', outcome.error);
        append('bot', intl.formatMessage(chatMessages.connectionError));
      }
      setBusy(false);
    },
    [append, intl, sessionId],
  );

  const send = useCallback(
    async (text: string, page: string) => {
      const message = text.trim();
      if (!message) return;
      append('user', message);
      await answer(page);
    },
    [append, answer],
  );

  const resumed = useRef(false);
  /** Asks again, once, a question from the previous page whose answer the page change cut off. */
  const resume = useCallback(
    (page: string) => {
      if (resumed.current) return;
      resumed.current = true;
      void answer(page);
    },
    [answer],
  );

  return { messages, busy, send, resume, sessionId };
}
