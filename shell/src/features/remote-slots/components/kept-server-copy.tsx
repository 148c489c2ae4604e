import { useEffect, useState, type ReactNode } from 'react';
import { fetchServerHtml } from '../lib/fetch-server-html';
import { firstPageSnapshot, regionHtmlIn } from '../lib/server-html';
import { KeptServerHtml } from './kept-server-html';

export interface KeptServerCopyProps {
  remoteId: string;
  path: string;
  /** Shown where the server sent no copy of the region. */
  fallback: ReactNode;
  /** Shown while the page's prerendered HTML is fetched. */
  pending: ReactNode;
  /** The region's server HTML, where the caller has it (an island's own): used as it is. */
  serverHtml?: string;
}

/**
 * A failed region's server copy: from the snapshot in this document on the page first loaded, else from the page's
 * prerendered HTML, fetched. Loaded only once a region has failed (see remote-slot).
 */
export default function KeptServerCopy({ remoteId, path, fallback, pending, serverHtml }: KeptServerCopyProps) {
  const snapshot = firstPageSnapshot(path);
  const [fetched, setFetched] = useState<{ path: string; html: string | undefined }>();
  const hasCopy = snapshot !== undefined || serverHtml !== undefined;
  useEffect(() => {
    if (hasCopy) return undefined;
    let current = true;
    void fetchServerHtml(remoteId, path).then((html) => {
      if (current) setFetched({ path, html });
    });
    return () => {
      current = false;
    };
  }, [remoteId, path, hasCopy]);

  if (!hasCopy && fetched?.path !== path) return pending;
  const html = serverHtml?.trim() || (snapshot ? regionHtmlIn(snapshot, remoteId) : fetched?.html);
  return html ? <KeptServerHtml html={html} /> : fallback;
}
