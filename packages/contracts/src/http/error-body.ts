/** The one error body every API failure answers with. */
export interface FieldError {
  /** Field name as sent by the client, e.g. 'firstName'. */
  path: string;
  message: string;
}

export interface ApiErrorBody {
  code: ApiErrorCode;
  message: string;
  fields: FieldError[];
}

export const API_ERROR_CODES = {
  validationFailed: 'VALIDATION_FAILED',
  notFound: 'NOT_FOUND',
  rateLimited: 'RATE_LIMITED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  uriTooLong: 'URI_TOO_LONG',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  /** The request is valid but the record's state does not allow it (e.g. nothing failed to retry). */
  conflict: 'CONFLICT',
  internal: 'INTERNAL_ERROR',
  /** 503 with Retry-After: the store could not save (disk full, read-only, locked, unreachable). Nothing was kept. */
  storageUnavailable: 'STORAGE_UNAVAILABLE',
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];
