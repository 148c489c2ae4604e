import { API_ERROR_CODES, type ApiErrorBody, type ChatRequest } from '@clinic/contracts';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { ChatConfig } from '../../config/load-config';

const HOUR_MS = 60 * 60 * 1000;

/** What a visitor over the limit is told (the widget shows its own message for any 429). */
export const CHAT_RATE_LIMIT_MESSAGE = 'Too many messages. Please wait a moment and try again, or call the clinic.';

const addressOf = (req: Request) => ipKeyGenerator(req.ip ?? '');

const hourlyLimit = (limit: number, keyGenerator: (req: Request) => string): RequestHandler =>
  rateLimit({
    windowMs: HOUR_MS,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator,
    handler: (_req, res) => {
      const body: ApiErrorBody = { code: API_ERROR_CODES.rateLimited, message: CHAT_RATE_LIMIT_MESSAGE, fields: [] };
      res.status(429).set('Cache-Control', 'no-store').json(body);
    },
  });

/**
 * Two hourly limits, both counted for every message. Per IP address (CHAT_MESSAGES_PER_IP_PER_HOUR), whatever the
 * session ids: the client chooses those, so a new one per message must not buy a new allowance. Per session and IP
 * (CHAT_MESSAGES_PER_SESSION_PER_HOUR): visitors sharing one address (a hospital's or an office's network) each get
 * their own allowance within the address's. Runs after validation, so the session id is well formed. Counts live
 * in memory: nothing about the chat is stored.
 */
export const createChatRateLimit = (limits: Pick<ChatConfig, 'messagesPerIpPerHour' | 'messagesPerSessionPerHour'>) => [
  hourlyLimit(limits.messagesPerIpPerHour, addressOf),
  hourlyLimit(limits.messagesPerSessionPerHour, (req) => `${addressOf(req)}|${(req.body as ChatRequest).sessionId}`),
];
