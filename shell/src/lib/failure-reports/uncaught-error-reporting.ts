import { logger } from '../logger';
import { reportFailure, SHELL_RENDER_FAILURE } from './report-failure';

/**
 * createRoot options for errors no boundary caught: those thrown by the providers around the routes, above the
 * route boundary. They are logged and reported as the shell's render failure, like a route's.
 */
export const uncaughtErrorReporting = {
  onUncaughtError(error: unknown) {
    logger.error('Uncaught render error', error);
    void reportFailure(SHELL_RENDER_FAILURE, window.location.pathname);
  },
};
