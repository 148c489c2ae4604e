import OpenAI from 'openai';
import { pageLink } from '../knowledge/passage-excerpt';
import { READ_MORE } from './assistant-replies';
import { ANSWER_JSON_SCHEMA, readModelAnswer } from './model-urgency';
import type { Responder } from './responder';
import { groundingMessage, SYSTEM_PROMPT } from './system-prompt';

export interface OpenAiSettings {
  apiKey: string;
  model: string;
  /** An OpenAI-compatible server; the SDK's default (api.openai.com) when absent. */
  baseUrl?: string;
  timeoutMs: number;
  maxRetries: number;
}

/** Thrown when the model cannot answer; the route turns it into the error body the widget shows as a connection problem. */
export class ModelUnavailableError extends Error {
  constructor(public readonly reason: string) {
    super(`The model did not answer: ${reason}`);
    this.name = 'ModelUnavailableError';
  }
}

/** Room for an answer of about 120 words, its links and the JSON around it. */
const MAX_COMPLETION_TOKENS = 700;

/** Adds links to the grounding pages when the model gave none, so every grounded answer points to the site. */
const withPageLinks = (reply: string, links: string[]) =>
  reply === '' || links.length === 0 || reply.includes('](/') ? reply : `${reply}\n\n${READ_MORE} ${links.join(' · ')}`;

/**
 * Answers with OpenAI's chat completions. Only the system prompt, the grounding passages, the history and the
 * message are sent: no session id, page, IP or anything else about the visitor.
 */
export const createOpenAiResponder = (settings: OpenAiSettings): Responder => {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl,
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries,
  });
  return {
    async respond({ message, history, passages }) {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create({
          model: settings.model,
          max_completion_tokens: MAX_COMPLETION_TOKENS,
          // Structured outputs: the answer and the model's own urgency flag in one JSON object.
          response_format: { type: 'json_schema', json_schema: ANSWER_JSON_SCHEMA },
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'system', content: groundingMessage(passages) },
            ...history.map(({ role, content }) => ({ role, content })),
            { role: 'user', content: message },
          ],
        });
      } catch (error) {
        const reason = error instanceof OpenAI.APIError ? `${error.name} ${error.status ?? ''}`.trim() : 'unknown';
        throw new ModelUnavailableError(reason);
      }
      const choice = completion.choices[0]?.message;
      const answer = readModelAnswer(choice?.content, choice?.refusal);
      const links = [...new Map(passages.map((hit) => [hit.passage.path, pageLink(hit)])).values()].slice(0, 2);
      return { ...answer, reply: withPageLinks(answer.reply, links) };
    },
  };
};
