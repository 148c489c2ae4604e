import { renderWithProviders } from '@clinic/ui/testing';
import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { reportFailure } from '@/lib/failure-reports/report-failure';
import { RemoteLoadError, REMOTE_TIME_LIMIT_MS } from '@/lib/remote-loading';
// Loaded up front (the slot imports it lazily), so the first failure's wait is not the time to compile it.
import '../components/kept-server-copy';
import { createRemoteSlot } from '../components/remote-slot';
import { loadRemoteModule } from '../lib/load-remote-module';
import { keepServerHtml } from '../lib/server-html';

jest.mock('../lib/load-remote-module', () => ({ loadRemoteModule: jest.fn() }));
jest.mock('@/lib/failure-reports/report-failure', () => ({ reportFailure: jest.fn() }));

const load = jest.mocked(loadRemoteModule);
const report = jest.mocked(reportFailure);

function remoteModule(component: ComponentType<object>) {
  return Promise.resolve({ default: component });
}

function LivePage() {
  return <h1>Live publications</h1>;
}

function NavigateTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(path)}>{`go ${path}`}</button>;
}

function unreachable(container = 'mf_content', expose = 'content-page') {
  return Promise.reject(new RemoteLoadError({ container, expose, reason: 'error' }));
}

/** A slot per test: each slot keeps its own loader, as each app/remotes.tsx declaration does. */
function renderSlot(route = '/publications', options = {}) {
  const Slot = createRemoteSlot<object>('mf_content', 'content-page', {
    failureFallback: <p>No copy of this page</p>,
    ...options,
  });
  return renderWithProviders(
    <>
      <Slot />
      <NavigateTo path="/services" />
      <NavigateTo path="/publications" />
    </>,
    { route },
  );
}

/** The site's pages as the server sends them; a page not given here answers 404. */
function servePages(pages: Record<string, string> = {}) {
  const fetchPage = jest.fn((path: string) => {
    const html = pages[path];
    return Promise.resolve({ ok: html !== undefined, text: () => Promise.resolve(html ?? '') });
  });
  global.fetch = fetchPage as unknown as typeof fetch;
  return fetchPage;
}

describe('createRemoteSlot', () => {
  const realFetch = global.fetch;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    servePages();
  });
  afterEach(() => {
    global.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it("renders the remote's component within the time limit", async () => {
    load.mockImplementation(() => remoteModule(LivePage));
    renderSlot();
    expect(await screen.findByRole('heading', { name: 'Live publications' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_content', 'content-page', REMOTE_TIME_LIMIT_MS);
  });

  it('shows its fallback and reports the failure with its stage when the remote cannot be loaded', async () => {
    load.mockImplementation(() => unreachable());
    renderSlot('/services');
    expect(await screen.findByText('No copy of this page')).toBeInTheDocument();
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ container: 'mf_content', expose: 'content-page', stage: 'manifest', reason: 'error' }),
      '/services',
    );
  });

  it("keeps the server's HTML for the region on the page first loaded, links and all", async () => {
    const snapshot = document.createElement('div');
    snapshot.dataset.prerendered = 'true';
    snapshot.innerHTML =
      '<main><div data-remote-region="mf_content/content-page"><h1>Publications</h1>' +
      '<a href="/information">Information</a></div></main>';
    keepServerHtml(snapshot, '/publications');
    load.mockImplementation(() => unreachable());

    const { user } = renderSlot('/publications');
    expect(await screen.findByRole('heading', { name: 'Publications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Information' })).toHaveAttribute('href', '/information');
    expect(screen.queryByText('No copy of this page')).not.toBeInTheDocument();

    // Another page has no server copy in this document: the slot's own fallback.
    await user.click(screen.getByRole('button', { name: 'go /services' }));
    expect(await screen.findByText('No copy of this page')).toBeInTheDocument();
  });

  it("after a client-side navigation, keeps the new page's server HTML, fetched from its prerendered page", async () => {
    const fetchPage = servePages({
      '/information':
        '<html><body><div id="root" data-prerendered="true"><main>' +
        '<div data-remote-region="mf_content/content-page"><h1>Information from the server</h1>' +
        '<a href="/general-spinal-anatomy">Spinal anatomy</a><form><input name="q"></form></div>' +
        '</main></div></body></html>',
    });
    load.mockImplementation(() => unreachable());
    const Slot = createRemoteSlot<object>('mf_content', 'content-page', { failureFallback: <p>No copy</p> });
    const { user } = renderWithProviders(
      <>
        <Slot />
        <NavigateTo path="/information" />
      </>,
      { route: '/services' },
    );
    expect(await screen.findByText('No copy')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'go /information' }));
    expect(await screen.findByRole('heading', { name: 'Information from the server' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Spinal anatomy' })).toHaveAttribute('href', '/general-spinal-anatomy');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('remote-unavailable-note')).toHaveTextContent(/call the clinic on 020 7946 0001/);
    expect(screen.queryByText('No copy')).not.toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledWith('/information', expect.anything());
  });

  it('tries a failed remote again on the next navigation, without a reload', async () => {
    load.mockImplementationOnce(() => unreachable()).mockImplementation(() => remoteModule(LivePage));
    const { user } = renderSlot('/services');
    expect(await screen.findByText('No copy of this page')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'go /publications' }));
    expect(await screen.findByRole('heading', { name: 'Live publications' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries a failed remote again when the browser comes back online', async () => {
    load.mockImplementationOnce(() => unreachable()).mockImplementation(() => remoteModule(LivePage));
    renderSlot('/services');
    expect(await screen.findByText('No copy of this page')).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Live publications' })).toBeInTheDocument();
  });

  it('contains a remote that throws while rendering, reported at the render stage', async () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    load.mockImplementation(() => remoteModule(Broken));
    renderSlot('/services');
    expect(await screen.findByText('No copy of this page')).toBeInTheDocument();
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ container: 'mf_content', stage: 'render', reason: 'error' }),
      '/services',
    );
  });

  it('keeps a loaded remote across navigations instead of loading it again', async () => {
    load.mockImplementation(() => remoteModule(LivePage));
    const { user } = renderSlot('/publications');
    expect(await screen.findByRole('heading', { name: 'Live publications' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'go /services' }));
    expect(screen.getByRole('heading', { name: 'Live publications' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
