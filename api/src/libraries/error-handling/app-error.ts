import { API_ERROR_CODES, type ApiErrorCode, type FieldError } from '@clinic/contracts';

export interface AppErrorOptions {
  httpStatus?: number;
  /** true when the process can no longer be trusted (broken invariants, lost resources): log and exit. */
  isCatastrophic?: boolean;
  cause?: unknown;
  fields?: FieldError[];
  /** Sent as Retry-After (seconds) with the answer: the failure is expected to pass. */
  retryAfterSeconds?: number;
}

/** The one error type thrown on purpose anywhere in the API. */
export class AppError extends Error {
  public readonly httpStatus: number;
  public readonly isCatastrophic: boolean;
  public readonly fields: FieldError[];
  public readonly retryAfterSeconds: number | undefined;

  constructor(
    public readonly code: ApiErrorCode,
    message: string,
    { httpStatus = 500, isCatastrophic = false, cause, fields = [], retryAfterSeconds }: AppErrorOptions = {},
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
    this.httpStatus = httpStatus;
    this.isCatastrophic = isCatastrophic;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
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

/** How a storage fault is answered: the text (it names the clinic's phone) and when to try again. */
export interface StorageUnavailableAnswer {
  /** For a write (nothing was kept) or a read. */
  message: (isWrite: boolean) => string;
  retryAfterSeconds: number;
}

/** 503 STORAGE_UNAVAILABLE: the store failed for a reason outside the request (storageFaultOf), and may recover. */
export const storageUnavailableError = (answer: StorageUnavailableAnswer, isWrite: boolean, cause: unknown) =>
  new AppError(API_ERROR_CODES.storageUnavailable, answer.message(isWrite), {
    httpStatus: 503,
    retryAfterSeconds: answer.retryAfterSeconds,
    cause,
  });

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
