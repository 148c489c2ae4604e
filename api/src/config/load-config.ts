import fs from 'node:fs';
import path from 'node:path';
import { type RemoteContainer, type RemotesManifest, type RetentionPeriods } from '@clinic/contracts';
import { REMOTE_LIST } from '@clinic/contracts/remotes';
import {
  buildConfigSchema,
  CONFIG_ENV_NAMES,
  type ConfigEnvName,
  type NodeEnv,
  type TrustProxy,
} from './config-schema';
import type { LogLevel } from '../libraries/logger/logger';
import { staffAuthFromEnv, type StaffAuthConfig } from './staff-auth-config';

export { CONFIG_ENV_NAMES } from './config-schema';

export interface AppConfig {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  port: number;
  host: string;
  logLevel: LogLevel;
  /** Repo root holding shell/dist and <remote>/dist. */
  webRoot: string;
  trustProxy: TrustProxy;
  /** Served as /remotes.json: container name -> mf-manifest.json URL. */
  remotes: RemotesManifest;
  /** Local data (the embedded database, the mail folder); default <repo>/var, git-ignored. */
  dataDir: string;
  /** When set, storage is MongoDB instead of the embedded SQLite file. */
  mongodbUri: string | undefined;
  /** Staff sign-in (see staff-auth-config.ts). */
  staffAuth: StaffAuthConfig;
  rateLimits: {
    /** Per IP across /api (GET /api/health exempt). */
    apiPerMinute: number;
    bookingsPerHour: number;
    fellowshipInquiriesPerHour: number;
    /** Per IP across /auth (sign-in, callback, sign-out). */
    authPerMinute: number;
  };
  /** The server chooses every recipient: the browser never does. */
  inboxes: { services_adult: string; services_children: string; fellowship: string };
  mail: {
    from: string;
    /** Set: send through Mailgun; unset: write .eml files under dataDir/mail. */
    mailgun: { apiKey: string; domain: string; url: string } | undefined;
    /** Send the visitor a short acknowledgement of a booking request. */
    bookingAcknowledgement: boolean;
    /** Acknowledgements one address receives per UTC day; past it the booking is stored and the clinic mailed. */
    acknowledgementsPerAddressPerDay: number;
  };
  webhook: { url: string; secret: string | undefined } | undefined;
  delivery: {
    maxAttempts: number;
    retryBaseMs: number;
    leaseMs: number;
    /** An undelivered item older than this makes GET /api/health 'degraded' (and the alert fire). */
    alertAfterMs: number;
  };
  /** GET /metrics: on its own port, behind a bearer token, or both; neither: not collected at all. */
  metrics: { port: number | undefined; token: string | undefined };
  chat: ChatConfig;
  /** How long records are kept (days); the privacy notice reads these. */
  retention: RetentionPeriods;
  releases: ReleasesConfig;
}

export interface ReleasesConfig {
  /** Set: /remotes.json follows infra/environments/<name>/remotes.json, re-read when it changes. */
  environment: string | undefined;
  environmentsDir: string;
  /** Served at /releases. */
  releasesDir: string;
  /** Remotes whose REMOTE_MF_*_URL is set: that URL wins over the environment file. */
  pinnedRemotes: RemoteContainer[];
}

export interface ChatConfig {
  /** Messages one IP address may send per hour, whatever the session ids. */
  messagesPerIpPerHour: number;
  /** Messages one visitor (session and IP) may send per hour. */
  messagesPerSessionPerHour: number;
  /** Present with OPENAI_API_KEY: answers come from OpenAI; otherwise from the site's own articles. */
  openAi?: { apiKey: string; model: string; baseUrl?: string; timeoutMs: number };
}

export interface ConfigIssue {
  key: string;
  message: string;
}

