import { LoadingIndicator } from '@clinic/ui';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { loadRemoteModule } from '../lib/load-remote-module';
import { remoteSlotMessages } from '../messages';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './lazy-remote-unavailable';

export interface RemoteSlotOptions<Props> {
  /** What the region shows if the remote fails; `null` shows nothing (the chat). */
  failureFallback?: ReactNode | ((props: Props) => ReactNode);
  /** Shown while the remote loads; `null` shows nothing. */
  loadingFallback?: ReactNode;
}

function LoadingSpinner() {
  const intl = useIntl();
  return <LoadingIndicator label={intl.formatMessage(remoteSlotMessages.loading)} />;
}

/**
 * A region of the page filled by a remote's exposed component: lazy, suspended and isolated by an
 * error boundary. Declared once per exposed module in app/remotes.tsx.
 */
export function createRemoteSlot<Props extends object>(
  container: string,
  expose: string,
  { failureFallback = <RemoteUnavailable />, loadingFallback = <LoadingSpinner /> }: RemoteSlotOptions<Props> = {},
): ComponentType<Props> {
  const remoteId = `${container}/${expose}`;
  const RemoteComponent = lazy(async () => {
    const remoteModule = await loadRemoteModule<{ default: ComponentType<Props> }>(container, expose);
    return { default: remoteModule.default };
  });

  function RemoteSlot(props: Props) {
    return (
      <RemoteErrorBoundary
        remoteId={remoteId}
        fallback={typeof failureFallback === 'function' ? failureFallback(props) : failureFallback}
      >
        <Suspense fallback={loadingFallback}>
          <RemoteComponent {...props} />
        </Suspense>
      </RemoteErrorBoundary>
    );
  }
  RemoteSlot.displayName = `RemoteSlot(${remoteId})`;
  return RemoteSlot;
}
