import {
  API_ERROR_CODES,
  API_PREFIX,
  CHAT_API_PATH,
  chatRequestSchema,
  type ChatRequest,
  type ChatResponse,
} from '@clinic/contracts';
import { Router } from 'express';
import type { ChatConfig } from '../../config/load-config';
import { AppError } from '../../libraries/error-handling/app-error';
import type { Logger } from '../../libraries/logger/logger';
import { validate } from '../../libraries/validation/validate';
import { answerChatMessage } from '../domain/assistant/answer-chat-message-use-case';
import { createOfflineResponder } from '../domain/assistant/offline-responder';
import { createOpenAiResponder, ModelUnavailableError } from '../domain/assistant/openai-responder';
import type { Responder } from '../domain/assistant/responder';
import { createKnowledgeIndex } from '../domain/knowledge/knowledge-index';
import { buildSitePassages } from '../domain/knowledge/site-passages';
import { createChatRateLimit } from './chat-rate-limit';

const CHAT_PATH = CHAT_API_PATH.slice(API_PREFIX.length);
/** One retry: a second chance at a dropped connection without keeping the visitor waiting long. */
const OPENAI_MAX_RETRIES = 1;

export const ASSISTANT_UNAVAILABLE_MESSAGE = 'The assistant cannot answer right now. Please try again later.';

const createResponder = (config: ChatConfig): Responder =>
  config.openAi
    ? createOpenAiResponder({ ...config.openAi, maxRetries: OPENAI_MAX_RETRIES })
    : createOfflineResponder();

/** Told of each answered message: whether it was handed off as urgent (metrics; never the text). */
export type OnChatAnswered = (urgent: boolean) => void;

/**
 * Mounted under /api. POST /chat: validate, rate-limit, answer. The knowledge index is built here, once, when the
 * app is created. The message text is never logged and nothing is stored.
 */
export const createChatRouter = (config: ChatConfig, logger: Logger, onAnswered?: OnChatAnswered): Router => {
  const knowledge = createKnowledgeIndex(buildSitePassages());
  const responder = createResponder(config);
  logger.info({ responder: config.openAi ? 'openai' : 'offline' }, 'chat assistant ready');

  const router = Router();
  router.post(CHAT_PATH, validate(chatRequestSchema), ...createChatRateLimit(config), async (req, res) => {
    const { message, history } = req.body as ChatRequest;
    try {
      const body: ChatResponse = await answerChatMessage({ knowledge, responder }, { message, history });
      onAnswered?.(body.handoff.urgent);
      res.set('Cache-Control', 'no-store').json(body);
    } catch (error) {
      if (!(error instanceof ModelUnavailableError)) throw error;
      // The reason only (error class and status): never the message, the history or the model's request.
      logger.warn({ reason: error.reason }, 'chat model unavailable');
      throw new AppError(API_ERROR_CODES.internal, ASSISTANT_UNAVAILABLE_MESSAGE, { httpStatus: 503 });
    }
  });
  return router;
};