export class ConfigError extends Error {
  constructor(public readonly issues: ConfigIssue[]) {
    super(
      `Invalid configuration (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n` +
        issues.map((issue) => `  - ${issue.key}: ${issue.message}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

const API_PACKAGE_NAME = '@clinic/api';

/** Walks up from this file to the @clinic/api package (src/config via tsx, dist via node) and returns its parent. */
export const findRepoRoot = (startDir: string = __dirname): string => {
  let dir = startDir;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      try {
        const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: unknown };
        if (name === API_PACKAGE_NAME) return path.dirname(dir);
      } catch {
        // unreadable package.json: keep walking up
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
};

type Env = Record<string, string | undefined>;

/** Reads only our keys; an empty value counts as unset so the default applies. */
const pickEnv = (env: Env): Partial<Record<ConfigEnvName, string>> => {
  const picked: Partial<Record<ConfigEnvName, string>> = {};
  for (const name of CONFIG_ENV_NAMES) {
    const value = env[name]?.trim();
    if (value) picked[name] = value;
  }
  return picked;
};

/** Validates the environment at boot; throws ConfigError listing every bad key. */
export const loadConfig = (env: Env = process.env): AppConfig => {
  const schema = buildConfigSchema(findRepoRoot());
  const picked = pickEnv(env);
  const { value, error } = schema.validate(picked, {
    abortEarly: false,
    convert: true,
    errors: { wrap: { label: false } },
  });
  if (error) {
    throw new ConfigError(
      error.details.map((detail) => {
        // Rules across keys (MAILGUN_API_KEY with MAILGUN_DOMAIN...) sit on the object: name the key to set.
        const context = detail.context as { key?: string; peer?: string; missing?: string[] } | undefined;
        const key = String(detail.path[0] ?? context?.key ?? context?.peer ?? context?.missing?.[0]);
        // Joi starts messages with the label ('PORT must be a number'); the key is already listed.
        const message = detail.message.startsWith(`${key} `) ? detail.message.slice(key.length + 1) : detail.message;
        return { key, message };
      }),
    );
  }
  const v = value;
  return {
    nodeEnv: v.NODE_ENV,
    isProduction: v.NODE_ENV === 'production',
    port: v.PORT,
    host: v.HOST,
    logLevel: v.LOG_LEVEL,
    webRoot: v.WEB_ROOT,
    trustProxy: v.TRUST_PROXY,
    remotes: Object.fromEntries(REMOTE_LIST.map((remote) => [remote.container, v[remote.urlEnv]])) as RemotesManifest,
    dataDir: v.DATA_DIR,
    mongodbUri: v.MONGODB_URI,
    staffAuth: staffAuthFromEnv(v),
    rateLimits: {
      apiPerMinute: v.API_RATE_LIMIT_PER_MINUTE,
      bookingsPerHour: v.BOOKINGS_PER_IP_PER_HOUR,
      fellowshipInquiriesPerHour: v.FELLOWSHIP_INQUIRIES_PER_IP_PER_HOUR,
      authPerMinute: v.AUTH_REQUESTS_PER_IP_PER_MINUTE,
    },
    inboxes: {
      services_adult: v.BOOKING_INBOX_ADULT,
      services_children: v.BOOKING_INBOX_CHILDREN,
      fellowship: v.FELLOWSHIP_INBOX,
    },
    mail: {
      from: v.MAIL_FROM,
      mailgun:
        v.MAILGUN_API_KEY && v.MAILGUN_DOMAIN
          ? { apiKey: v.MAILGUN_API_KEY, domain: v.MAILGUN_DOMAIN, url: v.MAILGUN_URL }
          : undefined,
      bookingAcknowledgement: v.BOOKING_ACKNOWLEDGEMENT,
      acknowledgementsPerAddressPerDay: v.ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY,
    },
    webhook: v.AUTOMATION_WEBHOOK_URL
      ? { url: v.AUTOMATION_WEBHOOK_URL, secret: v.AUTOMATION_WEBHOOK_SECRET }
      : undefined,
    delivery: {
      maxAttempts: v.DELIVERY_MAX_ATTEMPTS,
      retryBaseMs: v.DELIVERY_RETRY_BASE_MS,
      leaseMs: v.DELIVERY_LEASE_MS,
      alertAfterMs: Math.round(v.DELIVERY_ALERT_AFTER_MINUTES * 60_000),
    },
    metrics: { port: v.METRICS_PORT, token: v.METRICS_TOKEN },
    chat: {
      messagesPerIpPerHour: v.CHAT_MESSAGES_PER_IP_PER_HOUR,
      messagesPerSessionPerHour: v.CHAT_MESSAGES_PER_SESSION_PER_HOUR,
      openAi: v.OPENAI_API_KEY
        ? {
            apiKey: v.OPENAI_API_KEY,
            model: v.OPENAI_MODEL,
            baseUrl: v.OPENAI_BASE_URL,
            timeoutMs: v.OPENAI_TIMEOUT_MS,
          }
        : undefined,
    },
    retention: {
      submissionDays: v.SUBMISSION_RETENTION_DAYS,
      spamDays: v.SPAM_RETENTION_DAYS,
      auditDays: v.AUDIT_RETENTION_DAYS,
    },
    releases: {
      environment: v.REMOTES_ENVIRONMENT,
      environmentsDir: v.ENVIRONMENTS_DIR,
      releasesDir: v.RELEASES_DIR,
      pinnedRemotes: REMOTE_LIST.filter((remote) => picked[remote.urlEnv] !== undefined).map(
        (remote) => remote.container,
      ),
    },
  };
};
