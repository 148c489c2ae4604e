import { ISLAND_ATTRIBUTE, ISLAND_BOOT_ATTRIBUTE } from '@clinic/contracts/islands';
import { fireEvent, waitFor } from '@testing-library/react';
import { ISLAND_HOST_FILES_ATTRIBUTE } from '../lib/load-island-host';

type PrefetchModule = typeof import('../lib/prefetch-island-code');

/** A fresh module per test: it fetches each file once per page. */
function freshPrefetch(): PrefetchModule['prefetchIslandCode'] {
  let module: PrefetchModule | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<PrefetchModule>('../lib/prefetch-island-code');
  });
  return module!.prefetchIslandCode;
}

const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'chat-widget', assets: { js: { sync: ['static/js/widget.js'], async: ['static/js/lazy.js'] } } },
    { name: 'other', assets: { js: { sync: ['static/js/other.js'], async: [] } } },
  ],
};
const RESPONSES: Record<string, unknown> = {
  '/remotes.json': { mf_chat: '/remotes/mf-chat/mf-manifest.json' },
  'http://localhost/remotes/mf-chat/mf-manifest.json': MANIFEST,
};

let fetched: { url: string; priority?: string }[] = [];
const observed: Element[] = [];

beforeEach(() => {
  fetched = [];
  observed.length = 0;
  global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    fetched.push({ url, priority: init?.priority });
    const body = RESPONSES[url];
    // jsdom has no Response: the two methods the prefetch reads are enough.
    const response = { json: () => Promise.resolve(body), arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)) };
    return Promise.resolve(response as unknown as Response);
  }) as typeof fetch;
  Object.assign(window, {
    IntersectionObserver: class {
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
    },
  });
});

function page(islands: string) {
  document.body.innerHTML = `<script ${ISLAND_HOST_FILES_ATTRIBUTE}="/static/js/host.js /static/js/react.js"></script>${islands}`;
}

const CHAT = `<div ${ISLAND_ATTRIBUTE}="shell/chat-launcher" ${ISLAND_BOOT_ATTRIBUTE}="press"><button>Chat</button></div>`;
const FORM = `<div ${ISLAND_ATTRIBUTE}="mf_booking/booking-form"><form id="form"><input></form></div>`;
const remotesOf = (module: string) => (module === 'shell/chat-launcher' ? ['mf_chat/chat-widget'] : [module]);
const urls = () => fetched.map(({ url }) => url);

it("fetches a 'press' region's code at the first sign of reaching for it: the host, then the remote's files", async () => {
  page(CHAT);
  freshPrefetch()(document, remotesOf);
  expect(fetched).toEqual([]);
  fireEvent.pointerOver(document.querySelector('button')!);
  await waitFor(() => expect(urls()).toContain('http://localhost/remotes/mf-chat/static/js/lazy.js'));
  expect(urls()).toEqual([
    '/static/js/host.js',
    '/static/js/react.js',
    '/remotes.json',
    'http://localhost/remotes/mf-chat/mf-manifest.json',
    'http://localhost/remotes/mf-chat/remoteEntry.js',
    'http://localhost/remotes/mf-chat/static/js/widget.js',
    'http://localhost/remotes/mf-chat/static/js/lazy.js',
  ]);
  expect(fetched.every(({ priority }) => priority === 'low')).toBe(true);

  fireEvent.focusIn(document.querySelector('button')!);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(fetched).toHaveLength(7); // once
});

it("fetches nothing ahead for an 'interaction' region (it boots once in view, which loads its code)", async () => {
  page(FORM);
  freshPrefetch()(document, remotesOf);
  fireEvent.pointerOver(document.querySelector('input')!);
  fireEvent.focusIn(document.querySelector('input')!);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(observed).toEqual([]);
  expect(fetched).toEqual([]);
});

it('starts the fetches a couple per task, none in the handler of the event that asked for them', async () => {
  document.body.innerHTML = `<script ${ISLAND_HOST_FILES_ATTRIBUTE}="/a.js /b.js /c.js /d.js /e.js"></script>${CHAT}`;
  freshPrefetch()(document, remotesOf);
  fireEvent.pointerOver(document.querySelector('button')!);
  expect(fetched).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(urls()).toEqual(['/a.js', '/b.js']);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(urls()).toEqual(['/a.js', '/b.js', '/c.js', '/d.js']);
});

it('fetches nothing ahead for a visitor who asked the browser to save data', () => {
  page(CHAT + FORM);
  Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  freshPrefetch()(document, remotesOf);
  fireEvent.pointerOver(document.querySelector('button')!);
  expect(observed).toEqual([]);
  expect(fetched).toEqual([]);
  delete (navigator as { connection?: unknown }).connection;
});
