import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordRemoteStage } from '../lib/remote-loading';

/**
 * Records how far each remote got — manifest, entry, chunk, render — so a failure or a time-out is reported with
 * the stage it stopped at, and with the remote's release once its manifest has been read.
 */
export default function loadStagesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'clinic-load-stages-plugin',
    beforeLoadManifest(args) {
      recordRemoteStage(args.moduleInfo.name, 'manifest');
      return args;
    },
    afterLoadManifest(args) {
      if (!args.error)
        recordRemoteStage(args.moduleInfo.name, 'entry', args.manifestJson?.metaData.buildInfo.buildVersion);
      return args;
    },
    beforeGetExpose(args) {
      recordRemoteStage(args.moduleInfo.name, 'chunk');
      return args;
    },
    afterExecuteFactory(args) {
      if (!args.error) recordRemoteStage(args.moduleInfo.name, 'render');
      return args;
    },
  };
}
