import { findRedFlagEntry } from '@clinic/content';
import type { ChatHistoryItem, ChatResponse } from '@clinic/contracts';
import type { KnowledgeIndex } from '../knowledge/knowledge-index';
import { triageMessage } from '../triage/triage';
import { namedOnly, raisedEntries } from '../triage/triage-result';
import { urgentReply } from '../triage/urgent-reply';
import type { Responder } from './responder';

/** Passages given to the responder: the best few, so the model's context stays small. */
export const GROUNDING_PASSAGES = 3;

export interface AnswerChatMessageDeps {
  knowledge: KnowledgeIndex;
  responder: Responder;
}

/**
 * The red-flag triage first, on every message: a red flag is answered from the catalogue and never reaches a
 * model. Anything else goes to the responder with the site's most relevant passages; with OpenAI the model also
 * gives its own urgency flag, and a message either the rules or the model find urgent is answered from the
 * catalogue. A model that fails, refuses or answers out of shape never lowers what the rules decided.
 */
export const answerChatMessage = async (
  { knowledge, responder }: AnswerChatMessageDeps,
  { message, history }: { message: string; history: readonly ChatHistoryItem[] },
): Promise<ChatResponse> => {
  const triage = triageMessage(message);
  if (raisedEntries(triage).length > 0) return { reply: urgentReply(triage), handoff: { urgent: true } };
  const passages = knowledge.search(message, GROUNDING_PASSAGES);
  const { reply, secondOpinion } = await responder.respond({ message, history, passages });
  if (secondOpinion?.urgent) {
    const known = secondOpinion.redFlagIds.filter((id) => findRedFlagEntry(id) !== undefined);
    return { reply: urgentReply(namedOnly(known)), handoff: { urgent: true } };
  }
  return { reply, handoff: { urgent: false } };
};
