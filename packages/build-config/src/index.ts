export { createSharedMap, type SharedConfig } from './shared-map';
export {
  createFrontEndConfig,
  createPlainScriptConfig,
  type FrontEndAppOptions,
  type PlainScriptOptions,
} from './app-config';
export { createRemoteConfig, rspackExposes, type RegistryRemote } from './remote-config';
