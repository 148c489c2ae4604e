import { Writable } from 'node:stream';
import type { ChatRequest } from '@clinic/contracts';
import { createLogger } from '../../libraries/logger/logger';

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

/** A logger writing every line, at every level, into memory. */
export const captureLogger = () => {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger({ level: 'trace', destination }), lines };
};
