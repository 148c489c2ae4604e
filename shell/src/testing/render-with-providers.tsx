import { clinicTheme } from '@clinic/ui';
import { FluentProvider } from '@fluentui/react-provider';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router-dom';

/** Shows the current path, so tests can see where a click led. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** Renders UI inside the shell's providers and an in-memory router starting at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(
    <JotaiProvider>
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
