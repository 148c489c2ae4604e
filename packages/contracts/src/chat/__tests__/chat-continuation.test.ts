import {
  CHAT_CONTINUATION_MAX_MESSAGES,
  chatConversationKept,
  chatPanelWasOpen,
  parseChatContinuation,
  serializeChatContinuation,
  type ChatContinuationMessage,
} from '../chat-continuation';

const conversation = {
  open: true,
  consented: true,
  sessionId: '3f2a9c1e-7b4d-4e8a-9f00-1234567890ab',
  messages: [
    { sender: 'user', text: 'What is sciatica?' },
    { sender: 'bot', text: 'Sciatica is leg pain. [Sciatica](/spinal-conditions/general/sciatica)' },
  ] satisfies ChatContinuationMessage[],
};

const stored = (fields: Record<string, unknown>) => JSON.stringify({ version: 1, ...conversation, ...fields });

describe('chat continuation', () => {
  it('reads back what it wrote', () => {
    expect(parseChatContinuation(serializeChatContinuation(conversation))).toEqual({ version: 1, ...conversation });
  });

  it('keeps only the newest messages, and only their sender and text', () => {
    const messages = Array.from({ length: CHAT_CONTINUATION_MAX_MESSAGES + 7 }, (_, index) => ({
      id: index,
      sender: index % 2 === 0 ? ('user' as const) : ('bot' as const),
      text: `message ${index}`,
    }));
    const kept = parseChatContinuation(serializeChatContinuation({ ...conversation, messages }))?.messages ?? [];
    expect(kept).toHaveLength(CHAT_CONTINUATION_MAX_MESSAGES);
    expect(kept[0]).toEqual({ sender: 'bot', text: 'message 7' });
    expect(kept.at(-1)).toEqual({ sender: 'user', text: `message ${CHAT_CONTINUATION_MAX_MESSAGES + 6}` });
  });

  it.each([
    ['nothing stored', null],
    ['text that is not JSON', '{"version":1,'],
    ['JSON that is not an object', '"open"'],
    ['another version', stored({ version: 2 })],
    ['no version', JSON.stringify(conversation)],
    ['an open flag that is not a boolean', stored({ open: 'yes' })],
    ['a missing consent', stored({ consented: undefined })],
    ['a session id the API would refuse', stored({ sessionId: 'short' })],
    ['a session id with other characters', stored({ sessionId: '<script>alert(1)</script>' })],
    ['messages that are not a list', stored({ messages: 'hello' })],
    ['a message from an unknown sender', stored({ messages: [{ sender: 'system', text: 'x' }] })],
    ['a message without text', stored({ messages: [{ sender: 'user' }] })],
  ])('starts fresh from %s', (_case, raw) => {
    expect(parseChatContinuation(raw)).toBeUndefined();
  });

  it('tells whether the panel was left open, counting anything unreadable as closed', () => {
    expect(chatPanelWasOpen(serializeChatContinuation(conversation))).toBe(true);
    expect(chatPanelWasOpen(serializeChatContinuation({ ...conversation, open: false }))).toBe(false);
    expect(chatPanelWasOpen(stored({ version: 2 }))).toBe(false);
    expect(chatPanelWasOpen('not json')).toBe(false);
    expect(chatPanelWasOpen('null')).toBe(false);
    expect(chatPanelWasOpen(null)).toBe(false);
  });

  it('tells cheaply whether the tab holds a conversation at all, open or closed', () => {
    expect(chatConversationKept(serializeChatContinuation({ ...conversation, open: false }))).toBe(true);
    expect(chatConversationKept(stored({ version: 2 }))).toBe(false);
    expect(chatConversationKept('not json')).toBe(false);
    expect(chatConversationKept(null)).toBe(false);
  });
});
