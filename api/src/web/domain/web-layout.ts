import path from 'node:path';

/** The federated remotes the API serves at /remotes/<app>/ from <webRoot>/<app>/dist. */
export const REMOTE_APPS = ['mf-content', 'mf-booking', 'mf-chat', 'mf-admin'] as const;
export type RemoteApp = (typeof REMOTE_APPS)[number];

export const REMOTES_PREFIX = '/remotes';
export const REMOTES_MANIFEST_PATH = '/remotes.json';

export const shellDistDir = (webRoot: string) => path.join(webRoot, 'shell', 'dist');
export const remoteDistDir = (webRoot: string, app: RemoteApp) => path.join(webRoot, app, 'dist');
