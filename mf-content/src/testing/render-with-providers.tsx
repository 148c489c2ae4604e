import './dom-stubs';
import { clinicTheme } from '@clinic/ui';
import { FluentProvider } from '@fluentui/react-provider';
import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The router's starting path. */
  route?: string;
}

export interface RenderWithProvidersResult extends RenderResult {
  user: UserEvent;
  store: ReturnType<typeof createStore>;
}

/** Shows the router's current path, so tests can check where a link went. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** Renders inside the providers the shell gives a remote: Fluent theme, en-GB intl, a router and a jotai store. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const store = createStore();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <JotaiProvider store={store}>
        <FluentProvider theme={clinicTheme}>
          <IntlProvider locale="en-GB" defaultLocale="en-GB" messages={{}}>
            <MemoryRouter initialEntries={[route]}>
              <Routes>
                <Route path="*" element={children} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </IntlProvider>
        </FluentProvider>
      </JotaiProvider>
    );
  }
  const user = userEvent.setup();
  return { user, store, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/**
 * Like renderWithProviders, inside an awaited act(): lets components that suspend on a promise (React 19 use(),
 * lazy chunks) finish before the test looks at the page.
 */
export async function renderWithProvidersAsync(
  ui: ReactElement,
  options: RenderWithProvidersOptions = {},
): Promise<RenderWithProvidersResult> {
  let result: RenderWithProvidersResult | undefined;
  await act(async () => {
    result = renderWithProviders(ui, options);
  });
  if (!result) throw new Error('render did not run');
  return result;
}
