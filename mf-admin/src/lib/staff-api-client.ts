import { STAFF_REQUEST_HEADER, type ApiErrorBody } from '@clinic/contracts';

/** A failed staff API call: the HTTP status and, when the API sent one, its error body. */
export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.name = 'StaffApiError';
  }
}

/**
 * Same-origin JSON calls with the session cookie. Every call carries the header the API's cross-site check wants:
 * state changes need it, and so do audited reads (a link from another site cannot add it).
 */
export async function staffRequest<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json', [STAFF_REQUEST_HEADER]: '1' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw await toStaffApiError(response);
  // 204 (an erasure) has no body.
  return (response.status === 204 ? undefined : await response.json()) as T;
}

const toStaffApiError = async (response: Response) =>
  new StaffApiError(response.status, (await response.json().catch(() => undefined)) as ApiErrorBody | undefined);

/**
 * A GET whose answer is a file (Content-Disposition: attachment): its text and the name the server gave it. It
 * carries the state-change header too: the API refuses such a download to a plain link from elsewhere.
 */
export async function staffDownload(path: string): Promise<{ text: string; fileName: string | undefined }> {
  const response = await fetch(path, {
    headers: { accept: 'application/json', [STAFF_REQUEST_HEADER]: '1' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw await toStaffApiError(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  return { text: await response.text(), fileName: /filename="?([^";]+)"?/.exec(disposition)?.[1] };
}

export const isDenied = (error: unknown) =>
  error instanceof StaffApiError && (error.status === 401 || error.status === 403);
