import path from 'node:path';
import { createFrontEndConfig } from '@clinic/build-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createFrontEndConfig(
    {
      appDir: __dirname,
      containerName: 'shell',
      devPort: 3000,
      publicPath: '/',
      runtimePlugins: ['retry.ts', 'load-stages.ts', 'fallback.ts'].map((file) =>
        path.join(__dirname, 'src/runtime-plugins', file),
      ),
      // The build writes page-template.html; scripts/prerender.ts turns it into one page per route.
      html: { template: path.join(__dirname, 'src/index.html'), productionFilename: 'page-template.html' },
      devProxy: { '/api': 'http://localhost:8080' },
    },
    argv,
  );
