import { reportFailure } from '../failure-reports/report-failure';
import { buildFailureEvent, sendFailureReport } from '../failure-reports/send-failure-report';

/** jsdom's Blob has no text(): read it the way browsers did before. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

const failure = {
  container: 'mf_content',
  expose: 'content-page',
  stage: 'chunk' as const,
  reason: 'error' as const,
  release: '0.1.0',
};

describe('buildFailureEvent', () => {
  it('names the remote, the expose, the stage, the page and the release', () => {
    expect(buildFailureEvent(failure, '/publications')).toEqual({
      type: 'remote-failure',
      remote: 'mf_content',
      expose: 'content-page',
      stage: 'chunk',
      reason: 'error',
      path: '/publications',
      release: '0.1.0',
    });
  });

  it('never sends an address that is not one of the site’s pages, which could hold anything typed', () => {
    expect(buildFailureEvent(failure, '/ann.smith@example.org').path).toBe('/404');
  });

  it('leaves out a release it cannot vouch for', () => {
    expect(buildFailureEvent({ ...failure, release: 'not a version!' }, '/')).not.toHaveProperty('release');
  });
});

describe('sendFailureReport', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('sends the report once, by navigator.sendBeacon, as JSON', async () => {
    const sendBeacon = jest.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    sendFailureReport(failure, '/information');
    sendFailureReport(failure, '/information');

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/api/client-events');
    expect(body.type).toBe('application/json');
    expect(JSON.parse(await readBlob(body))).toMatchObject({ remote: 'mf_content', path: '/information' });
  });

  it('falls back to a keepalive fetch when the beacon is not queued', () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: () => false, configurable: true });
    const fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 204 }));
    global.fetch = fetchMock as unknown as typeof fetch;
    sendFailureReport({ ...failure, stage: 'entry' }, '/services');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/client-events',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });

  it('is loaded and called only when a failure is reported', async () => {
    const sendBeacon = jest.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const routeError = { container: 'shell', expose: 'route', stage: 'render' as const, reason: 'error' as const };
    await reportFailure(routeError, '/previous-fellows');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await readBlob(sendBeacon.mock.calls[0]![1]))).toEqual({
      type: 'remote-failure',
      remote: 'shell',
      expose: 'route',
      stage: 'render',
      reason: 'error',
      path: '/previous-fellows',
    });
  });
});
