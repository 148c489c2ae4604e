import type { RunningServer } from '../../server';
import { MAX_REQUEST_TARGET_LENGTH } from '../../libraries/http/request-target-limit';
import { makeWebRoot, rawRequest, removeWebRoot, startTestServer } from '../../testing/test-server';

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

  it('answers a path of slashes about as fast as a path of letters of the same length', async () => {
    // The longest target the server routes: the costliest path of slashes it can be sent.
    const slashes = `/${'/'.repeat(MAX_REQUEST_TARGET_LENGTH - 2)}a`;
    const letters = `/${'a'.repeat(MAX_REQUEST_TARGET_LENGTH - 1)}`;
    const timeOf = async (target: string) => {
      const started = performance.now();
      expect((await rawRequest(server.url, target)).status).toBe(404);
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    await timeOf(letters);
    const slashTimes: number[] = [];
    const letterTimes: number[] = [];
    // Interleaved, so a busy moment on the machine weighs on both.
    for (let round = 0; round < 9; round += 1) {
      slashTimes.push(await timeOf(slashes));
      letterTimes.push(await timeOf(letters));
    }
    // Linear: about 1. The regex this replaced took ~100 times as long for the slashes (quadratic).
    expect(median(slashTimes) / median(letterTimes)).toBeLessThan(4);
  });
});
