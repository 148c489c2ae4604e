import { handOver, regionHasContent, regionsHaveContent, whenRegionReady } from './region-handover';

/**
 * A page served without a snapshot (the staff page, 404, development) or, where no islands runtime runs, with one:
 * the app renders beside the snapshot, hidden, and takes its place once the page's own content is there
 * (see region-handover.ts). Prerendered public pages normally start from the islands runtime instead (src/islands.ts).
 */
function markAppReady() {
  document.documentElement.dataset.appReady = 'true';
}

/**
 * The element React renders into: #root itself, or a hidden sibling while #root holds a snapshot. The page is ready
 * once its main content has a heading and every region matching `regionSelector` (the remote slots, the chat's
 * included) has rendered: the prerender takes its snapshot then, so the snapshot carries each region.
 */
export function prepareAppContainer(root: HTMLElement, regionSelector: string): HTMLElement {
  const pageContentIsReady = (app: HTMLElement) => {
    const main = app.querySelector('main');
    return (
      Boolean(main?.querySelector('h1')) &&
      regionHasContent(main as HTMLElement) &&
      regionsHaveContent(app, regionSelector)
    );
  };
  if (root.dataset.prerendered !== 'true') {
    whenRegionReady(root, pageContentIsReady, markAppReady);
    return root;
  }
  const app = document.createElement('div');
  app.id = 'app';
  app.hidden = true;
  root.after(app);
  whenRegionReady(app, pageContentIsReady, () => {
    handOver({ server: root, app });
    markAppReady();
  });
  return app;
}
