import { FluentProvider } from '@fluentui/react-provider';
import { createDOMRenderer, RendererProvider } from '@griffel/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { clinicTheme } from './theme';

export const SITE_LOCALE = 'en-GB';

/** The server puts the request's CSP nonce here; Fluent's runtime style tags must carry it. */
export function readCspNonce(doc: Document | undefined = globalThis.document): string | undefined {
  const content = doc?.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return content && content !== '__CSP_NONCE__' ? content : undefined;
}

let sharedRenderer: ReturnType<typeof createDOMRenderer> | undefined;

/**
 * One Griffel renderer per document, so the shell and every remote insert styles the same way. A prerendered page
 * already carries Griffel's style buckets (shell/scripts/snapshot-pages.ts): RendererProvider adopts them, so
 * starting the app does not insert every rule a second time.
 */
function documentRenderer(): ReturnType<typeof createDOMRenderer> {
  if (!sharedRenderer) {
    const nonce = readCspNonce();
    sharedRenderer = createDOMRenderer(document, nonce ? { styleElementAttributes: { nonce } } : {});
  }
  return sharedRenderer;
}

/** A message that fails to format is a bug: report it in every build (react-intl only does in development). */
function reportMessageError(error: unknown) {
  console.error(error);
}

export interface SiteProvidersProps {
  messages: Record<string, string>;
  children: ReactNode;
  /**
   * The theme's element adds no box (display: contents), for a region rendered inside a page that already has one
   * (an island): the theme's variables still reach its content.
   */
  layoutless?: boolean;
}

const LAYOUTLESS = { display: 'contents' } as const;

/**
 * The shell's root providers: style renderer with the CSP nonce, Fluent theme and en-GB messages. Remotes render
 * inside them (React, Fluent and react-intl are shared singletons), so they add no providers of their own.
 */
export function SiteProviders({ messages, children, layoutless }: SiteProvidersProps) {
  return (
    <RendererProvider renderer={documentRenderer()} targetDocument={document}>
      <FluentProvider theme={clinicTheme} applyStylesToPortals style={layoutless ? LAYOUTLESS : undefined}>
        <IntlProvider locale={SITE_LOCALE} defaultLocale={SITE_LOCALE} messages={messages} onError={reportMessageError}>
          {children}
        </IntlProvider>
      </FluentProvider>
    </RendererProvider>
  );
}
