import { createServer } from 'node:http';

/** A page with one heading, no style and no script: what any page costs on this machine before its own HTML. */
const BLANK_PAGE =
  '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>Blank page</title><meta name="description" content="The benchmark floor."></head>' +
  '<body><main><h1>Blank page</h1></main></body></html>';

/**
 * The harness's floor for a press: a plain-DOM menu (a button showing a list, one listener, no framework). Measured
 * like the site's presses, it holds what Playwright's click and the next frame cost, on each profile.
 */
const MENU_PAGE =
  '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>Plain menu</title></head><body><main><h1>Plain menu</h1>' +
  '<button type="button" aria-expanded="false" aria-controls="menu">Menu</button>' +
  '<ul id="menu" hidden><li><a href="/">Home</a></li></ul>' +
  '<script>document.querySelector("button").addEventListener("click", function (event) {' +
  'var open = event.currentTarget.getAttribute("aria-expanded") !== "true";' +
  'event.currentTarget.setAttribute("aria-expanded", String(open)); document.getElementById("menu").hidden = !open;' +
  '});</script></main></body></html>';

export const MENU_PATH = '/menu';

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

/**
 * Serves the blank page on 127.0.0.1:port (at ISOLATED_PATH with the site's isolation headers, as every page of the
 * site) and the plain menu at MENU_PATH.
 */
export async function startBlankPage(port: number): Promise<{ origin: string; stop: () => Promise<void> }> {
  // A robots.txt too, so that SEO is measured on the page as it is for the site's own pages.
  const server = createServer((request, response) => {
    if (request.url === '/robots.txt') response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\n');
    else
      response
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          ...(request.url === ISOLATED_PATH || request.url === MENU_PATH ? SITE_ISOLATION_HEADERS : {}),
        })
        .end(request.url === MENU_PATH ? MENU_PAGE : BLANK_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
