import { ISLAND_HOST_ATTRIBUTE, ISLAND_HOST_GLOBAL, type IslandHost } from '../lib/load-island-host';

type HostModule = typeof import('../lib/load-island-host');

/** A fresh copy of the module per test: it remembers its one load. */
function freshLoader(): HostModule['loadIslandHost'] {
  let module: HostModule | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<HostModule>('../lib/load-island-host');
  });
  return module!.loadIslandHost;
}

const HOST_URL = '/static/js/islandHost.0123456789.js';
const hostScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>(`script[src="${HOST_URL}"]`)];

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = `<script defer src="/boot.js" ${ISLAND_HOST_ATTRIBUTE}="${HOST_URL}"></script>`;
  delete window[ISLAND_HOST_GLOBAL];
});

it('loads the host named on the page once, and hands over what it starts', async () => {
  const loadIslandHost = freshLoader();
  const host: IslandHost = { bootIsland: jest.fn() };
  const first = loadIslandHost();
  const second = loadIslandHost();
  expect(hostScripts()).toHaveLength(1);

  window[ISLAND_HOST_GLOBAL] = Promise.resolve(host);
  hostScripts()[0]!.dispatchEvent(new Event('load'));
  await expect(first).resolves.toBe(host);
  expect(second).toBe(first);
});

it('tries again on the next boot after the host failed to load', async () => {
  const loadIslandHost = freshLoader();
  const failed = loadIslandHost();
  hostScripts()[0]!.dispatchEvent(new Event('error'));
  await expect(failed).rejects.toThrow(`${HOST_URL} could not be loaded`);

  void loadIslandHost().catch(() => undefined);
  expect(hostScripts()).toHaveLength(2);
});
