/**
 * Pages are served with a prerendered snapshot of their content (see scripts/prerender.ts), painted before any
 * JavaScript runs. The app renders beside it, hidden, and takes its place once the page's own content is there,
 * so the visitor never sees the page empty or jump.
 */
const READY_TIMEOUT_MS = 8000;

export const APP_READY_ATTRIBUTE = 'appReady';

function markAppReady() {
  document.documentElement.dataset[APP_READY_ATTRIBUTE] = 'true';
}

function pageContentIsReady(app: HTMLElement): boolean {
  const main = app.querySelector('main');
  return Boolean(main?.querySelector('h1')) && !main?.querySelector('.fui-Spinner');
}

/** The element React renders into: #root itself, or a hidden sibling while #root holds a snapshot. */
export function prepareAppContainer(root: HTMLElement): HTMLElement {
  if (root.dataset.prerendered !== 'true') {
    markAppReady();
    return root;
  }
  const app = document.createElement('div');
  app.id = 'app';
  app.hidden = true;
  root.after(app);

  const reveal = () => {
    observer.disconnect();
    clearTimeout(timer);
    root.remove();
    app.hidden = false;
    markAppReady();
  };
  const observer = new MutationObserver(() => {
    if (pageContentIsReady(app)) reveal();
  });
  observer.observe(app, { childList: true, subtree: true });
  const timer = setTimeout(reveal, READY_TIMEOUT_MS);
  return app;
}
