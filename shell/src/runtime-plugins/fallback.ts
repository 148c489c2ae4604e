import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from '../lib/remote-loading';

/**
 * The last word on a failed loadRemote (after the retry plugin has given up): whatever went wrong, the caller gets
 * one RemoteLoadError naming the remote, the expose and the stage, so the region's error boundary shows the
 * region's own fallback and reports the failure. Manifest failures ('afterResolve') carry on to 'onLoad'.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'clinic-fallback-plugin',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      if (args.error instanceof RemoteLoadError) throw args.error;
      const [container = args.id, ...exposePath] = args.id.split('/');
      throw new RemoteLoadError({ container, expose: exposePath.join('/'), reason: 'error', cause: args.error });
    },
  };
}
