import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { RouteErrorBoundary } from '../routes/route-error';

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
  afterEach(() => jest.restoreAllMocks());

  it("shows 'Unexpected Application Error!' when a route fails to render", () => {
    render(renderAt('/', <Broken />));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
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
