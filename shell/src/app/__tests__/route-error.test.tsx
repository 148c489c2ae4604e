import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouteError } from '../routes/route-error';

function Broken(): never {
  throw new Error('render failed');
}

describe('RouteError', () => {
  beforeAll(() => {
    // react-router's data router needs the Fetch API's Request, which jsdom lacks.
    globalThis.Request ??= class {
      constructor(readonly url: string) {}
    } as unknown as typeof Request;
  });

  it("shows 'Unexpected Application Error!' when a route fails to render", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    render(
      <IntlProvider locale="en-GB" messages={{}}>
        <RouterProvider router={router} />
      </IntlProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
