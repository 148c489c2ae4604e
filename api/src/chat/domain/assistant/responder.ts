import type { ChatHistoryItem } from '@clinic/contracts';
import type { PassageHit } from '../knowledge/knowledge-index';

export interface ResponderInput {
  message: string;
  history: readonly ChatHistoryItem[];
  /** The site's passages most relevant to the message, best first. */
  passages: readonly PassageHit[];
}

/** A model's own judgement of urgency, given beside its answer (OpenAI only). */
export interface SecondOpinion {
  urgent: boolean;
  /** Catalogue entries the model names; unknown ids are dropped by the caller. */
  redFlagIds: readonly string[];
}

export interface ResponderAnswer {
  reply: string;
  /** Absent when there is no model, or its answer carried no readable urgency (malformed): the rules stand. */
  secondOpinion?: SecondOpinion;
}

/** Answers a message that passed the red-flag triage: the embedded default, or OpenAI with a key. */
export interface Responder {
  respond(input: ResponderInput): Promise<ResponderAnswer>;
}
