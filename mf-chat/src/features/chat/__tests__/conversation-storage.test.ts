import { CHAT_CONTINUATION_KEY, CHAT_CONTINUATION_MAX_MESSAGES } from '@clinic/contracts';
import { loadConversation, saveConversation, type KeptConversation } from '../lib/conversation-storage';

const conversation: KeptConversation = {
  open: false,
  consented: true,
  sessionId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  messages: [
    { sender: 'user', text: 'Is surgery needed for sciatica?' },
    { sender: 'bot', text: 'Most sciatica gets better without surgery.' },
  ],
};

const sessionStorageDescriptor = Object.getOwnPropertyDescriptor(window, 'sessionStorage');

afterEach(() => {
  jest.restoreAllMocks();
  if (sessionStorageDescriptor) Object.defineProperty(window, 'sessionStorage', sessionStorageDescriptor);
  window.sessionStorage.clear();
});

describe('conversation storage', () => {
  it("keeps the conversation in the tab's sessionStorage under the one key, and never in localStorage", () => {
    saveConversation(conversation);
    expect(loadConversation()).toEqual({ version: 1, ...conversation });
    expect(Object.keys(window.sessionStorage)).toEqual([CHAT_CONTINUATION_KEY]);
    expect(window.localStorage).toHaveLength(0);
  });

  it('forgets the conversation when told to', () => {
    saveConversation(conversation);
    saveConversation(undefined);
    expect(window.sessionStorage.getItem(CHAT_CONTINUATION_KEY)).toBeNull();
    expect(loadConversation()).toBeUndefined();
  });

  it('keeps only the newest messages', () => {
    const messages = Array.from({ length: 120 }, (_, index) => ({ sender: 'user' as const, text: `q${index}` }));
    saveConversation({ ...conversation, messages });
    const kept = loadConversation()?.messages ?? [];
    expect(kept).toHaveLength(CHAT_CONTINUATION_MAX_MESSAGES);
    expect(kept[0]?.text).toBe(`q${120 - CHAT_CONTINUATION_MAX_MESSAGES}`);
    expect(kept.at(-1)?.text).toBe('q119');
  });

  it('starts fresh from corrupt or old data', () => {
    window.sessionStorage.setItem(CHAT_CONTINUATION_KEY, '{"version":1,"open":tru');
    expect(loadConversation()).toBeUndefined();
    window.sessionStorage.setItem(CHAT_CONTINUATION_KEY, JSON.stringify({ ...conversation, version: 0 }));
    expect(loadConversation()).toBeUndefined();
  });

  it('works without storage where the browser refuses it', () => {
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(loadConversation()).toBeUndefined();
    expect(() => saveConversation(conversation)).not.toThrow();
  });

  it('removes the older copy when the storage is full, rather than let it come back', () => {
    saveConversation(conversation);
    expect(loadConversation()).toBeDefined();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => saveConversation({ ...conversation, open: true })).not.toThrow();
    expect(loadConversation()).toBeUndefined();
  });
});
