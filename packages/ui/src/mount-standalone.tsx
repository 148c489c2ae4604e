import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { SiteProviders } from './site-providers';

/** Renders a remote on its own page for local work (`npm run dev` in the remote's folder). */
export function mountStandalone(children: ReactNode) {
  let container = document.getElementById('root');
  if (!container) {
    container = document.createElement('div');
    container.id = 'root';
    document.body.appendChild(container);
  }
  createRoot(container).render(
    <SiteProviders messages={{}}>
      <main style={{ maxWidth: '72rem', margin: '0 auto', padding: '1rem' }}>{children}</main>
    </SiteProviders>,
  );
}
