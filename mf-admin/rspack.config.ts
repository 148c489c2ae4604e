import { createFrontEndConfig } from '@clinic/build-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createFrontEndConfig(
    {
      appDir: __dirname,
      containerName: 'mf_admin',
      devPort: 3004,
      publicPath: 'auto',
      exposes: {
        './submissions-page': './src/exposes/submissions-page.tsx',
      },
      html: { title: 'mf-admin (standalone)' },
      devProxy: { '/api': 'http://localhost:8080' },
    },
    argv,
  );
