import { createFrontEndConfig } from '@clinic/build-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createFrontEndConfig(
    {
      appDir: __dirname,
      containerName: 'mf_content',
      devPort: 3001,
      publicPath: 'auto',
      exposes: {
        './content-page': './src/exposes/content-page.tsx',
      },
      html: { title: 'mf-content (standalone)' },
      devProxy: { '/api': 'http://localhost:8080' },
    },
    argv,
  );
