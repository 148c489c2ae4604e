import { workflowFiles } from '../ci/workflows';
import { formatted, registryDerivedFiles, type DerivedFile } from './derived-files';

/** The registry's derived files and the per-app workflows, formatted. */
export const allDerivedFiles = async (): Promise<DerivedFile[]> => [
  ...(await registryDerivedFiles()),
  ...(await formatted(workflowFiles())),
];
