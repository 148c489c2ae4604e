import type { RemotesManifest } from '@clinic/contracts';
import type { RunningServer } from '../../server';
import { makeWebRoot, rawRequest, removeWebRoot, startTestServer } from '../../testing/test-server';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const FILES = {
  'shell/dist/index.html': '<!doctype html><title>Home</title>',
  'shell/dist/main.3f9a1c2b.js': 'console.log("shell")',
  'shell/dist/static/css/app.0a1b2c3d4e5f.css': 'body{}',
  'shell/dist/favicon.png': 'png',
  'shell/dist/sitemap.xml': '<?xml version="1.0" encoding="UTF-8"?><urlset/>',
  'shell/dist/robots.txt': 'User-agent: *',
  'mf-content/dist/remoteEntry.js': '/* mf-content entry */',
  'mf-content/dist/mf-manifest.json': '{"id":"mf_content"}',
  'mf-content/dist/static/js/123.deadbeef12.js': '/* chunk */',
  'mf-booking/dist/remoteEntry.js': '/* mf-booking entry */',
  'package.json': '{"name":"secret-package"}',
  'mf-content/package.json': '{"name":"secret-remote-package"}',
};

describe('static files', () => {
  let webRoot: string;
  let server: RunningServer;

  beforeAll(async () => {
    webRoot = makeWebRoot(FILES);
    server = await startTestServer({ WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await server.stop();
    removeWebRoot(webRoot);
  });

  it.each(['/main.3f9a1c2b.js', '/static/css/app.0a1b2c3d4e5f.css', '/remotes/mf-content/static/js/123.deadbeef12.js'])(
    'serves hashed %s as immutable',
    async (path) => {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    },
  );

  it.each([
    ['/sitemap.xml', /^application\/xml/],
    ['/robots.txt', /^text\/plain/],
  ])('serves %s with its content type, revalidated and under the CSP', async (path, contentType) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(contentType);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it.each([
    ['/favicon.png', 'png'],
    ['/remotes/mf-content/remoteEntry.js', '/* mf-content entry */'],
    ['/remotes/mf-content/mf-manifest.json', '{"id":"mf_content"}'],
    ['/remotes/mf-booking/remoteEntry.js', '/* mf-booking entry */'],
  ])('serves unhashed %s with no-cache', async (path, content) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(content);
  });

  it.each([
    '/remotes/mf-chat/remoteEntry.js',
    '/remotes/mf-unknown/remoteEntry.js',
    '/remotes/mf-content/missing.js',
    '/missing.js',
  ])('answers 404 for missing asset %s', async (path) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).not.toBe(IMMUTABLE);
  });

  it.each([
    '/remotes/mf-content/..%2f..%2fpackage.json',
    '/remotes/mf-content/..%2fpackage.json',
    '/remotes/mf-content/%2e%2e/%2e%2e/package.json',
    '/remotes/mf-content/../../package.json',
    '/..%2fpackage.json',
    '/%2e%2e/package.json',
    '/remotes/mf-content/..%5c..%5cpackage.json',
  ])('does not leak files outside the dist folders: %s', async (path) => {
    const res = await rawRequest(server.url, path);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body).not.toContain('secret-package');
    expect(res.body).not.toContain('secret-remote-package');
  });
});

describe('GET /remotes.json', () => {
  it('maps each container to its manifest URL from config, with no-cache', async () => {
    const server = await startTestServer();
    try {
      const res = await fetch(`${server.url}/remotes.json`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect((await res.json()) as RemotesManifest).toEqual({
        mf_content: '/remotes/mf-content/mf-manifest.json',
        mf_booking: '/remotes/mf-booking/mf-manifest.json',
        mf_chat: '/remotes/mf-chat/mf-manifest.json',
        mf_admin: '/remotes/mf-admin/mf-manifest.json',
      });
    } finally {
      await server.stop();
    }
  });

  it('follows the REMOTE_MF_* overrides and allows their origin in the CSP', async () => {
    const server = await startTestServer({
      REMOTE_MF_CONTENT_URL: 'https://cdn.example.org/mf-content/mf-manifest.json',
      REMOTE_MF_ADMIN_URL: '/admin-remote/mf-manifest.json',
    });
    try {
      const res = await fetch(`${server.url}/remotes.json`);
      const manifest = (await res.json()) as RemotesManifest;
      expect(manifest.mf_content).toBe('https://cdn.example.org/mf-content/mf-manifest.json');
      expect(manifest.mf_admin).toBe('/admin-remote/mf-manifest.json');
      expect(manifest.mf_chat).toBe('/remotes/mf-chat/mf-manifest.json');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' 'inline-speculation-rules' https://cdn.example.org;");
      expect(csp).not.toContain('unsafe-inline');
    } finally {
      await server.stop();
    }
  });
});
