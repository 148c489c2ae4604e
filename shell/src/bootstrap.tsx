import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerRemotesFromManifest } from './features/remote-slots/lib/load-remote-module';
import { prepareAppContainer } from './lib/prerender-handoff';

// Fetch the runtime manifest at once, in parallel with the first render.
registerRemotesFromManifest().catch(() => {
  /* each remote slot reports its own failure */
});

const root = document.getElementById('root');
if (root) {
  const reactRoot = createRoot(prepareAppContainer(root));
  // A transition lets React yield to the browser while it builds the page: the prerendered copy is
  // already on screen, so there is no hurry, and input stays responsive.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
