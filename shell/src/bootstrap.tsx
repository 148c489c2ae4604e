import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerRemotesFromManifest } from './features/remote-slots/lib/load-remote-module';

// Fetch the runtime manifest at once, in parallel with the first render.
registerRemotesFromManifest().catch(() => {
  /* each remote slot reports its own failure */
});

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
