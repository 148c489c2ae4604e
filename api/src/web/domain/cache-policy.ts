import path from 'node:path';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

/** A content hash of 8+ hex characters between dots, e.g. main.3f9a1c2b.js or 123.0a1b2c3d4e.chunk.css. */
const CONTENT_HASH = /\.[0-9a-f]{8,}\./i;

/** Hashed files never change under the same name; everything else (HTML, manifests, remoteEntry.js) revalidates. */
export const cacheControlFor = (filePath: string): string =>
  CONTENT_HASH.test(path.basename(filePath)) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
