import Joi from 'joi';
import { CHAT_LIMITS, CHAT_ROLES, CHAT_SESSION_ID_PATTERN, type ChatHistoryItem, type ChatRequest } from './chat-api';

/** Reasons given in a 400's `fields`, one per rule the request can break. */
export const CHAT_REQUEST_MESSAGES = {
  messageRequired: 'Type a message',
  messageTooLong: `The message must be at most ${CHAT_LIMITS.messageMaxLength} characters`,
  sessionIdInvalid: `The session id must be 8 to ${CHAT_LIMITS.sessionIdMaxLength} letters, digits or dashes`,
  pageInvalid: `The page must be a path starting with / of at most ${CHAT_LIMITS.pageMaxLength} characters`,
  historyInvalid: `The history is a list of at most ${CHAT_LIMITS.historyMaxItems} messages`,
  historyRoleInvalid: `Each history role is one of: ${CHAT_ROLES.join(', ')}`,
  historyContentInvalid: `Each history message is text of at most ${CHAT_LIMITS.historyItemMaxLength} characters`,
  notAllowed: 'This field is not part of a chat request',
} as const;

const historyItemSchema = Joi.object<ChatHistoryItem>({
  role: Joi.string()
    .valid(...CHAT_ROLES)
    .required()
    .messages({ '*': CHAT_REQUEST_MESSAGES.historyRoleInvalid }),
  content: Joi.string()
    .allow('')
    .max(CHAT_LIMITS.historyItemMaxLength)
    .required()
    .messages({ '*': CHAT_REQUEST_MESSAGES.historyContentInvalid }),
}).messages({ 'object.unknown': CHAT_REQUEST_MESSAGES.notAllowed });

/** The API validates every chat request with this schema. */
export const chatRequestSchema = Joi.object<ChatRequest>({
  message: Joi.string().trim().min(1).max(CHAT_LIMITS.messageMaxLength).required().messages({
    'string.max': CHAT_REQUEST_MESSAGES.messageTooLong,
    '*': CHAT_REQUEST_MESSAGES.messageRequired,
  }),
  sessionId: Joi.string()
    .pattern(CHAT_SESSION_ID_PATTERN)
    .min(8)
    .max(CHAT_LIMITS.sessionIdMaxLength)
    .required()
    .messages({ '*': CHAT_REQUEST_MESSAGES.sessionIdInvalid }),
  page: Joi.string()
    .pattern(/^\/(?!\/)/)
    .max(CHAT_LIMITS.pageMaxLength)
    .default('/')
    .messages({ '*': CHAT_REQUEST_MESSAGES.pageInvalid }),
  history: Joi.array().items(historyItemSchema).max(CHAT_LIMITS.historyMaxItems).default([]).messages({
    'array.max': CHAT_REQUEST_MESSAGES.historyInvalid,
    'array.base': CHAT_REQUEST_MESSAGES.historyInvalid,
  }),
}).messages({ 'object.unknown': CHAT_REQUEST_MESSAGES.notAllowed });
