import { counterpart } from './counterparts';
import type { PendingActivation } from './island-triggers';
import { handOver, whenRegionReady } from './region-handover';

// The keys held down in the document, counted from when the island host loads, so that a swap can wait for them.
let keysDown = 0;
let afterKeys: (() => void)[] = [];
document.addEventListener('keydown', (event) => {
  if (!event.repeat) keysDown += 1;
});
document.addEventListener('keyup', () => {
  keysDown = Math.max(0, keysDown - 1);
  if (keysDown > 0) return;
  const waiting = afterKeys;
  afterKeys = [];
  waiting.forEach((run) => run());
});

/**
 * Runs `swap` now, or once no key is held: a key pressed in the server's field must also be released there (Space
 * on a radio ticks it on release), not in the app's field the focus moved to.
 */
function whenNoKeyHeld(swap: () => void) {
  if (keysDown === 0) swap();
  else afterKeys.push(swap);
}

export interface IslandHandover {
  /** The island's marker: the server's markup, live until the swap. */
  marker: HTMLElement;
  /** Where the app renders the island, hidden until the swap. */
  container: HTMLElement;
  /** Where the same content starts on each side (below wrappers only one side has), found when needed. */
  serverContent: () => Element;
  appContent: () => Element;
  /** Whether the app's rendering is complete enough to take over (checked after each change in it). */
  isReady: () => boolean;
  /** What the visitor pressed or submitted in the server's markup meanwhile. */
  pending: PendingActivation;
}

/**
 * The one handover of an island, from the server's markup to the app's rendering beside it: once the app's is ready
 * (and no key is held), it takes the marker's place with what the visitor typed, ticked and focused, and what they
 * pressed or submitted meanwhile is done again on the app's element.
 */
export function handOverIsland({ marker, container, serverContent, appContent, isReady, pending }: IslandHandover) {
  whenRegionReady(container, isReady, () =>
    whenNoKeyHeld(() => {
      const server = serverContent();
      const app = appContent();
      // Found before the server's markup goes: what the visitor pressed or submitted there is done again here.
      const press = pending.press && counterpart(pending.press, server, app);
      const submit = pending.submit && counterpart(pending.submit, server, app);
      handOver({ server: marker, app: container, serverContent: server, appContent: app });
      container.style.display = 'contents';
      press?.click();
      submit?.requestSubmit();
    }),
  );
}
