import { SiteProviders } from '@clinic/ui';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';

/** en-GB text comes from each message's defaultMessage; a translation would pass its messages here. */
const EN_GB_MESSAGES: Record<string, string> = {};

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      <SiteProviders messages={EN_GB_MESSAGES}>{children}</SiteProviders>
    </JotaiProvider>
  );
}
