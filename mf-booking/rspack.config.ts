import { createRemoteConfig } from '@clinic/build-config';
import { REMOTE_REGISTRY } from '@clinic/contracts/remotes';

export default (_env: unknown, argv: { mode?: string }) => createRemoteConfig(REMOTE_REGISTRY.booking, __dirname, argv);
