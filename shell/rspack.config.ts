import path from 'node:path';
import { createFrontEndConfig } from '@clinic/build-config';

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
      // Prerendered pages start from the islands runtime instead of the whole app (scripts/prerender.ts).
      extraEntries: { islands: { path: './src/islands.ts', productionFilename: 'island-page-template.html' } },
      devProxy: { '/api': 'http://localhost:8080' },
    },
    argv,
  );
  config.resolve = {
    ...config.resolve,
    alias: { ...config.resolve?.alias, '@module-federation/sdk$': FEDERATION_SDK },
  };
  return config;
};
