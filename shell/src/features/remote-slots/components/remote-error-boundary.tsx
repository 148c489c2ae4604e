import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logger } from '@/lib/logger';

interface RemoteErrorBoundaryProps {
  /** Which remote module this guards, for the log. */
  remoteId: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
}

/** Keeps a failing remote to its own region: the rest of the page goes on working. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    logger.error(`Remote ${this.props.remoteId} failed`, { message: error.message, stack: info.componentStack });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
