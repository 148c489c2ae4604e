import path from 'node:path';
import Joi from 'joi';
import type { RemoteContainer } from '../remotes/remote-modules';
import { REMOTE_FOLDERS, REMOTE_LIST, type RegistryFolder } from '../remotes/remote-registry';

/**
 * infra/environments/<env>/remotes.json: which release of each remote an environment runs, and how it got there.
 * Written by the release tooling (infra/src/releases), read by the API to serve /remotes.json. Node only (not in the
 * package index): browser code never reads it. A remote missing from `remotes` runs the build beside the API
 * (<remote>/dist), as without releases.
 */
export interface EnvironmentFile {
  /** The environment's shell: its shell-compat.json, relative to the repo root (WEB_ROOT) or absolute. */
  shellCompat: string;
  /** Remote folder -> a release version (under /releases) or a manifest URL ('/…' or http(s)). */
  remotes: Partial<Record<RegistryFolder, string>>;
  /** Newest last. */
  history: EnvironmentChange[];
}

export interface EnvironmentChange {
  at: string;
  action: 'promote' | 'rollback';
  remote: RegistryFolder;
  /** null: the remote's build beside the API. */
  from: string | null;
  to: string | null;
}

/** Safe as one URL path segment and one folder name everywhere (no '+', which object stores read as a space). */
export const RELEASE_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;
const MANIFEST_URL = /^(\/(?!\/)\S*|https?:\/\/\S+)$/;

export const isManifestUrl = (value: string) => MANIFEST_URL.test(value);

const remoteValue = Joi.string()
  .custom((value: string, helpers) =>
    RELEASE_VERSION_PATTERN.test(value) || isManifestUrl(value) ? value : helpers.error('any.invalid'),
  )
  .messages({ 'any.invalid': '{{#label}} must be a release version or a manifest URL' });
const appName = Joi.string().valid(...REMOTE_FOLDERS);

const environmentFileSchema = Joi.object<EnvironmentFile, true>({
  shellCompat: Joi.string().required(),
  remotes: Joi.object(Object.fromEntries(REMOTE_FOLDERS.map((app) => [app, remoteValue]))).required(),
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

/** The Module Federation container of a remote folder (mf-chat -> mf_chat), from the registry. */
export const containerOf = (app: RegistryFolder) =>
  REMOTE_LIST.find((remote) => remote.folder === app)!.container as RemoteContainer;

/** A release's manifest as the browser fetches it. */
export const releaseManifestUrl = (app: RegistryFolder, version: string) =>
  `${RELEASES_URL_PREFIX}/${app}/${version}/mf-manifest.json`;

/** An environment entry -> the manifest URL the shell loads. */
export const manifestUrlFor = (app: RegistryFolder, entry: string) =>
  isManifestUrl(entry) ? entry : releaseManifestUrl(app, entry);

export const environmentFilePath = (environmentsDir: string, env: string) =>
  path.join(environmentsDir, env, 'remotes.json');

/** Per-environment server HTML of the routes a promoted remote owns, served in preference to shell/dist's. */
export const environmentPagesDir = (environmentsDir: string, env: string) => path.join(environmentsDir, env, 'pages');
