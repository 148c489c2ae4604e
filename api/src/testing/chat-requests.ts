import type { ChatRequest } from '@clinic/contracts';

let sessionCounter = 0;

/** A valid chat request; each call gets its own session so rate limits do not leak between tests. */
export const chatRequest = (overrides: Partial<ChatRequest> = {}): ChatRequest => {
  sessionCounter += 1;
  return {
    message: 'What is sciatica?',
    sessionId: `test-session-${sessionCounter}`,
    page: '/',
    history: [],
    ...overrides,
  };
};

export const postChat = (baseUrl: string, body: unknown) =>
  fetch(`${baseUrl}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
