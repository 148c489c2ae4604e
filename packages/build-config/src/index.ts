export { createSharedMap, type SharedConfig } from './shared-map';
export { createFrontEndConfig, type FrontEndAppOptions } from './app-config';
export { createRemoteConfig, rspackExposes, type RegistryRemote } from './remote-config';
