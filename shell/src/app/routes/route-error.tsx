import { Component, useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { reportFailure, SHELL_RENDER_FAILURE } from '@/lib/failure-reports/report-failure';
import { logger } from '@/lib/logger';
import { appMessages } from '../messages';

/** The routing-failure fallback: plain markup, so it renders even if the layout is what failed. */
export function RouteError({ error }: { error: unknown }) {
  const intl = useIntl();
  useEffect(() => logger.error('Routing failure', error), [error]);
  return (
    <main style={{ maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>{intl.formatMessage(appMessages.unexpectedError)}</h1>
      <p>{intl.formatMessage(appMessages.unexpectedErrorBody)}</p>
      <a href="/">{intl.formatMessage(appMessages.returnHome)}</a>
    </main>
  );
}

interface RouteErrorBoundaryProps {
  /** The current path: moving to another page clears the error. */
  pathname: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  failedAt: string | undefined;
}

export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: undefined, failedAt: undefined };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error: error ?? new Error('unknown routing failure') };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    if (state.error === undefined) return null;
    if (state.failedAt === undefined) return { failedAt: props.pathname };
    return state.failedAt === props.pathname ? null : { error: undefined, failedAt: undefined };
  }

  /** Ops hear of it as the shell's own failure: a remote's errors stop at its region's boundary, never reach here. */
  override componentDidCatch() {
    void reportFailure(SHELL_RENDER_FAILURE, this.props.pathname);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
