import path from 'node:path';
import { REMOTE_FOLDERS, type RegistryFolder } from '@clinic/contracts/remotes';

/** The federated remotes the API serves at /remotes/<app>/ from <webRoot>/<app>/dist: every registry folder. */
export const REMOTE_APPS = REMOTE_FOLDERS;
export type RemoteApp = RegistryFolder;

export const REMOTES_PREFIX = '/remotes';

export const shellDistDir = (webRoot: string) => path.join(webRoot, 'shell', 'dist');
export const remoteDistDir = (webRoot: string, app: RemoteApp) => path.join(webRoot, app, 'dist');
