import { API_ERROR_CODES, type ApiErrorBody } from '@clinic/contracts';
import type { RunningServer } from '../../../server';
import { makeWebRoot, rawRequest, removeWebRoot, startTestServer } from '../../../testing/test-server';
import { MAX_REQUEST_TARGET_LENGTH, URI_TOO_LONG_MESSAGE } from '../request-target-limit';

describe('request targets longer than MAX_REQUEST_TARGET_LENGTH', () => {
  let webRoot: string;
  let server: RunningServer;

  beforeAll(async () => {
    webRoot = makeWebRoot({ 'shell/dist/404.html': '<!doctype html><title>Page not found</title>' });
    server = await startTestServer({ WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await server.stop();
    removeWebRoot(webRoot);
  });

  /** A target of exactly `length` characters starting with `start`. */
  const targetOf = (start: string, length: number) => `${start}${'a'.repeat(length - start.length)}`;

  it('answers 414 in the API error body under /api', async () => {
    const res = await rawRequest(server.url, targetOf('/api/health?q=', MAX_REQUEST_TARGET_LENGTH + 1));
    expect(res.status).toBe(414);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body) as ApiErrorBody).toEqual({
      code: API_ERROR_CODES.uriTooLong,
      message: URI_TOO_LONG_MESSAGE,
      fields: [],
    });
  });

  it('answers 414 with a plain page elsewhere, slashes or not, before any route sees it', async () => {
    for (const target of [
      targetOf('/', MAX_REQUEST_TARGET_LENGTH + 1),
      `/${'/'.repeat(MAX_REQUEST_TARGET_LENGTH)}a`,
      targetOf('/spinal-conditions?from=', MAX_REQUEST_TARGET_LENGTH + 1),
    ]) {
      const res = await rawRequest(server.url, target);
      expect(res.status).toBe(414);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe(URI_TOO_LONG_MESSAGE);
    }
  });

  it('routes a target of exactly the limit as usual', async () => {
    expect((await rawRequest(server.url, targetOf('/', MAX_REQUEST_TARGET_LENGTH))).status).toBe(404);
    expect((await rawRequest(server.url, targetOf('/api/health?q=', MAX_REQUEST_TARGET_LENGTH))).status).toBe(200);
  });
});
