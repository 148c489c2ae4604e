import path from 'node:path';
import Joi from 'joi';
import { REMOTE_LIST, REMOTE_URL_ENV_NAMES, type RemoteUrlEnvName } from '@clinic/contracts/remotes';
import { LOG_LEVELS, type LogLevel } from '../libraries/logger/logger';
import { staffAuthSchemaKeys } from './staff-auth-config';

/** Every environment variable the API reads. Documented in api/README.md. */
export const CONFIG_ENV_NAMES = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'LOG_LEVEL',
  'WEB_ROOT',
  'TRUST_PROXY',
  // REMOTE_MF_CONTENT_URL, REMOTE_MF_BOOKING_URL...: one per remote in the registry.
  ...REMOTE_URL_ENV_NAMES,
  'DATA_DIR',
  'MONGODB_URI',
  'ENTRA_TENANT_ID',
  'ENTRA_CLIENT_ID',
  'ENTRA_CLIENT_SECRET',
  'PUBLIC_ORIGIN',
  'SESSION_SECRET',
  'API_RATE_LIMIT_PER_MINUTE',
  'BOOKINGS_PER_IP_PER_HOUR',
  'FELLOWSHIP_INQUIRIES_PER_IP_PER_HOUR',
  'AUTH_REQUESTS_PER_IP_PER_MINUTE',
  'BOOKING_INBOX_ADULT',
  'BOOKING_INBOX_CHILDREN',
  'FELLOWSHIP_INBOX',
  'MAIL_FROM',
  'MAILGUN_API_KEY',
  'MAILGUN_DOMAIN',
  'MAILGUN_URL',
  'BOOKING_ACKNOWLEDGEMENT',
  'ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY',
  'AUTOMATION_WEBHOOK_URL',
  'AUTOMATION_WEBHOOK_SECRET',
  'DELIVERY_MAX_ATTEMPTS',
  'DELIVERY_RETRY_BASE_MS',
  'DELIVERY_LEASE_MS',
  'DELIVERY_ALERT_AFTER_MINUTES',
  'METRICS_PORT',
  'METRICS_TOKEN',
  'CHAT_MESSAGES_PER_IP_PER_HOUR',
  'CHAT_MESSAGES_PER_SESSION_PER_HOUR',
  'OPENAI_API_KEY',
  'OPENAI_MODEL',
  'OPENAI_BASE_URL',
  'OPENAI_TIMEOUT_MS',
  'SUBMISSION_RETENTION_DAYS',
  'SPAM_RETENTION_DAYS',
  'AUDIT_RETENTION_DAYS',
  'REMOTES_ENVIRONMENT',
  'ENVIRONMENTS_DIR',
  'RELEASES_DIR',
] as const;

export type ConfigEnvName = (typeof CONFIG_ENV_NAMES)[number];

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
export interface RawConfig extends Record<RemoteUrlEnvName, string> {
  NODE_ENV: NodeEnv;
  PORT: number;
  HOST: string;
  LOG_LEVEL: LogLevel;
  WEB_ROOT: string;
  TRUST_PROXY: TrustProxy;
  DATA_DIR: string;
  MONGODB_URI?: string;
  ENTRA_TENANT_ID?: string;
  ENTRA_CLIENT_ID?: string;
  ENTRA_CLIENT_SECRET?: string;
  PUBLIC_ORIGIN?: string;
  SESSION_SECRET?: string;
  API_RATE_LIMIT_PER_MINUTE: number;
  BOOKINGS_PER_IP_PER_HOUR: number;
  FELLOWSHIP_INQUIRIES_PER_IP_PER_HOUR: number;
  AUTH_REQUESTS_PER_IP_PER_MINUTE: number;
  BOOKING_INBOX_ADULT: string;
  BOOKING_INBOX_CHILDREN: string;
  FELLOWSHIP_INBOX: string;
  MAIL_FROM: string;
  MAILGUN_API_KEY?: string;
  MAILGUN_DOMAIN?: string;
  MAILGUN_URL: string;
  BOOKING_ACKNOWLEDGEMENT: boolean;
  ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY: number;
  AUTOMATION_WEBHOOK_URL?: string;
  AUTOMATION_WEBHOOK_SECRET?: string;
  DELIVERY_MAX_ATTEMPTS: number;
  DELIVERY_RETRY_BASE_MS: number;
  DELIVERY_LEASE_MS: number;
  DELIVERY_ALERT_AFTER_MINUTES: number;
  METRICS_PORT?: number;
  METRICS_TOKEN?: string;
  CHAT_MESSAGES_PER_IP_PER_HOUR: number;
  CHAT_MESSAGES_PER_SESSION_PER_HOUR: number;
  OPENAI_API_KEY?: string;
  OPENAI_MODEL: string;
  OPENAI_BASE_URL?: string;
  OPENAI_TIMEOUT_MS: number;
  SUBMISSION_RETENTION_DAYS: number;
  SPAM_RETENTION_DAYS: number;
  AUDIT_RETENTION_DAYS: number;
  REMOTES_ENVIRONMENT?: string;
  ENVIRONMENTS_DIR: string;
  RELEASES_DIR: string;
}

