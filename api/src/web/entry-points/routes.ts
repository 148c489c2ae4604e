import path from 'node:path';
import type { RemotesManifest } from '@clinic/contracts';
import { REMOTES_MANIFEST_PATH } from '@clinic/contracts/remotes';
import express, { Router, type RequestHandler, type Response } from 'express';
import type { AppConfig } from '../../config/load-config';
import type { Logger } from '../../libraries/logger/logger';
import { getCspNonce } from '../../libraries/security/content-security-policy';
import { environmentPagesDir, RELEASES_URL_PREFIX } from '@clinic/contracts/releases';
import { cacheControlFor, IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../domain/cache-policy';
import { environmentRemotes } from '../domain/environment-remotes';
import { createPageService, type PageService } from '../domain/page-service';
import { fillRetentionPeriods } from '../domain/retention-periods-fill';
import { permanentRedirects } from './permanent-redirects';
import { REMOTE_APPS, REMOTES_PREFIX, remoteDistDir, shellDistDir } from '../domain/web-layout';

export const NOT_BUILT_MESSAGE =
  'The web front end has not been built yet. Run `npm run build` at the repository root, then reload.';

const serveStatic = (root: string, cacheControl: (filePath: string) => string = cacheControlFor) =>
  express.static(root, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    fallthrough: true,
    cacheControl: false,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControl(filePath)),
  });

/**
 * Whether a path could name a page template: decoded first (the static handler decodes too, so '/index%2ehtml' is
 * index.html to it), any case, any dot segments. A path that does not decode is refused as well.
 */
const namesHtmlFile = (urlPath: string): boolean => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return true;
  }
  return path.posix.extname(path.posix.normalize(decoded)).toLowerCase() === '.html';
};

/** Page HTML is rendered from templates (nonce stamping); never hand the raw files out. */
const skipHtml =
  (handler: RequestHandler): RequestHandler =>
  (req, res, next) =>
    namesHtmlFile(req.path) ? next() : handler(req, res, next);

const plainNotFound = (res: Response) =>
  res.status(404).set('Cache-Control', REVALIDATE_CACHE).type('text/plain').send('Not found');

/** The prerendered pages the site serves: the environment's refreshed pages first, then the shell's build. */
export const createSitePages = (config: AppConfig): PageService => {
  const { environment, environmentsDir } = config.releases;
  return createPageService({
    shellDist: shellDistDir(config.webRoot),
    cache: config.isProduction,
    freshDir: environment ? environmentPagesDir(environmentsDir, environment) : undefined,
    fill: (html) => fillRetentionPeriods(html, config.retention),
  });
};

/** Serves the built shell, the federated remotes, /remotes.json and the prerendered pages. */
export const createWebRouter = (
  config: AppConfig,
  logger?: Logger,
  pages: PageService = createSitePages(config),
): Router => {
  const router = Router();
  const shellDist = shellDistDir(config.webRoot);
  const { releasesDir } = config.releases;
  const manifest: () => RemotesManifest = environmentRemotes(config.releases, { ...config.remotes }, (message) =>
    logger?.warn(message),
  );

  router.get(REMOTES_MANIFEST_PATH, (_req, res) => {
    res.set('Cache-Control', REVALIDATE_CACHE).json(manifest());
  });

  // releases/<remote>/<version>/ never changes once published (the release command refuses to overwrite one).
  router.use(
    RELEASES_URL_PREFIX,
    serveStatic(releasesDir, () => IMMUTABLE_CACHE),
  );
  router.use(RELEASES_URL_PREFIX, (_req, res) => plainNotFound(res));

  for (const app of REMOTE_APPS) {
    router.use(`${REMOTES_PREFIX}/${app}`, serveStatic(remoteDistDir(config.webRoot, app)));
  }
  router.use(REMOTES_PREFIX, (_req, res) => plainNotFound(res));

  router.use(skipHtml(serveStatic(shellDist)));
  router.use(permanentRedirects);

  router.use(async (req, res, next) => {
    const isPageRequest = (req.method === 'GET' || req.method === 'HEAD') && path.extname(req.path) === '';
    if (!isPageRequest) return next();

    const result = await pages.render(req.path, getCspNonce(res));
    if (result.kind === 'not-built') {
      res.status(503).set('Cache-Control', 'no-store').type('text/plain').send(NOT_BUILT_MESSAGE);
      return;
    }
    if (result.kind === 'missing') return plainNotFound(res);
    res
      .status(result.status)
      .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': REVALIDATE_CACHE })
      .send(result.html);
  });

  router.use((_req, res) => plainNotFound(res));
  return router;
};
