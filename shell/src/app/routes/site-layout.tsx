import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { clinicColours, Island } from '@clinic/ui';
import { lazy, Suspense, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { BreadcrumbTrail } from '@/features/breadcrumbs/components/breadcrumb-trail';
import { ChatLauncher } from '@/features/chat-launcher/components/chat-launcher';
import { SiteHeader } from '@/features/navigation/components/site-header';
import { usePageMetadata } from '@/features/page-metadata/hooks/use-page-metadata';
import { SiteFooter } from '@/features/site-footer/components/site-footer';
import { useAfterFirstInteraction } from '@/hooks/use-after-first-interaction';
import { useNewPageFocus } from '@/hooks/use-new-page-focus';
import { appMessages } from '../messages';
import { CHAT_LAUNCHER_ISLAND } from '../islands/island-names';
import { ChatWidgetSlot } from '../remotes';

// Toasts are not needed until the visitor starts using the page (see useAfterFirstInteraction).
const SiteToaster = lazy(() => import('@/features/notifications/components/site-toaster'));

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', minHeight: '100vh', backgroundColor: clinicColours.pageBackground },
  skipLink: {
    position: 'absolute',
    left: '-9999px',
    ':focus': {
      left: tokens.spacingHorizontalL,
      top: tokens.spacingVerticalS,
      zIndex: 100,
      padding: tokens.spacingHorizontalS,
      backgroundColor: tokens.colorNeutralBackground1,
      outline: `2px solid ${tokens.colorStrokeFocus2}`,
    },
  },
  main: {
    flexGrow: 1,
    width: '100%',
    maxWidth: '72rem',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    boxSizing: 'border-box',
    ':focus': { outline: 'none' },
  },
});

export function SiteLayout() {
  const styles = useStyles();
  const intl = useIntl();
  const { pathname } = useLocation();
  const hasInteracted = useAfterFirstInteraction();
  const mainRef = useRef<HTMLElement>(null);
  usePageMetadata();
  useNewPageFocus(mainRef);

  return (
    <div className={styles.page}>
      <a href="#main-content" className={styles.skipLink}>
        {intl.formatMessage(appMessages.skipToContent)}
      </a>
      <SiteHeader />
      <BreadcrumbTrail />
      <main id="main-content" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
      {hasInteracted && (
        <Suspense fallback={null}>
          <SiteToaster />
        </Suspense>
      )}
      {/* The widget loads with the page: its closed panel is then in the page, and so in the prerendered snapshot,
          where the islands runtime opens it at the launcher's press (features/chat-launcher/lib/chat-panel-copy). */}
      <Island module={CHAT_LAUNCHER_ISLAND} props={{}} boot="press">
        <ChatLauncher currentPath={pathname} Widget={ChatWidgetSlot} />
      </Island>
    </div>
  );
}
