import fs from 'node:fs';
import path from 'node:path';
import type { RunningServer } from '../../server';
import { makeWebRoot, removeWebRoot, startTestServer } from '../../testing/test-server';

const environmentFile = (remotes: Record<string, string>) =>
  JSON.stringify({ shellCompat: 'shell/dist/shell-compat.json', remotes, history: [] });

describe('remotes from an environment file (REMOTES_ENVIRONMENT)', () => {
  let root: string;
  let server: RunningServer;
  const file = () => path.join(root, 'environments', 'staging', 'remotes.json');
  // Written beside and renamed over, as `npm run promote` does.
  const rewrite = (contents: string) => {
    fs.writeFileSync(`${file()}.tmp`, contents);
    fs.renameSync(`${file()}.tmp`, file());
  };
  const remotes = async () => (await fetch(`${server.url}/remotes.json`)).json() as Promise<Record<string, string>>;

  beforeAll(async () => {
    root = makeWebRoot({
      'shell/dist/index.html': '<!doctype html><title>shell copy</title>',
      'shell/dist/services/index.html': '<!doctype html><title>shell services</title>',
      'environments/staging/remotes.json': environmentFile({ 'mf-chat': '0.1.0-aaaaaaa' }),
      'environments/staging/pages/services/index.html': '<!doctype html><title>promoted services</title>',
      'releases/mf-chat/0.1.0-aaaaaaa/remoteEntry.js': '/* chat a */',
    });
    server = await startTestServer({
      WEB_ROOT: root,
      REMOTES_ENVIRONMENT: 'staging',
      ENVIRONMENTS_DIR: path.join(root, 'environments'),
      RELEASES_DIR: path.join(root, 'releases'),
      REMOTE_MF_ADMIN_URL: 'https://admin.example/mf-manifest.json',
    });
  });
  afterAll(async () => {
    await server.stop();
    removeWebRoot(root);
  });

  it('serves promoted versions from /releases and the rest from their builds', async () => {
    expect(await remotes()).toEqual({
      mf_content: '/remotes/mf-content/mf-manifest.json',
      mf_booking: '/remotes/mf-booking/mf-manifest.json',
      mf_chat: '/releases/mf-chat/0.1.0-aaaaaaa/mf-manifest.json',
      mf_admin: 'https://admin.example/mf-manifest.json',
    });
  });

  it('follows changes to the file without a restart, keeps the last good answer for a broken one, and lets REMOTE_MF_*_URL win', async () => {
    rewrite(environmentFile({ 'mf-chat': '0.1.1-bbbbbbb', 'mf-admin': '9.9.9-ccccccc' }));
    expect(await remotes()).toMatchObject({
      mf_chat: '/releases/mf-chat/0.1.1-bbbbbbb/mf-manifest.json',
      mf_admin: 'https://admin.example/mf-manifest.json',
    });
    rewrite('{ not json');
    expect((await remotes()).mf_chat).toBe('/releases/mf-chat/0.1.1-bbbbbbb/mf-manifest.json');
    rewrite(environmentFile({}));
    expect((await remotes()).mf_chat).toBe('/remotes/mf-chat/mf-manifest.json');
  });

  it('serves release files as immutable, and 404 for a missing one', async () => {
    const res = await fetch(`${server.url}/releases/mf-chat/0.1.0-aaaaaaa/remoteEntry.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('/* chat a */');
    expect((await fetch(`${server.url}/releases/mf-chat/0.0.0-missing/remoteEntry.js`)).status).toBe(404);
  });

  it('prefers the environment’s refreshed page HTML to the shell build’s', async () => {
    expect(await (await fetch(`${server.url}/services`)).text()).toContain('promoted services');
    expect(await (await fetch(`${server.url}/`)).text()).toContain('shell copy');
  });
});

describe('remotes without REMOTES_ENVIRONMENT', () => {
  it('are the builds beside the API, as before releases', async () => {
    const root = makeWebRoot({ 'shell/dist/index.html': '<!doctype html>' });
    const server = await startTestServer({ WEB_ROOT: root, ENVIRONMENTS_DIR: path.join(root, 'none') });
    try {
      expect(await (await fetch(`${server.url}/remotes.json`)).json()).toEqual({
        mf_content: '/remotes/mf-content/mf-manifest.json',
        mf_booking: '/remotes/mf-booking/mf-manifest.json',
        mf_chat: '/remotes/mf-chat/mf-manifest.json',
        mf_admin: '/remotes/mf-admin/mf-manifest.json',
      });
    } finally {
      await server.stop();
      removeWebRoot(root);
    }
  });
});
