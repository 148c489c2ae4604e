import { ISLAND_ATTRIBUTE, ISLAND_BOOT_ATTRIBUTE } from '@clinic/contracts/islands';
import { REMOTES_MANIFEST_PATH } from '@clinic/contracts/remotes';
import { ISLAND_HOST_FILES_ATTRIBUTE } from './load-island-host';

/** The parts of a remote's mf-manifest.json that say which files an expose needs. */
interface RemoteManifest {
  metaData: { publicPath: string; remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

const fetched = new Set<string>();
/**
 * Starting a fetch costs the main thread a few milliseconds on a slow phone, and a region needs about twenty files:
 * started all at once, in the handler of the pointer's arrival, they held the press that followed for up to 200 ms
 * (4x CPU). They start a few per task instead, so that a press waits for one batch at most.
 */
const FETCHES_PER_TASK = 2;
const waiting: (() => void)[] = [];

function startNextFetches() {
  waiting.splice(0, FETCHES_PER_TASK).forEach((start) => start());
  if (waiting.length > 0) setTimeout(startNextFetches, 0);
}

/**
 * Fetches a file into the browser's HTTP cache without running it: at low priority, behind anything the page asks
 * for, and read to the end so it is kept whole. A later <script> for it (hashed, cached as immutable) comes from the
 * cache. connect-src covers it wherever the remotes are served from. Failures are left to the real load.
 */
function fetchAhead(url: string): Promise<unknown> {
  if (fetched.has(url)) return Promise.resolve();
  fetched.add(url);
  return new Promise((resolve) => {
    if (waiting.push(() => resolve(fetchWhole(url))) === 1) setTimeout(startNextFetches, 0);
  });
}

const fetchWhole = (url: string) =>
  fetch(url, { priority: 'low', credentials: 'same-origin' })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);

const readJson = <T>(url: string | URL): Promise<T> =>
  fetch(url, { priority: 'low' }).then((response) => response.json() as Promise<T>);

let remotes: Promise<Record<string, string>> | undefined;
const manifests = new Map<string, Promise<RemoteManifest>>();

/** The files an exposed module needs: its remote's entry and the expose's own chunks (the shell shares the rest). */
async function remoteFiles(module: string): Promise<string[]> {
  const [container = '', expose = ''] = module.split('/');
  remotes ??= readJson<Record<string, string>>(REMOTES_MANIFEST_PATH);
  const manifestPath = (await remotes)[container];
  if (!manifestPath) return [];
  const manifestUrl = new URL(manifestPath, document.baseURI);
  if (!manifests.has(manifestUrl.href)) manifests.set(manifestUrl.href, readJson<RemoteManifest>(manifestUrl));
  const { metaData, exposes } = await manifests.get(manifestUrl.href)!;
  const base = metaData.publicPath === 'auto' ? manifestUrl : new URL(metaData.publicPath, document.baseURI);
  const assets = exposes.find((each) => each.name === expose)?.assets.js;
  const entry = `${metaData.remoteEntry.path ? `${metaData.remoteEntry.path}/` : ''}${metaData.remoteEntry.name}`;
  return [entry, ...(assets?.sync ?? []), ...(assets?.async ?? [])].map((file) => new URL(file, base).href);
}

/** The island host's files, listed on the page script's tag by the prerender step. */
const hostFiles = (doc: Document) =>
  (doc.querySelector(`script[${ISLAND_HOST_FILES_ATTRIBUTE}]`)?.getAttribute(ISLAND_HOST_FILES_ATTRIBUTE) ?? '')
    .split(' ')
    .filter(Boolean);

/** Fetches ahead everything a region needs to boot: the island host, then the remote code it renders. */
function prefetchRegion(marker: HTMLElement, remotesOf: (module: string) => readonly string[]) {
  const module = marker.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  const doc = marker.ownerDocument;
  void Promise.all(hostFiles(doc).map(fetchAhead))
    .then(() =>
      Promise.all(
        remotesOf(module).map((each) => remoteFiles(each).then((files) => Promise.all(files.map(fetchAhead)))),
      ),
    )
    .catch(() => undefined);
}

// The same first signs of reaching for a region that boot an 'interaction' island (island-triggers.ts).
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Fetches, without running, the code of each 'press' region of the page (the chat) at the first sign of reaching for
 * it (the pointer over it, a touch, focus): its press is answered by the page's copy of the panel, which covers the
 * boot, and fetching its code for every visitor who never opens it would cost every first page its ~260 KB (figures
 * in the README). Other regions need nothing ahead: they boot once in view, when the browser is idle
 * (island-triggers.ts), which loads their code then. Never when the visitor has asked the browser to save data.
 */
export function prefetchIslandCode(doc: Document, remotesOf: (module: string) => readonly string[]): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const once = new WeakSet<HTMLElement>();
  const onPress = [...doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}][${ISLAND_BOOT_ATTRIBUTE}="press"]`)];
  for (const type of INTENT_EVENTS)
    doc.addEventListener(
      type,
      (event) => {
        const marker = onPress.find((each) => each.contains(event.target as Node));
        if (!marker || once.has(marker)) return;
        once.add(marker);
        prefetchRegion(marker, remotesOf);
      },
      { capture: true, passive: true },
    );
}
