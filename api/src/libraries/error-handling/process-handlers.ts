import type { Logger } from '../logger/logger';
import { AppError } from './app-error';

export type ProcessErrorKind = 'uncaughtException' | 'unhandledRejection';

/**
 * An AppError marked operational is logged and the process lives on; anything else (an unknown throw or an
 * AppError with isCatastrophic) is logged as fatal and onCatastrophic runs (start.ts stops and exits 1).
 */
export const createProcessErrorHandler =
  (logger: Logger, onCatastrophic: (error: unknown) => void) =>
  (error: unknown, kind: ProcessErrorKind): void => {
    const catastrophic = !(error instanceof AppError) || error.isCatastrophic;
    if (catastrophic) {
      logger.fatal({ err: error, kind }, 'catastrophic error: shutting down');
      onCatastrophic(error);
    } else {
      logger.error({ err: error, kind }, 'unhandled operational error');
    }
  };

/** Process-level safety net. Returns a function removing the listeners. */
export const listenToProcessErrors = (logger: Logger, onCatastrophic: (error: unknown) => void): (() => void) => {
  const handle = createProcessErrorHandler(logger, onCatastrophic);
  const onException = (error: unknown) => handle(error, 'uncaughtException');
  const onRejection = (error: unknown) => handle(error, 'unhandledRejection');
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
  };
};
