import Joi from 'joi';
import { REMOTE_APPS, type RemoteApp } from '../../web/domain/web-layout';

/**
 * infra/environments/<env>/remotes.json: which release of each remote an environment runs, and how it got there.
 * A remote missing from `remotes` runs the build beside the API (<remote>/dist), as without releases.
 */
export interface EnvironmentFile {
  /** The environment's shell: its shell-compat.json, relative to the repo root (WEB_ROOT) or absolute. */
  shellCompat: string;
  /** Remote folder -> a release version (under /releases) or a manifest URL ('/…' or http(s)). */
  remotes: Partial<Record<RemoteApp, string>>;
  /** Newest last. */
  history: EnvironmentChange[];
}

export interface EnvironmentChange {
  at: string;
  action: 'promote' | 'rollback';
  remote: RemoteApp;
  /** null: the remote's build beside the API. */
  from: string | null;
  to: string | null;
}

/** Kept short enough to read; older entries can no longer be rolled back to. */
export const HISTORY_LIMIT = 100;

/** Safe as one URL path segment and one folder name everywhere (no '+', which object stores read as a space). */
export const RELEASE_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;
const MANIFEST_URL = /^(\/(?!\/)\S*|https?:\/\/\S+)$/;

export const isManifestUrl = (value: string) => MANIFEST_URL.test(value);

const remoteValue = Joi.string()
  .custom((value: string, helpers) =>
    RELEASE_VERSION_PATTERN.test(value) || isManifestUrl(value) ? value : helpers.error('any.invalid'),
  )
  .messages({ 'any.invalid': '{{#label}} must be a release version or a manifest URL' });
const appName = Joi.string().valid(...REMOTE_APPS);

const environmentFileSchema = Joi.object<EnvironmentFile, true>({
  shellCompat: Joi.string().required(),
  remotes: Joi.object(Object.fromEntries(REMOTE_APPS.map((app) => [app, remoteValue]))).required(),
  history: Joi.array()
    .items(
      Joi.object<EnvironmentChange, true>({
        at: Joi.string().isoDate().required(),
        action: Joi.string().valid('promote', 'rollback').required(),
        remote: appName.required(),
        from: remoteValue.allow(null).required(),
        to: remoteValue.allow(null).required(),
      }),
    )
    .required(),
});

/** Validates parsed JSON; throws an Error naming every problem. */
export function parseEnvironmentFile(json: unknown): EnvironmentFile {
  const { value, error } = environmentFileSchema.validate(json, { abortEarly: false });
  if (error) throw new Error(`invalid environment file: ${error.details.map((d) => d.message).join('; ')}`);
  return value;
}

export const RELEASES_URL_PREFIX = '/releases';

/** A release's manifest as the browser fetches it. */
export const releaseManifestUrl = (app: RemoteApp, version: string) =>
  `${RELEASES_URL_PREFIX}/${app}/${version}/mf-manifest.json`;

/** An environment entry -> the manifest URL the shell loads. */
export const manifestUrlFor = (app: RemoteApp, entry: string) =>
  isManifestUrl(entry) ? entry : releaseManifestUrl(app, entry);

const withChange = (file: EnvironmentFile, change: EnvironmentChange): EnvironmentFile => {
  const remotes = { ...file.remotes };
  if (change.to === null) delete remotes[change.remote];
  else remotes[change.remote] = change.to;
  return { ...file, remotes, history: [...file.history, change].slice(-HISTORY_LIMIT) };
};

export function promote(file: EnvironmentFile, remote: RemoteApp, to: string, at: Date): EnvironmentFile {
  return withChange(file, { at: at.toISOString(), action: 'promote', remote, from: file.remotes[remote] ?? null, to });
}

/**
 * What a rollback returns the remote to: the `from` of its latest promotion not already rolled back (each rollback
 * cancels one promotion, newest first). undefined when there is nothing left to roll back.
 */
export function rollbackTarget(file: EnvironmentFile, remote: RemoteApp): string | null | undefined {
  let rolledBack = 0;
  for (const change of [...file.history].reverse()) {
    if (change.remote !== remote) continue;
    if (change.action === 'rollback') rolledBack += 1;
    else if (rolledBack > 0) rolledBack -= 1;
    else return change.from;
  }
  return undefined;
}

export function rollback(file: EnvironmentFile, remote: RemoteApp, to: string | null, at: Date): EnvironmentFile {
  return withChange(file, { at: at.toISOString(), action: 'rollback', remote, from: file.remotes[remote] ?? null, to });
}
