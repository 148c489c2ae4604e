import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { reportFailure } from '@/lib/failure-reports/report-failure';
import { RouteErrorBoundary } from '../routes/route-error';

jest.mock('@/lib/failure-reports/report-failure', () => ({
  ...jest.requireActual('@/lib/failure-reports/report-failure'),
  reportFailure: jest.fn(() => Promise.resolve()),
}));

function Broken(): never {
  throw new Error('render failed');
}

function renderAt(pathname: string, page: React.ReactNode) {
  return (
    <IntlProvider locale="en-GB" messages={{}}>
      <RouteErrorBoundary pathname={pathname}>{page}</RouteErrorBoundary>
    </IntlProvider>
  );
}

describe('RouteErrorBoundary', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.mocked(reportFailure).mockClear();
  });

  it("shows 'Unexpected Application Error!' when a route fails to render", () => {
    render(renderAt('/', <Broken />));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it("reports the failure as the shell's, at the render stage, on the page's path and without its message", () => {
    render(renderAt('/information', <Broken />));
    expect(reportFailure).toHaveBeenCalledTimes(1);
    expect(reportFailure).toHaveBeenCalledWith(
      { container: 'shell', expose: 'route', stage: 'render', reason: 'error' },
      '/information',
    );
  });

  it('keeps the error on the same path and clears it on the next page', () => {
    const { rerender } = render(renderAt('/broken', <Broken />));
    rerender(renderAt('/broken', <p>recovered</p>));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
    rerender(renderAt('/information', <p>next page</p>));
    expect(screen.getByText('next page')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
