import { Island, LoadingIndicator } from '@clinic/ui';
import { makeStyles } from '@griffel/react';
import {
  createElement,
  lazy,
  Suspense,
  useContext,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { reportFailure } from '@/lib/failure-reports/report-failure';
import { logger } from '@/lib/logger';
import { REMOTE_TIME_LIMIT_MS, RemoteLoadError, remoteProgress } from '@/lib/remote-loading';
import { useOnlineKey } from '../hooks/use-online-key';
import { loadRemoteModule } from '../lib/load-remote-module';
import { createRemoteLoader } from '../lib/remote-loader';
import { REMOTE_REGION_ATTRIBUTE } from '../lib/server-html';
import { remoteSlotMessages } from '../messages';
import { RemoteUnavailable } from './remote-unavailable';
import { ServerRegionHtml } from './server-region-html';

// Needed only once a region has failed, so it stays out of every page's first download. The notice itself
// (RemoteUnavailable) ships in the shell's own bundle: it shows even if this cannot be downloaded.
const KeptServerCopy = lazy(() => import('./kept-server-copy'));

export interface RemoteSlotOptions<Props> {
  /**
   * What the region shows if the remote fails and the server sent no copy of the region for this page;
   * `null` shows nothing (the chat).
   */
  failureFallback?: ReactNode | ((props: Props) => ReactNode);
  /** Shown while the remote loads; `null` shows nothing. */
  loadingFallback?: ReactNode;
  /** How long to wait for the remote before showing the fallback. */
  timeLimitMs?: number;
  /** Whether a failed region shows the server's copy of it; false where the server never renders one (the chat). */
  keepsServerHtml?: boolean;
  /**
   * The region is an island of the prerendered page (ISLAND_ATTRIBUTE in contracts): marked so, the visitor's
   * browser boots it on its own, with these props, and never runs the rest of the page.
   */
  island?: boolean;
}

// The wrapper marks the region in the page (and so in the prerendered snapshot) without adding a box.
const useStyles = makeStyles({ region: { display: 'contents' } });

function LoadingSpinner() {
  const intl = useIntl();
  return <LoadingIndicator label={intl.formatMessage(remoteSlotMessages.loading)} />;
}

/** A load failure as reported by the runtime plugins, or else an error the remote threw while rendering. */
function describeFailure(error: unknown, container: string, expose: string) {
  if (error instanceof RemoteLoadError) return error;
  const { release } = remoteProgress(container);
  return { container, expose, stage: 'render' as const, reason: 'error' as const, release };
}

/**
 * A region of the page filled by a remote's exposed component: lazy, suspended, bounded in time and isolated by an
 * error boundary. If the remote fails, the region keeps the server's HTML for it (or shows its fallback), reports
 * the failure, and tries again on the next navigation and when the browser comes back online.
 * Declared once per exposed module in app/remotes.tsx.
 */
export function createRemoteSlot<Props extends object>(
  container: string,
  expose: string,
  {
    failureFallback = <RemoteUnavailable />,
    loadingFallback = <LoadingSpinner />,
    timeLimitMs = REMOTE_TIME_LIMIT_MS,
    keepsServerHtml = true,
    island = false,
  }: RemoteSlotOptions<Props> = {},
): ComponentType<Props> {
  const remoteId = `${container}/${expose}`;
  const loader = createRemoteLoader<Props>(async () => {
    const remoteModule = await loadRemoteModule<{ default: ComponentType<Props> }>(container, expose, timeLimitMs);
    return remoteModule.default;
  });

  function RemoteContent(props: Props) {
    // Not a new component per render: the loader hands out the same lazy component until one fails to load.
    return createElement(loader.current(), props);
  }

  function RemoteSlot(props: Props) {
    const styles = useStyles();
    const { pathname } = useLocation();
    const onlineKey = useOnlineKey();
    const serverHtml = useContext(ServerRegionHtml);
    // A region mounted again (the visitor navigated away and back) tries a failed remote again.
    useState(loader.retryIfFailed);

    const onError = (error: unknown, info: ErrorInfo) => {
      const failure = describeFailure(error, container, expose);
      logger.error(`Remote ${remoteId} failed`, { error, stack: info.componentStack });
      void reportFailure(failure, pathname);
    };
    const fallback = () => {
      const ownFallback = typeof failureFallback === 'function' ? failureFallback(props) : failureFallback;
      return (
        <div className={styles.region} data-remote-fallback={remoteId}>
          {keepsServerHtml ? (
            // Should the server's copy fail to download or show, the region's own fallback still does.
            <ErrorBoundary fallback={ownFallback}>
              <Suspense fallback={loadingFallback}>
                <KeptServerCopy
                  remoteId={remoteId}
                  path={pathname}
                  fallback={ownFallback}
                  pending={loadingFallback}
                  serverHtml={serverHtml}
                />
              </Suspense>
            </ErrorBoundary>
          ) : (
            ownFallback
          )}
        </div>
      );
    };

    const region = (
      <div className={styles.region} {...{ [REMOTE_REGION_ATTRIBUTE]: remoteId }}>
        <ErrorBoundary
          resetKeys={[pathname, onlineKey]}
          onReset={loader.retryIfFailed}
          onError={onError}
          fallbackRender={fallback}
        >
          <Suspense fallback={loadingFallback}>
            <RemoteContent {...props} />
          </Suspense>
        </ErrorBoundary>
      </div>
    );
    return island ? (
      <Island module={remoteId} props={props}>
        {region}
      </Island>
    ) : (
      region
    );
  }
  RemoteSlot.displayName = `RemoteSlot(${remoteId})`;
  return RemoteSlot;
}
