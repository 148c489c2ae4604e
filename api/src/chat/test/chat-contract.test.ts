import { CHAT_LIMITS, chatRequestSchema, type ChatHistoryItem, type ChatRequest } from '@clinic/contracts';

// The type checker keeps these in step with the interfaces: a missing or extra key fails `satisfies`.
const REQUEST_KEYS = { message: true, sessionId: true, page: true, history: true } satisfies Record<
  keyof ChatRequest,
  true
>;
const HISTORY_KEYS = { role: true, content: true } satisfies Record<keyof ChatHistoryItem, true>;

describe('the chat request contract', () => {
  const describeSchema = chatRequestSchema.describe() as {
    keys: Record<string, { items?: { keys: Record<string, unknown> }[] }>;
  };

  it('validates exactly the fields of ChatRequest and ChatHistoryItem', () => {
    expect(Object.keys(describeSchema.keys).sort()).toEqual(Object.keys(REQUEST_KEYS).sort());
    expect(Object.keys(describeSchema.keys.history?.items?.[0]?.keys ?? {}).sort()).toEqual(
      Object.keys(HISTORY_KEYS).sort(),
    );
  });

  it('accepts a request at every limit and trims the message', () => {
    const request: ChatRequest = {
      message: ` ${'a'.repeat(CHAT_LIMITS.messageMaxLength)} `,
      sessionId: 'a'.repeat(CHAT_LIMITS.sessionIdMaxLength),
      page: '/spinal-conditions/general/sciatica',
      history: Array.from({ length: CHAT_LIMITS.historyMaxItems }, () => ({
        role: 'assistant' as const,
        content: 'b'.repeat(CHAT_LIMITS.historyItemMaxLength),
      })),
    };
    const { value, error } = chatRequestSchema.validate(request);
    expect(error).toBeUndefined();
    expect(value.message).toHaveLength(CHAT_LIMITS.messageMaxLength);
  });
});
