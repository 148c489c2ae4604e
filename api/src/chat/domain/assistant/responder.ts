import type { ChatHistoryItem } from '@clinic/contracts';
import type { PassageHit } from '../knowledge/knowledge-index';

export interface ResponderInput {
  message: string;
  history: readonly ChatHistoryItem[];
  /** The site's passages most relevant to the message, best first. */
  passages: readonly PassageHit[];
}

/** Answers a message that passed the red-flag triage: the embedded default, or OpenAI with a key. */
export interface Responder {
  respond(input: ResponderInput): Promise<string>;
}
