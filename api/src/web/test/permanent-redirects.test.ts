import type { RunningServer } from '../../server';
import { makeWebRoot, removeWebRoot, startTestServer } from '../../testing/test-server';

const SHELL_FILES = {
  'shell/dist/spinal-conditions/general/index.html': '<!doctype html><title>General Spinal Conditions</title>',
  'shell/dist/general-spinal-anatomy/index.html': '<!doctype html><title>General Spinal Anatomy</title>',
  'shell/dist/404.html': '<!doctype html><title>Page not found</title>',
};

describe('permanent redirects', () => {
  let webRoot: string;
  let server: RunningServer;

  beforeAll(async () => {
    webRoot = makeWebRoot(SHELL_FILES);
    server = await startTestServer({ WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await server.stop();
    removeWebRoot(webRoot);
  });

  it.each([
    ['/spinal-conditions', '/spinal-conditions/general'],
    ['/spinal-conditions/', '/spinal-conditions/general'],
    ['/spinal-conditions?from=breadcrumb', '/spinal-conditions/general?from=breadcrumb'],
    ['/spinal-anatomy', '/general-spinal-anatomy'],
  ])('GET %s answers 301 to %s', async (path, location) => {
    const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(location);
  });

  it('lands on the index page when followed', async () => {
    const res = await fetch(`${server.url}/spinal-conditions`);
    expect(res.status).toBe(200);
    expect(res.url).toBe(`${server.url}/spinal-conditions/general`);
    expect(await res.text()).toContain('<title>General Spinal Conditions</title>');
  });

  it('answers HEAD too, and leaves other methods and paths alone', async () => {
    expect((await fetch(`${server.url}/spinal-conditions`, { method: 'HEAD', redirect: 'manual' })).status).toBe(301);
    expect((await fetch(`${server.url}/spinal-conditions`, { method: 'POST', redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${server.url}/spinal-conditions/lumbar-x`, { redirect: 'manual' })).status).toBe(404);
  });
});
