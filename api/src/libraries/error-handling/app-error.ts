import { API_ERROR_CODES, type ApiErrorCode, type FieldError } from '@clinic/contracts';

export interface AppErrorOptions {
  httpStatus?: number;
  /** true when the process can no longer be trusted (broken invariants, lost resources): log and exit. */
  isCatastrophic?: boolean;
  cause?: unknown;
  fields?: FieldError[];
}

/** The one error type thrown on purpose anywhere in the API. */
export class AppError extends Error {
  public readonly httpStatus: number;
  public readonly isCatastrophic: boolean;
  public readonly fields: FieldError[];

  constructor(
    public readonly code: ApiErrorCode,
    message: string,
    { httpStatus = 500, isCatastrophic = false, cause, fields = [] }: AppErrorOptions = {},
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
    this.httpStatus = httpStatus;
    this.isCatastrophic = isCatastrophic;
    this.fields = fields;
  }
}

export const GENERIC_INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again later.';

const STATUS_TO_ERROR: Record<number, { code: ApiErrorCode; message: string }> = {
  400: { code: API_ERROR_CODES.validationFailed, message: 'The request is not valid' },
  401: { code: API_ERROR_CODES.unauthenticated, message: 'Sign in to continue' },
  403: { code: API_ERROR_CODES.forbidden, message: 'Forbidden' },
  404: { code: API_ERROR_CODES.notFound, message: 'Not found' },
  413: { code: API_ERROR_CODES.payloadTooLarge, message: 'The request body is too large' },
  415: { code: API_ERROR_CODES.unsupportedMediaType, message: 'Send the request body as application/json' },
  429: { code: API_ERROR_CODES.rateLimited, message: 'Too many requests. Please wait a moment and try again.' },
};

interface HttpLikeError {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
  expose?: unknown;
}

/**
 * Turns anything thrown into an AppError. Client errors from Express/body-parser/serve-static
 * (http-errors with a 4xx status) keep their status; everything else becomes a 500 with a generic message.
 */
export const toAppError = (error: unknown): AppError => {
  if (error instanceof AppError) return error;
  const httpError = (typeof error === 'object' && error !== null ? error : {}) as HttpLikeError;
  const status = Number(httpError.status ?? httpError.statusCode);

  if (httpError.type === 'entity.parse.failed') {
    return new AppError(API_ERROR_CODES.validationFailed, 'The request body is not valid JSON', {
      httpStatus: 400,
      cause: error,
    });
  }
  if (status >= 400 && status < 500) {
    const known = STATUS_TO_ERROR[status] ?? {
      code: API_ERROR_CODES.validationFailed,
      message: 'The request is not valid',
    };
    return new AppError(known.code, known.message, { httpStatus: status, cause: error });
  }
  return new AppError(API_ERROR_CODES.internal, GENERIC_INTERNAL_MESSAGE, { httpStatus: 500, cause: error });
};
