import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_CONTAINERS, type RemotesManifest } from '@clinic/contracts';
import {
  buildConfigSchema,
  CONFIG_ENV_NAMES,
  type ConfigEnvName,
  type LogLevel,
  type NodeEnv,
  type TrustProxy,
} from './config-schema';

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
  chat: ChatConfig;
}

export interface ChatConfig {
  /** Messages one visitor (session and IP) may send per hour. */
  messagesPerHour: number;
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
  const { value, error } = schema.validate(pickEnv(env), {
    abortEarly: false,
    convert: true,
    errors: { wrap: { label: false } },
  });
  if (error) {
    throw new ConfigError(
      error.details.map((detail) => {
        const key = String(detail.path[0] ?? detail.context?.key);
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
    remotes: {
      [REMOTE_CONTAINERS.content]: v.REMOTE_MF_CONTENT_URL,
      [REMOTE_CONTAINERS.booking]: v.REMOTE_MF_BOOKING_URL,
      [REMOTE_CONTAINERS.chat]: v.REMOTE_MF_CHAT_URL,
      [REMOTE_CONTAINERS.admin]: v.REMOTE_MF_ADMIN_URL,
    },
    chat: {
      messagesPerHour: v.CHAT_MESSAGES_PER_IP_PER_HOUR,
      openAi: v.OPENAI_API_KEY
        ? {
            apiKey: v.OPENAI_API_KEY,
            model: v.OPENAI_MODEL,
            baseUrl: v.OPENAI_BASE_URL,
            timeoutMs: v.OPENAI_TIMEOUT_MS,
          }
        : undefined,
    },
  };
};
