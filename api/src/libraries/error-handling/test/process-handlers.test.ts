import { API_ERROR_CODES } from '@clinic/contracts';
import { createLogger } from '../../logger/logger';
import { AppError } from '../app-error';
import { createProcessErrorHandler } from '../process-handlers';

describe('process-level error handler', () => {
  const logger = createLogger({ level: 'silent' });

  it('shuts down on unknown errors and on catastrophic AppErrors', () => {
    const onCatastrophic = jest.fn();
    const handle = createProcessErrorHandler(logger, onCatastrophic);
    handle(new Error('boom'), 'uncaughtException');
    handle(new AppError(API_ERROR_CODES.internal, 'db lost', { isCatastrophic: true }), 'unhandledRejection');
    expect(onCatastrophic).toHaveBeenCalledTimes(2);
  });

  it('keeps running on an operational AppError', () => {
    const onCatastrophic = jest.fn();
    createProcessErrorHandler(logger, onCatastrophic)(
      new AppError(API_ERROR_CODES.notFound, 'gone', { httpStatus: 404 }),
      'unhandledRejection',
    );
    expect(onCatastrophic).not.toHaveBeenCalled();
  });
});
