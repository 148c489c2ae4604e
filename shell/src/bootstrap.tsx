import { registerRemotesFromManifest } from './features/remote-slots/lib/load-remote-module';
import { prepareAppContainer } from './features/islands/lib/page-handover';
import { keepServerHtml, REMOTE_REGION_ATTRIBUTE } from './features/remote-slots/lib/server-html';
import { uncaughtErrorReporting } from './lib/failure-reports/uncaught-error-reporting';
import { yieldToBrowser } from './lib/yield-to-browser';

// Fetch the runtime manifest at once, in parallel with starting the app.
registerRemotesFromManifest().catch(() => {
  /* each remote slot reports its own failure */
});

/**
 * Starts the app in steps, handing control back to the browser between them: React, then the app's own code,
 * then the first render. The prerendered page is already on screen and usable, so there is no hurry, and a
 * visitor's tap or scroll is never stuck behind one long block of start-up work.
 */
async function startApp(root: HTMLElement) {
  const [{ createRoot }, { startTransition, StrictMode }] = await Promise.all([
    import('react-dom/client'),
    import('react'),
  ]);
  await yieldToBrowser();
  const { App } = await import('./app/app');
  await yieldToBrowser();
  const reactRoot = createRoot(prepareAppContainer(root, `[${REMOTE_REGION_ATTRIBUTE}]`), uncaughtErrorReporting);
  // A transition lets React yield to the browser while it builds the page.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (root) {
  // Before the app takes the snapshot's place: a region whose remote fails keeps what the server sent.
  keepServerHtml(root);
  void startApp(root);
}
