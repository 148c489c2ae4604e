import { createFrontEndConfig } from '@clinic/build-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createFrontEndConfig(
    {
      appDir: __dirname,
      containerName: 'mf_booking',
      devPort: 3002,
      publicPath: 'auto',
      exposes: {
        './services-page': './src/exposes/services-page.tsx',
        './fellowship-inquiry-form': './src/exposes/fellowship-inquiry-form.tsx',
      },
      html: { title: 'mf-booking (standalone)' },
      devProxy: { '/api': 'http://localhost:8080' },
    },
    argv,
  );
