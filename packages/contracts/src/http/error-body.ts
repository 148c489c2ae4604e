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
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  internal: 'INTERNAL_ERROR',
  /** 503 with Retry-After: the store could not save (disk full, read-only, locked, unreachable). Nothing was kept. */
  storageUnavailable: 'STORAGE_UNAVAILABLE',
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];
