import { API_ERROR_CODES, type ApiErrorBody, type ChatRequest } from '@clinic/contracts';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';

const HOUR_MS = 60 * 60 * 1000;

/** What a visitor over the limit is told (the widget shows its own message for any 429). */
export const CHAT_RATE_LIMIT_MESSAGE = 'Too many messages. Please wait a moment and try again, or call the clinic.';

/**
 * CHAT_MESSAGES_PER_IP_PER_HOUR per session and IP: visitors sharing one address (a hospital's or an office's
 * network) each get their own allowance, while the API-wide per-IP ceiling still bounds one address as a whole.
 * Runs after validation, so the session id is well formed. Counts live in memory: nothing about the chat is stored.
 */
export const createChatRateLimit = (messagesPerHour: number) =>
  rateLimit({
    windowMs: HOUR_MS,
    limit: messagesPerHour,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => `${ipKeyGenerator(req.ip ?? '')}|${(req.body as ChatRequest).sessionId}`,
    handler: (_req, res) => {
      const body: ApiErrorBody = { code: API_ERROR_CODES.rateLimited, message: CHAT_RATE_LIMIT_MESSAGE, fields: [] };
      res.status(429).set('Cache-Control', 'no-store').json(body);
    },
  });
