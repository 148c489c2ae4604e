import fs from 'node:fs/promises';
import path from 'node:path';
import { CSP_NONCE_PLACEHOLDER } from '../../libraries/security/content-security-policy';

export type PageResult =
  { kind: 'page'; status: 200 | 404; html: string } | { kind: 'not-built' } | { kind: 'missing' };

/** A URL segment of a prerendered route: kebab-case words, no dots, so no '..' and no file names. */
const ROUTE_SEGMENT = /^[A-Za-z0-9_-]+$/;
const NOT_FOUND_PAGE = '404.html';

/**
 * Maps a URL path to its prerendered file under shell/dist: '/' -> index.html, '/a/b' or '/a/b/' -> a/b/index.html.
 * Returns undefined for anything that is not a plain route (encoded slashes, dots, bad escapes).
 */
export const routeToFile = (urlPath: string): string | undefined => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (!segments.every((segment) => ROUTE_SEGMENT.test(segment))) return undefined;
  return path.join(...segments, 'index.html');
};

const isInside = (root: string, candidate: string) => {
  const relative = path.relative(root, candidate);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

const isDirectory = async (dir: string) => {
  try {
    return (await fs.stat(dir)).isDirectory();
  } catch {
    return false;
  }
};

export interface PageServiceOptions {
  shellDist: string;
  /** Keep files in memory after the first read (production); otherwise re-read every time. */
  cache: boolean;
  /**
   * The environment's pages refreshed by a promote or rollback (REMOTES_ENVIRONMENT): read first and never cached,
   * so a promotion's server HTML is served at once.
   */
  freshDir?: string;
  /** Applied to each page as it is read (before caching): what is the same for every request, such as settings. */
  fill?: (html: string) => string;
}

/** Finds the prerendered HTML for a route, fills it (`fill`) and stamps the request's CSP nonce into it. */
export const createPageService = ({ shellDist, cache, freshDir, fill = (html) => html }: PageServiceOptions) => {
  const root = path.resolve(shellDist);
  const freshRoot = freshDir === undefined ? undefined : path.resolve(freshDir);
  // Only files that exist are cached, so the map is bounded by the build's page count.
  const templates = new Map<string, string>();

  const readTemplate = async (relativeFile: string): Promise<string | undefined> => {
    const file = path.resolve(root, relativeFile);
    if (!isInside(root, file)) return undefined;
    const cached = templates.get(file);
    if (cached !== undefined) return cached;
    try {
      const html = fill(await fs.readFile(file, 'utf8'));
      if (cache) templates.set(file, html);
      return html;
    } catch {
      return undefined;
    }
  };

  const readFresh = async (freshRoot: string, relativeFile: string): Promise<string | undefined> => {
    const file = path.resolve(freshRoot, relativeFile);
    if (!isInside(freshRoot, file)) return undefined;
    return fs.readFile(file, 'utf8').then(fill, () => undefined);
  };

  const render = async (urlPath: string, nonce: string): Promise<PageResult> => {
    if (!cache || templates.size === 0) {
      if (!(await isDirectory(root))) return { kind: 'not-built' };
    }
    const routeFile = routeToFile(urlPath);
    const page =
      routeFile === undefined
        ? undefined
        : ((freshRoot && (await readFresh(freshRoot, routeFile))) ?? (await readTemplate(routeFile)));
    if (page !== undefined) return { kind: 'page', status: 200, html: stampNonce(page, nonce) };
    const notFound = await readTemplate(NOT_FOUND_PAGE);
    if (notFound !== undefined) return { kind: 'page', status: 404, html: stampNonce(notFound, nonce) };
    return { kind: 'missing' };
  };

  return { render };
};

export type PageService = ReturnType<typeof createPageService>;

export const stampNonce = (html: string, nonce: string): string => html.split(CSP_NONCE_PLACEHOLDER).join(nonce);
