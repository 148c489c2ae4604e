import { createServer } from 'node:http';

/** A page with one heading, no style and no script: what any page costs on this machine before its own HTML. */
const BLANK_PAGE =
  '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>Blank page</title><meta name="description" content="The benchmark floor."></head>' +
  '<body><main><h1>Blank page</h1></main></body></html>';

/**
 * The isolation headers every page of the site is sent with. Cross-Origin-Opener-Policy makes Chromium put the page
 * in a new browsing context group, so Lighthouse's load (from about:blank) commits in a fresh renderer process: its
 * script context, style and font set-up are all cold. The blank page with them is the floor for the site's pages.
 */
const SITE_ISOLATION_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
} as const;

export const ISOLATED_PATH = '/isolated';

/** Serves the blank page on 127.0.0.1:port (at ISOLATED_PATH with the site's isolation headers). */
export async function startBlankPage(port: number): Promise<{ origin: string; stop: () => Promise<void> }> {
  // A robots.txt too, so that SEO is measured on the page as it is for the site's own pages.
  const server = createServer((request, response) => {
    if (request.url === '/robots.txt') response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\n');
    else
      response
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          ...(request.url === ISOLATED_PATH ? SITE_ISOLATION_HEADERS : {}),
        })
        .end(BLANK_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
