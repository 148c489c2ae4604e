/** @jest-environment node */
import { RemoteLoadError, recordRemoteStage, remoteProgress } from '@/lib/remote-loading';
import fallbackPlugin from '../fallback';
import loadStagesPlugin from '../load-stages';
import retryPlugin, { backoffDelayMs, fetchJsonWithRetry, RETRIES } from '../retry';

type AnyHook = (...args: unknown[]) => unknown;
function hook(plugin: object, name: string): AnyHook {
  const implementation = (plugin as Record<string, AnyHook | undefined>)[name];
  if (!implementation) throw new Error(`the plugin has no ${name} hook`);
  return implementation;
}

/** Lets the retry delays pass without waiting for them. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  const settled = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  for (let step = 0; step < 10; step += 1) await jest.advanceTimersByTimeAsync(1000);
  const result = await settled;
  if ('error' in result) throw result.error;
  return result.value;
}

describe('retry plugin (@module-federation/retry-plugin)', () => {
  const realFetch = global.fetch;
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    global.fetch = realFetch;
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('fetches a manifest again after network errors and 5xx answers, then returns it', async () => {
    global.fetch = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValueOnce(Response.json({ id: 'mf_content' }));
    const response = (await settle(
      hook(retryPlugin(), 'fetch')('/remotes/mf-content/mf-manifest.json', {}) as Promise<Response>,
    )) as Response;
    expect(await response.json()).toEqual({ id: 'mf_content' });
    expect(global.fetch).toHaveBeenCalledTimes(3);
  });

  it('gives up after the first try and three retries', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(settle(fetchJsonWithRetry('/remotes.json', {}))).rejects.toThrow();
    expect(global.fetch).toHaveBeenCalledTimes(1 + RETRIES);
  });

  it.each([
    ['without jitter', 0, [500, 1000, 2000]],
    ['with jitter', 0.8, [400, 800, 1600]],
  ])('waits longer before each retry (%s)', async (_case, random, expectedGaps) => {
    jest.spyOn(Math, 'random').mockReturnValue(random);
    const triedAt: number[] = [];
    global.fetch = jest.fn(() => {
      triedAt.push(Date.now());
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    await expect(settle(fetchJsonWithRetry('/remotes.json', {}))).rejects.toThrow();
    const gaps = triedAt.slice(1).map((at, index) => at - (triedAt[index] ?? at));
    expect(gaps).toEqual(expectedGaps);
  });

  it('keeps every wait longer than the one before, whatever the jitter', () => {
    for (const [earlier, later] of [
      [0, 0.999],
      [0.5, 0.999],
      [0.999, 0.999],
    ] as const) {
      for (let retry = 1; retry < RETRIES; retry += 1) {
        expect(backoffDelayMs(retry + 1, () => later)).toBeGreaterThan(backoffDelayMs(retry, () => earlier));
      }
    }
  });

  it('loads a remote entry again when its script failed, after a wait', async () => {
    const entry = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('RUNTIME-008')).mockResolvedValueOnce(entry);
    const globalLoading = { mf_content: Promise.reject(new Error('RUNTIME-008')) };
    globalLoading.mf_content.catch(() => undefined);
    const loading = hook(
      retryPlugin(),
      'loadEntryError',
    )({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mf_content', entry: '/remotes/mf-content/remoteEntry.js' },
      globalLoading,
      uniqueKey: 'mf_content',
    }) as Promise<unknown>;
    // The runtime already failed once before calling the hook, so even its first call here waits.
    await jest.advanceTimersByTimeAsync(300);
    expect(getRemoteEntry).not.toHaveBeenCalled();
    const recovered = await settle(loading);
    expect(recovered).toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    // The standard plugin cleared the runtime's cached failed load, so the retry really loads the script again.
    expect(globalLoading).not.toHaveProperty('mf_content');
  });

  it("loads an exposed module's chunks again when they failed", async () => {
    const factory = () => ({ default: 'page' });
    const get = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(factory);
    const moduleFactory = await settle(
      hook(
        retryPlugin(),
        'getModuleFactory',
      )({
        remoteEntryExports: { get, init: jest.fn() },
        expose: './content-page',
        moduleInfo: { name: 'mf_content', entry: '/remotes/mf-content/remoteEntry.js' },
      }) as Promise<unknown>,
    );
    expect(moduleFactory).toBe(factory);
    expect(get).toHaveBeenCalledTimes(2);
  });
});

describe('load-stages plugin', () => {
  it('follows a remote from its manifest to rendering, keeping its release', () => {
    const plugin = loadStagesPlugin();
    const moduleInfo = { name: 'mf_stages' };
    hook(plugin, 'beforeLoadManifest')({ moduleInfo });
    expect(remoteProgress('mf_stages').stage).toBe('manifest');
    hook(
      plugin,
      'afterLoadManifest',
    )({
      moduleInfo,
      manifestJson: { metaData: { buildInfo: { buildVersion: '2.3.4' } } },
    });
    expect(remoteProgress('mf_stages')).toEqual({ stage: 'entry', release: '2.3.4' });
    hook(plugin, 'beforeGetExpose')({ moduleInfo });
    expect(remoteProgress('mf_stages').stage).toBe('chunk');
    hook(plugin, 'afterExecuteFactory')({ moduleInfo, error: new Error('boom') });
    expect(remoteProgress('mf_stages').stage).toBe('chunk');
    hook(plugin, 'afterExecuteFactory')({ moduleInfo });
    expect(remoteProgress('mf_stages')).toEqual({ stage: 'render', release: '2.3.4' });
  });

  it('stays at the manifest when the manifest failed', () => {
    const plugin = loadStagesPlugin();
    hook(plugin, 'beforeLoadManifest')({ moduleInfo: { name: 'mf_broken' } });
    hook(plugin, 'afterLoadManifest')({ moduleInfo: { name: 'mf_broken' }, error: new Error('RUNTIME-003') });
    expect(remoteProgress('mf_broken').stage).toBe('manifest');
  });
});

describe('fallback plugin (errorLoadRemote)', () => {
  it('turns a failed loadRemote into a RemoteLoadError naming the remote, the expose and the stage', () => {
    recordRemoteStage('mf_booking', 'entry', '1.0.0');
    const cause = new Error('RUNTIME-008');
    let thrown: unknown;
    try {
      hook(fallbackPlugin(), 'errorLoadRemote')({ id: 'mf_booking/services-page', error: cause, lifecycle: 'onLoad' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RemoteLoadError);
    expect(thrown).toMatchObject({
      container: 'mf_booking',
      expose: 'services-page',
      stage: 'entry',
      reason: 'error',
      release: '1.0.0',
      cause,
    });
  });

  it('lets a manifest failure carry on to the final onLoad step', () => {
    const args = { id: '/remotes/x/mf-manifest.json', error: new Error('x'), lifecycle: 'afterResolve' };
    expect(hook(fallbackPlugin(), 'errorLoadRemote')(args)).toBeUndefined();
  });
});
