import { Compilation, sources, type Compiler } from '@rspack/core';

const PLUGIN = 'IslandHostFilesPlugin';

/** Where the list goes, beside the pages in dist/. */
export const ISLAND_HOST_FILES = 'island-host-files.json';

/**
 * Writes the script files the island host needs to boot a region (its entry's chunks and those of what the entry
 * imports, app/islands/boot-island), as a JSON list of paths from the site root. The prerender step puts the list on
 * each page (scripts/prerender.ts), so the page script can fetch them ahead without running them.
 */
export class IslandHostFilesPlugin {
  constructor(
    private readonly entry: string,
    private readonly filename: string,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const entrypoint = compilation.entrypoints.get(this.entry);
        if (!entrypoint) throw new Error(`${PLUGIN}: no entry named ${this.entry}`);
        const groups = [entrypoint, ...entrypoint.childrenIterable];
        const files = [...new Set(groups.flatMap((group) => group.getFiles()))].filter((file) => file.endsWith('.js'));
        compilation.emitAsset(this.filename, new sources.RawSource(JSON.stringify(files)));
      });
    });
  }
}
