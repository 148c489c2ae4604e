import { API_ERROR_CODES, type ApiErrorBody, type ApiErrorCode } from '@clinic/contracts';

/**
 * A request that did not succeed, always in the contract's error shape. `status` is the HTTP status, or 0 when no
 * answer came back at all (offline, connection refused): then `body.message` is the browser's reason.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }

  get isNetworkFailure(): boolean {
    return this.status === 0;
  }
}

const KNOWN_CODES = new Set<string>(Object.values(API_ERROR_CODES));

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message, fields } = value as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string' && (fields === undefined || Array.isArray(fields));
}

/** Codes a proxy or an old server might answer with, mapped from the status when the body is not ours. */
function codeForStatus(status: number): ApiErrorCode {
  if (status === 429) return API_ERROR_CODES.rateLimited;
  if (status === 413) return API_ERROR_CODES.payloadTooLarge;
  if (status === 404) return API_ERROR_CODES.notFound;
  if (status === 401) return API_ERROR_CODES.unauthenticated;
  if (status === 403) return API_ERROR_CODES.forbidden;
  if (status >= 400 && status < 500) return API_ERROR_CODES.validationFailed;
  return API_ERROR_CODES.internal;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function toErrorBody(status: number, payload: unknown): ApiErrorBody {
  if (isErrorBody(payload)) {
    return {
      code: KNOWN_CODES.has(payload.code) ? payload.code : codeForStatus(status),
      message: payload.message,
      fields: (payload.fields ?? []).filter(
        (field) => typeof field?.path === 'string' && typeof field?.message === 'string',
      ),
    };
  }
  return { code: codeForStatus(status), message: `Request failed with status ${status}`, fields: [] };
}

/** POSTs JSON to the site's own API and returns the parsed answer; every failure becomes an ApiRequestError. */
export async function postJson(path: string, body: unknown, init: { signal?: AbortSignal } = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiRequestError(0, { code: API_ERROR_CODES.internal, message: reason, fields: [] });
  }
  const payload = await readJson(response);
  if (!response.ok) throw new ApiRequestError(response.status, toErrorBody(response.status, payload));
  return payload;
}
