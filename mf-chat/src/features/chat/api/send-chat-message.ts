import { CHAT_API_PATH, type ChatRequest, type ChatResponse } from '@clinic/contracts';

/** What a question came back with, in the terms the widget shows. */
export type ChatOutcome =
  { kind: 'reply'; reply: string; urgent: boolean } | { kind: 'rate-limited' } | { kind: 'failed'; error: unknown };

const isChatResponse = (body: unknown): body is ChatResponse =>
  typeof body === 'object' &&
  body !== null &&
  !('error' in body) &&
  typeof (body as ChatResponse).reply === 'string' &&
  typeof (body as ChatResponse).handoff?.urgent === 'boolean';

/** POST /api/chat. Never throws: a failure, a 429 or a body with an error field becomes an outcome. */
export async function sendChatMessage(request: ChatRequest): Promise<ChatOutcome> {
  try {
    const response = await fetch(CHAT_API_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
    });
    if (response.status === 429) return { kind: 'rate-limited' };
    if (!response.ok) return { kind: 'failed', error: new Error(`The chat API answered ${response.status}`) };
    const body: unknown = await response.json();
    if (!isChatResponse(body)) return { kind: 'failed', error: new Error('The chat API answered with an error') };
    return { kind: 'reply', reply: body.reply, urgent: body.handoff.urgent };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
