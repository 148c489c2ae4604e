import { SiteProviders } from '@clinic/ui';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';

/** en-GB text comes from each message's defaultMessage; a translation would pass its messages here. */
const EN_GB_MESSAGES: Record<string, string> = {};

export function AppProvider({ children, layoutless }: { children: ReactNode; layoutless?: boolean }) {
  return (
    <JotaiProvider>
      <SiteProviders messages={EN_GB_MESSAGES} layoutless={layoutless}>
        {children}
      </SiteProviders>
    </JotaiProvider>
  );
}
