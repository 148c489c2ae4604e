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

/** Calls `onReady` once the app's page content has rendered inside `app`, or after a timeout. */
function whenPageContentReady(app: HTMLElement, onReady: () => void) {
  const finish = () => {
    observer.disconnect();
    clearTimeout(timer);
    onReady();
  };
  const observer = new MutationObserver(() => {
    if (pageContentIsReady(app)) finish();
  });
  observer.observe(app, { childList: true, subtree: true });
  const timer = setTimeout(finish, READY_TIMEOUT_MS);
}

/** The element React renders into: #root itself, or a hidden sibling while #root holds a snapshot. */
export function prepareAppContainer(root: HTMLElement): HTMLElement {
  if (root.dataset.prerendered !== 'true') {
    whenPageContentReady(root, markAppReady);
    return root;
  }
  const app = document.createElement('div');
  app.id = 'app';
  app.hidden = true;
  root.after(app);
  whenPageContentReady(app, () => {
    root.remove();
    app.hidden = false;
    markAppReady();
  });
  return app;
}
