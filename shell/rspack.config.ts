import path from 'node:path';
import { createFrontEndConfig, createPlainScriptConfig } from '@clinic/build-config';
import { ISLAND_HOST_FILES, IslandHostFilesPlugin } from './scripts/island-host-files-plugin';

/**
 * @module-federation/retry-plugin 0.17.1 brings its own @module-federation/sdk 0.17.1, for one function
 * (createLogger) that the runtime's sdk has too: use the runtime's copy, which every page loads anyway
 * (3.6 KB gzip less on every page).
 */
const FEDERATION_SDK = path.dirname(path.dirname(require.resolve('@module-federation/sdk')));

export default (_env: unknown, argv: { mode?: string }) => {
  const config = createFrontEndConfig(
    {
      appDir: __dirname,
      containerName: 'shell',
      devPort: 3000,
      publicPath: '/',
      runtimePlugins: ['retry.ts', 'load-stages.ts', 'fallback.ts', 'compatibility.ts'].map((file) =>
        path.join(__dirname, 'src/runtime-plugins', file),
      ),
      // The build writes page-template.html; scripts/prerender.ts turns it into one page per route.
      html: { template: path.join(__dirname, 'src/index.html'), productionFilename: 'page-template.html' },
      // The federated half of the islands runtime, which a prerendered page's first script loads on the first boot.
      extraEntries: { islandHost: { path: './src/island-host-entry.ts', productionFilename: 'island-host.html' } },
      devProxy: { '/api': 'http://localhost:8080' },
    },
    argv,
  );
  config.name = 'shell';
  config.resolve = {
    ...config.resolve,
    alias: { ...config.resolve?.alias, '@module-federation/sdk$': FEDERATION_SDK },
  };
  if (config.mode !== 'production') return config;
  // What the page script may fetch ahead of a region's boot (features/islands/lib/prefetch-island-code.ts).
  config.plugins = [...(config.plugins ?? []), new IslandHostFilesPlugin('islandHost', ISLAND_HOST_FILES)];
  // A prerendered page's one script (src/islands.ts): plain DOM code, without the federation runtime, so that
  // nothing heavier runs until the visitor reaches for an interactive region (scripts/prerender.ts).
  const islandsStarter = createPlainScriptConfig({
    appDir: __dirname,
    after: 'shell',
    entry: { islands: './src/islands.ts' },
    html: { template: path.join(__dirname, 'src/index.html'), filename: 'island-page-template.html' },
  });
  return [config, islandsStarter];
};
