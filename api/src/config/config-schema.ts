import path from 'node:path';
import Joi from 'joi';

/** Every environment variable the API reads. Documented in api/README.md. */
export const CONFIG_ENV_NAMES = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'LOG_LEVEL',
  'WEB_ROOT',
  'TRUST_PROXY',
  'REMOTE_MF_CONTENT_URL',
  'REMOTE_MF_BOOKING_URL',
  'REMOTE_MF_CHAT_URL',
  'REMOTE_MF_ADMIN_URL',
  'CHAT_MESSAGES_PER_IP_PER_HOUR',
  'OPENAI_API_KEY',
  'OPENAI_MODEL',
  'OPENAI_BASE_URL',
  'OPENAI_TIMEOUT_MS',
] as const;

export type ConfigEnvName = (typeof CONFIG_ENV_NAMES)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** Values Express accepts for 'trust proxy' that we allow: off/on, a hop count, or named ranges / IPs / CIDRs. */
export type TrustProxy = boolean | number | string;

const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const ipOrCidr = Joi.string().ip({ cidr: 'optional' });

const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY must be true, false, a hop count, or a comma-separated list of loopback, linklocal, uniquelocal, IPs or CIDRs';

const trustProxySchema = Joi.alternatives()
  .try(
    Joi.boolean(),
    Joi.number().integer().min(0).max(10),
    Joi.string().custom((value: string, helpers) => {
      const entries = value.split(',').map((entry) => entry.trim());
      const valid = entries.every(
        (entry) => TRUST_PROXY_NAMES.has(entry) || ipOrCidr.validate(entry).error === undefined,
      );
      return valid ? entries.join(',') : helpers.error('any.invalid');
    }),
  )
  .default(false)
  .messages({ 'alternatives.match': TRUST_PROXY_MESSAGE, 'any.invalid': TRUST_PROXY_MESSAGE });

/** A same-origin path ('/remotes/...', not '//host') or an absolute http(s) URL. */
const remoteUrlSchema = (defaultUrl: string) =>
  Joi.alternatives()
    .try(Joi.string().pattern(/^\/(?!\/)\S*$/), Joi.string().uri({ scheme: ['http', 'https'] }))
    .default(defaultUrl)
    .messages({
      'alternatives.match': '{{#label}} must be a path starting with / or an absolute http(s) URL',
    });

export const defaultRemoteUrl = (app: string) => `/remotes/${app}/mf-manifest.json`;

/** The validated environment, before it is shaped into AppConfig. */
export interface RawConfig {
  NODE_ENV: NodeEnv;
  PORT: number;
  HOST: string;
  LOG_LEVEL: LogLevel;
  WEB_ROOT: string;
  TRUST_PROXY: TrustProxy;
  REMOTE_MF_CONTENT_URL: string;
  REMOTE_MF_BOOKING_URL: string;
  REMOTE_MF_CHAT_URL: string;
  REMOTE_MF_ADMIN_URL: string;
  CHAT_MESSAGES_PER_IP_PER_HOUR: number;
  OPENAI_API_KEY?: string;
  OPENAI_MODEL: string;
  OPENAI_BASE_URL?: string;
  OPENAI_TIMEOUT_MS: number;
}

export const buildConfigSchema = (defaultWebRoot: string) =>
  Joi.object<RawConfig>({
    NODE_ENV: Joi.string()
      .valid(...NODE_ENVS)
      .default('development'),
    PORT: Joi.number().integer().min(0).max(65535).default(8080),
    HOST: Joi.alternatives()
      .try(Joi.string().ip(), Joi.string().hostname())
      .default('127.0.0.1')
      .messages({ 'alternatives.match': 'HOST must be an IP address or a host name' }),
    LOG_LEVEL: Joi.string()
      .valid(...LOG_LEVELS)
      .default('info'),
    WEB_ROOT: Joi.string()
      .custom((value: string) => path.resolve(value))
      .default(defaultWebRoot),
    TRUST_PROXY: trustProxySchema,
    REMOTE_MF_CONTENT_URL: remoteUrlSchema(defaultRemoteUrl('mf-content')),
    REMOTE_MF_BOOKING_URL: remoteUrlSchema(defaultRemoteUrl('mf-booking')),
    REMOTE_MF_CHAT_URL: remoteUrlSchema(defaultRemoteUrl('mf-chat')),
    REMOTE_MF_ADMIN_URL: remoteUrlSchema(defaultRemoteUrl('mf-admin')),
    CHAT_MESSAGES_PER_IP_PER_HOUR: Joi.number().integer().min(1).max(100_000).default(60),
    // Never echoed in a message: a bad key is reported by name only.
    OPENAI_API_KEY: Joi.string().pattern(/^\S+$/).messages({ '*': 'OPENAI_API_KEY must be one word with no spaces' }),
    OPENAI_MODEL: Joi.string()
      .pattern(/^[\w.:/-]+$/)
      .default('gpt-4o-mini')
      .messages({ '*': 'OPENAI_MODEL must be a model name such as gpt-4o-mini' }),
    OPENAI_BASE_URL: Joi.string().uri({ scheme: ['http', 'https'] }),
    OPENAI_TIMEOUT_MS: Joi.number().integer().min(100).max(120_000).default(20_000),
  });
