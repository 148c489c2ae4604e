import type { RunningServer } from '../../server';
import { makeWebRoot, nonceFromCsp, rawRequest, removeWebRoot, startTestServer } from '../../testing/test-server';

const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><style nonce="__CSP_NONCE__">body{}</style></head>` +
  `<body><script src="/main.3f9a1c2b.js" nonce="__CSP_NONCE__"></script></body></html>`;

const SHELL_FILES = {
  'shell/dist/index.html': page('Home'),
  'shell/dist/publications/index.html': page('Publications'),
  'shell/dist/spinal-conditions/general/sciatica/index.html': page('Sciatica'),
  'shell/dist/404.html': page('Page not found'),
  'package.json': '{"name":"secret-package"}',
};

describe.each([
  ['development', 'development'],
  ['production (cached templates)', 'production'],
])('prerendered pages in %s', (_label, nodeEnv) => {
  let webRoot: string;
  let server: RunningServer;

  beforeAll(async () => {
    webRoot = makeWebRoot(SHELL_FILES);
    server = await startTestServer({ WEB_ROOT: webRoot, NODE_ENV: nodeEnv });
  });
  afterAll(async () => {
    await server.stop();
    removeWebRoot(webRoot);
  });

  it.each([
    ['/', 'Home'],
    ['/publications', 'Publications'],
    ['/publications/', 'Publications'],
    ['/spinal-conditions/general/sciatica', 'Sciatica'],
  ])('GET %s serves its prerendered HTML with the CSP nonce stamped in', async (path, title) => {
    const res = await fetch(`${server.url}${path}`);
    const html = await res.text();
    const nonce = nonceFromCsp(res.headers.get('content-security-policy'));

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).not.toContain('__CSP_NONCE__');
    expect(nonce).toBeDefined();
    expect(html.split(`nonce="${nonce}"`)).toHaveLength(3);
  });

  it('gives every request its own nonce', async () => {
    const [a, b] = await Promise.all([fetch(`${server.url}/`), fetch(`${server.url}/`)]);
    const [htmlA, htmlB] = await Promise.all([a.text(), b.text()]);
    expect(htmlA).not.toBe(htmlB);
    expect(htmlB).toContain(`nonce="${nonceFromCsp(b.headers.get('content-security-policy'))}"`);
  });

  it.each(['/no-such-page', '/publications/missing', '/spinal-conditions/general'])(
    'GET %s serves 404.html with status 404',
    async (path) => {
      const res = await fetch(`${server.url}${path}`);
      const html = await res.text();
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(html).toContain('<title>Page not found</title>');
      expect(html).toContain(`nonce="${nonceFromCsp(res.headers.get('content-security-policy'))}"`);
    },
  );

  it('answers HEAD like GET without a body', async () => {
    const res = await fetch(`${server.url}/publications`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe('');
  });

  it.each([
    '/index.html',
    '/404.html',
    '/publications/index.html',
    // The same files named with encoded dots, in any case, and through dot segments.
    '/index%2ehtml',
    '/index%2Ehtml',
    '/index.htm%6c',
    '/404%2EHTML',
    '/index.HTML',
    '/publications/index%2ehtml',
    '/publications/..%2findex.html',
    '/publications/%2e%2e/index.html',
    '/spinal-conditions/general/sciatica/..%2F..%2F..%2Findex%2Ehtml',
  ])('never hands out the raw template %s', async (path) => {
    const res = await rawRequest(server.url, path);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('__CSP_NONCE__');
  });

  it.each([
    '/..%2fpackage',
    '/%2e%2e/%2e%2e/package',
    '/publications/..%2f..%2f..%2fpackage',
    '/..%5c..%5cpackage',
    '/%E0%A4%A',
  ])('does not leak files for %s', async (path) => {
    const res = await rawRequest(server.url, path);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('secret-package');
  });

  it('does not treat non-GET requests as pages', async () => {
    const res = await fetch(`${server.url}/publications`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('Publications');
  });
});

describe('shell not built', () => {
  let webRoot: string;
  let server: RunningServer;

  beforeAll(async () => {
    webRoot = makeWebRoot({ 'mf-content/dist/remoteEntry.js': '// remote' });
    server = await startTestServer({ WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await server.stop();
    removeWebRoot(webRoot);
  });

  it("answers '/' with 503 telling to run npm run build", async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toContain('npm run build');
  });

  it('still answers /api/health', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
  });
});
