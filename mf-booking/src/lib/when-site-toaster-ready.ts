import { SITE_TOASTER_READY_ATTRIBUTE } from '@clinic/contracts';

/** How long a toast waits for the shell's toaster before it is sent anyway (the page alone has none). */
const READY_TIMEOUT_MS = 10_000;

/**
 * Resolves once the shell's site toaster is listening (it mounts after the visitor's first interaction, so a form
 * sent at once could otherwise lose its toast), or after a timeout.
 */
export function whenSiteToasterReady(root: HTMLElement = document.documentElement): Promise<void> {
  if (root.hasAttribute(SITE_TOASTER_READY_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (root.hasAttribute(SITE_TOASTER_READY_ATTRIBUTE)) done();
    });
    const timer = setTimeout(done, READY_TIMEOUT_MS);
    observer.observe(root, { attributes: true, attributeFilter: [SITE_TOASTER_READY_ATTRIBUTE] });
  });
}
