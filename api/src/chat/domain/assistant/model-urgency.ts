import { RED_FLAG_CATALOGUE } from '@clinic/content';
import Joi from 'joi';
import type { ResponderAnswer } from './responder';

/** The answer's shape, as OpenAI's structured outputs enforce it (strict JSON schema). */
export const ANSWER_JSON_SCHEMA = {
  name: 'assistant_answer',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['reply', 'urgent', 'red_flag_ids'],
    properties: {
      reply: { type: 'string', description: 'The answer to show the visitor, in plain English with page links.' },
      urgent: {
        type: 'boolean',
        description:
          'true when the latest message reports, for the writer or someone they care for, a symptom of the red-flag list',
      },
      red_flag_ids: {
        type: 'array',
        description: 'The ids of the red-flag list the message reports; empty when none.',
        items: { type: 'string', enum: RED_FLAG_CATALOGUE.map((entry) => entry.id) },
      },
    },
  },
} as const;

/** What the model is told about urgency: the catalogue's entries, so its flag and the rules share one list. */
export const URGENCY_INSTRUCTIONS = [
  'Answer as JSON with the fields reply, urgent and red_flag_ids.',
  'Set urgent to true when the latest message reports, for the writer or for someone they care for now (a child,',
  'a partner, a parent), any of these red flags; a general question, a past history or a symptom the writer says',
  'they do not have is not urgent. Give the ids that apply in red_flag_ids. The red flags:',
  ...RED_FLAG_CATALOGUE.map((entry) => `- ${entry.id}: ${entry.symptoms}`),
].join('\n');

const answerSchema = Joi.object({
  reply: Joi.string().allow('').required(),
  urgent: Joi.boolean().required(),
  red_flag_ids: Joi.array().items(Joi.string()).required(),
});

/**
 * Reads the model's structured answer. Content that is not the agreed JSON is kept as the reply, with no urgency
 * of its own: the rules' verdict stands. A refusal is taken as urgent, since models refuse most often on the
 * messages that matter most (self-harm), and the reply then comes from the catalogue.
 */
export function readModelAnswer(
  content: string | null | undefined,
  refusal: string | null | undefined,
): ResponderAnswer {
  if (refusal) return { reply: '', secondOpinion: { urgent: true, redFlagIds: [] } };
  const text = content?.trim() ?? '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { reply: text };
  }
  const { error, value } = answerSchema.validate(parsed, { stripUnknown: true });
  if (error) return { reply: text };
  const answer = value as { reply: string; urgent: boolean; red_flag_ids: string[] };
  return { reply: answer.reply.trim(), secondOpinion: { urgent: answer.urgent, redFlagIds: answer.red_flag_ids } };
}
