import { clinicTheme } from '@clinic/ui';
import { FluentProvider } from '@fluentui/react-provider';
import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router-dom';

type JotaiStore = ReturnType<typeof createStore>;

/** Shows the current path, so tests can see where a click led. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

export interface RenderWithProvidersOptions {
  /** Where the in-memory router starts. */
  path?: string;
  /** A jotai store the test has seeded; a fresh one otherwise. */
  store?: JotaiStore;
}

/** Renders UI inside the shell's providers and an in-memory router starting at `path`. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', store = createStore() }: RenderWithProvidersOptions = {},
) {
  return render(
    <JotaiProvider store={store}>
      <FluentProvider theme={clinicTheme}>
        <IntlProvider locale="en-GB" defaultLocale="en-GB" messages={{}}>
          <MemoryRouter initialEntries={[path]}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </IntlProvider>
      </FluentProvider>
    </JotaiProvider>,
  );
}
