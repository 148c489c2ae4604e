import { createServer } from 'node:http';

/** A page with one heading, no style and no script: what any page costs on this machine before its own HTML. */
const BLANK_PAGE =
  '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>Blank page</title><meta name="description" content="The benchmark floor."></head>' +
  '<body><main><h1>Blank page</h1></main></body></html>';

/** Serves the blank page on 127.0.0.1:port; resolves with its URL and a stop function. */
export async function startBlankPage(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  // A robots.txt too, so that SEO is measured on the page as it is for the site's own pages.
  const server = createServer((request, response) => {
    if (request.url === '/robots.txt') response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\n');
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BLANK_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