/** Local defaults: reserved .test addresses, so nothing leaves the machine until the clinic sets real inboxes. */
export const DEFAULT_INBOXES = {
  adult: 'adult-bookings@clinic.test',
  children: 'children-bookings@clinic.test',
  fellowship: 'fellowship@clinic.test',
  from: 'Clinic website <no-reply@clinic.test>',
} as const;

const inboxSchema = (defaultAddress: string) =>
  Joi.string()
    .email({ tlds: { allow: false } })
    .default(defaultAddress);

const perIpLimitSchema = (defaultLimit: number) => Joi.number().integer().min(1).max(1_000_000).default(defaultLimit);

const retentionDaysSchema = (defaultDays: number) => Joi.number().integer().min(1).max(36_500).default(defaultDays);

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
    ...Object.fromEntries(
      REMOTE_LIST.map((remote) => [remote.urlEnv, remoteUrlSchema(defaultRemoteUrl(remote.folder))]),
    ),
    DATA_DIR: Joi.string()
      .custom((value: string) => path.resolve(value))
      .default(path.join(defaultWebRoot, 'var')),
    MONGODB_URI: Joi.string()
      .uri({ scheme: ['mongodb', 'mongodb+srv'] })
      .messages({ 'string.uriCustomScheme': 'MONGODB_URI must be a mongodb:// or mongodb+srv:// URI' }),
    ...staffAuthSchemaKeys,
    API_RATE_LIMIT_PER_MINUTE: perIpLimitSchema(300),
    BOOKINGS_PER_IP_PER_HOUR: perIpLimitSchema(20),
    FELLOWSHIP_INQUIRIES_PER_IP_PER_HOUR: perIpLimitSchema(10),
    // A sign-in takes two requests (login, callback), a sign-out one: room for a clinic's staff behind one address.
    AUTH_REQUESTS_PER_IP_PER_MINUTE: perIpLimitSchema(30),
    BOOKING_INBOX_ADULT: inboxSchema(DEFAULT_INBOXES.adult),
    BOOKING_INBOX_CHILDREN: inboxSchema(DEFAULT_INBOXES.children),
    FELLOWSHIP_INBOX: inboxSchema(DEFAULT_INBOXES.fellowship),
    // 'Name <address>' or a bare address.
    MAIL_FROM: Joi.string()
      .pattern(/^([^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/)
      .default(DEFAULT_INBOXES.from)
      .messages({ 'string.pattern.base': 'MAIL_FROM must be an address or "Name <address>"' }),
    MAILGUN_API_KEY: Joi.string(),
    MAILGUN_DOMAIN: Joi.string().hostname(),
    MAILGUN_URL: Joi.string()
      .uri({ scheme: ['http', 'https'] })
      .default('https://api.mailgun.net'),
    BOOKING_ACKNOWLEDGEMENT: Joi.boolean().default(true),
    // A patient booking for themselves and a relative, or sending again after a mistake, stays within it.
    ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY: Joi.number().integer().min(1).max(1_000_000).default(3),
    AUTOMATION_WEBHOOK_URL: Joi.string().uri({ scheme: ['http', 'https'] }),
    AUTOMATION_WEBHOOK_SECRET: Joi.string().min(16),
    DELIVERY_MAX_ATTEMPTS: Joi.number().integer().min(1).max(100).default(10),
    DELIVERY_RETRY_BASE_MS: Joi.number().integer().min(10).max(3_600_000).default(1_000),
    // Longer than one send can take (Mailgun 15 s, webhook 10 s timeouts): a live sender never loses its lease.
    DELIVERY_LEASE_MS: Joi.number().integer().min(1_000).max(3_600_000).default(60_000),
    // Fractions allowed (0.5 = 30 s): the end-to-end test of the alert uses a few seconds.
    DELIVERY_ALERT_AFTER_MINUTES: Joi.number().positive().max(10_080).default(15),
    // Unset (both): no metrics are collected or served. 0 = any free port (tests).
    METRICS_PORT: Joi.number().integer().min(0).max(65535),
    // Never echoed in a message: a bad token is reported by name only.
    METRICS_TOKEN: Joi.string()
      .min(32)
      .pattern(/^\S+$/)
      .messages({ '*': 'METRICS_TOKEN must be one word of 32 or more characters' }),
    // Per address: five visitors' allowance, room for a shared network; per visitor (session id and address): 60.
    CHAT_MESSAGES_PER_IP_PER_HOUR: Joi.number().integer().min(1).max(100_000).default(300),
    CHAT_MESSAGES_PER_SESSION_PER_HOUR: Joi.number().integer().min(1).max(100_000).default(60),
    // Never echoed in a message: a bad key is reported by name only.
    OPENAI_API_KEY: Joi.string().pattern(/^\S+$/).messages({ '*': 'OPENAI_API_KEY must be one word with no spaces' }),
    OPENAI_MODEL: Joi.string()
      .pattern(/^[\w.:/-]+$/)
      .default('gpt-4o-mini')
      .messages({ '*': 'OPENAI_MODEL must be a model name such as gpt-4o-mini' }),
    OPENAI_BASE_URL: Joi.string().uri({ scheme: ['http', 'https'] }),
    OPENAI_TIMEOUT_MS: Joi.number().integer().min(100).max(120_000).default(20_000),
    // Days; the privacy notice shows these values (GET /api/retention-periods).
    SUBMISSION_RETENTION_DAYS: retentionDaysSchema(365),
    SPAM_RETENTION_DAYS: retentionDaysSchema(30),
    AUDIT_RETENTION_DAYS: retentionDaysSchema(2922),
    // Unset: the remotes are the builds beside the API, as before releases existed.
    REMOTES_ENVIRONMENT: Joi.string()
      .pattern(/^[a-z0-9][a-z0-9-]*$/)
      .messages({ 'string.pattern.base': 'REMOTES_ENVIRONMENT must be an environment folder name such as staging' }),
    ENVIRONMENTS_DIR: Joi.string()
      .custom((value: string) => path.resolve(value))
      .default(path.join(defaultWebRoot, 'infra', 'environments')),
    RELEASES_DIR: Joi.string()
      .custom((value: string) => path.resolve(value))
      .default(path.join(defaultWebRoot, 'releases')),
  })
    .and('MAILGUN_API_KEY', 'MAILGUN_DOMAIN')
    .with('AUTOMATION_WEBHOOK_SECRET', 'AUTOMATION_WEBHOOK_URL')
    .messages({
      'object.and': 'MAILGUN_API_KEY and MAILGUN_DOMAIN must be set together',
      'object.with': 'AUTOMATION_WEBHOOK_SECRET needs AUTOMATION_WEBHOOK_URL',
    });
