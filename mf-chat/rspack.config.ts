import { createFrontEndConfig } from '@clinic/build-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createFrontEndConfig(
    {
      appDir: __dirname,
      containerName: 'mf_chat',
      devPort: 3003,
      publicPath: 'auto',
      exposes: {
        './chat-widget': './src/exposes/chat-widget.tsx',
      },
      html: { title: 'mf-chat (standalone)' },
      devProxy: { '/api': 'http://localhost:8080' },
    },
    argv,
  );
