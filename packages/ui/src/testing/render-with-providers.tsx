import { FluentProvider } from '@fluentui/react-provider';
import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SITE_LOCALE } from '../site-providers';
import { clinicTheme } from '../theme';

type JotaiStore = ReturnType<typeof createStore>;

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Wraps the UI in a router starting at this path: for the shell, the only app that routes. */
  route?: string;
  /** A jotai store the test has seeded; a fresh one otherwise. */
  store?: JotaiStore;
}

export interface RenderWithProvidersResult extends RenderResult {
  user: UserEvent;
  store: JotaiStore;
}

/** Shows the router's current path (test id 'location'), so tests can check where a link went. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** Renders inside the providers the shell gives every page: Fluent theme, en-GB intl, a jotai store (and a router). */
export function renderWithProviders(
  ui: ReactElement,
  { route, store = createStore(), ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <JotaiProvider store={store}>
        <FluentProvider theme={clinicTheme}>
          <IntlProvider locale={SITE_LOCALE} defaultLocale={SITE_LOCALE} messages={{}}>
            {route === undefined ? (
              children
            ) : (
              <MemoryRouter initialEntries={[route]}>
                <Routes>
                  <Route path="*" element={children} />
                </Routes>
                <LocationProbe />
              </MemoryRouter>
            )}
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
