import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from '@/lib/remote-loading';
import { fetchJsonWithRetry } from '@/runtime-plugins/retry';
import { loadRemoteModule } from '../lib/load-remote-module';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('@/runtime-plugins/retry', () => ({ fetchJsonWithRetry: jest.fn() }));

const fetchManifest = jest.mocked(fetchJsonWithRetry);
const manifestResponse = { json: () => Promise.resolve({ mf_content: '/remotes/mf-content/mf-manifest.json' }) };

describe('loadRemoteModule', () => {
  afterEach(() => jest.useRealTimers());

  it('gives up on a remote that hangs once the time limit has passed, naming the stage it was at', async () => {
    jest.useFakeTimers();
    fetchManifest.mockResolvedValue(manifestResponse as Response);
    jest.mocked(loadRemote).mockReturnValue(new Promise(() => undefined));

    const loading = loadRemoteModule('mf_content', 'content-page', 10_000);
    const outcome = loading.catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(9_999);
    expect(jest.getTimerCount()).toBe(1); // still waiting
    await jest.advanceTimersByTimeAsync(1);

    const error = await outcome;
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect(error).toMatchObject({
      container: 'mf_content',
      expose: 'content-page',
      stage: 'manifest',
      reason: 'timeout',
    });
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_content', entry: 'http://localhost/remotes/mf-content/mf-manifest.json' },
    ]);
  });

  it('fails at the manifest stage without /remotes.json, and asks for it again next time', async () => {
    jest.resetModules();
    const { loadRemoteModule: freshLoad } = await import('../lib/load-remote-module');
    const { fetchJsonWithRetry: freshFetch } = await import('@/runtime-plugins/retry');
    const { loadRemote: freshLoadRemote } = await import('@module-federation/enhanced/runtime');
    const { RemoteLoadError: FreshError } = await import('@/lib/remote-loading');
    jest
      .mocked(freshFetch)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(manifestResponse as Response);
    jest.mocked(freshLoadRemote).mockResolvedValue({ default: 'page' });

    const failed = await freshLoad('mf_content', 'content-page', 10_000).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(FreshError);
    expect(failed).toMatchObject({ stage: 'manifest', reason: 'error' });

    await expect(freshLoad('mf_content', 'content-page', 10_000)).resolves.toEqual({ default: 'page' });
    expect(freshFetch).toHaveBeenCalledTimes(2);
  });
});
