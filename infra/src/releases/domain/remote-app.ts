import { REMOTE_FOLDERS, type RegistryFolder } from '@clinic/contracts/remotes';

/** A federated remote, by its folder at the repo root (mf-chat): what releases are published and promoted per. */
export const REMOTE_APPS = REMOTE_FOLDERS;
export type RemoteApp = RegistryFolder;
