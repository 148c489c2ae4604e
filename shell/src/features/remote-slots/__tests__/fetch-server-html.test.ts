import { fetchServerHtml } from '../lib/fetch-server-html';

const PAGE =
  '<html><head><script>window.ran = true</script></head><body><div id="root" data-prerendered="true"><main>' +
  '<div data-remote-region="mf_content/content-page"><h1>Publications</h1></div>' +
  '<div data-remote-region="mf_booking/fellowship-inquiry-form"> </div></main></div></body></html>';

describe('fetchServerHtml', () => {
  const realFetch = global.fetch;
  let fetchPage: jest.Mock;
  beforeEach(() => {
    fetchPage = jest.fn((path: string) =>
      Promise.resolve({
        ok: path !== '/services',
        text: () => Promise.resolve(path === '/information' ? '<div id="root"></div>' : PAGE),
      }),
    );
    global.fetch = fetchPage as unknown as typeof fetch;
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("reads a region from the page's prerendered HTML, fetching each page once", async () => {
    await expect(fetchServerHtml('mf_content/content-page', '/publications')).resolves.toBe('<h1>Publications</h1>');
    // The trailing slash names the same route; an empty region is no copy.
    await expect(fetchServerHtml('mf_booking/fellowship-inquiry-form', '/publications/')).resolves.toBeUndefined();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage).toHaveBeenCalledWith('/publications', expect.objectContaining({ credentials: 'same-origin' }));
    expect((window as { ran?: boolean }).ran).toBeUndefined();
  });

  it('finds no copy in a page that was not prerendered, or that did not come back', async () => {
    await expect(fetchServerHtml('mf_content/content-page', '/information')).resolves.toBeUndefined();
    await expect(fetchServerHtml('mf_booking/services-page', '/services')).resolves.toBeUndefined();
  });

  it("never fetches an address that is not one of the site's pages", async () => {
    await expect(fetchServerHtml('mf_content/content-page', '/not-a-page')).resolves.toBeUndefined();
    expect(fetchPage).not.toHaveBeenCalled();
  });
});
