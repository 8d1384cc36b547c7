import type { TFunction } from 'i18next';
import { isErrorCode, type ErrorCode } from '@shared/errors';
import { DEFAULT_LANGUAGE } from '@shared/i18n/languages';

/**
 * A call that answered with a non-success status. The message stays the generic 'Network
 * response was not ok'; what the server said travels in `code` and `serverMessage`, shown by
 * errorText().
 */
export class ApiClientError extends Error {
  override readonly name = 'ApiClientError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode | undefined,
    readonly serverMessage: string | undefined,
    /** Per-field problems of a VALIDATION_FAILED answer. */
    readonly details: Record<string, string> | undefined,
    /** From a 429's Retry-After header: how long the server asks the caller to wait. */
    readonly retryAfterSeconds?: number,
    /** Every top-level field of the answer, such as the winner a 409 names (see raceConflict). */
    readonly answer: Readonly<Record<string, unknown>> = {},
  ) {
    super(`Network response was not ok: ${status}`);
  }
}

export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Reads JSON data: session cookie included, and the browser cache revalidated every time. */
export async function apiGet<T>(path: string, options: { signal?: AbortSignal } = {}): Promise<T> {
  const response = await fetch(path, {
    method: 'GET',
    credentials: 'include',
    cache: 'no-cache',
    headers: baseHeaders(),
    signal: options.signal,
  });
  return readResponse<T>(response);
}

/** Sends JSON, or a FormData as is so the browser writes the multipart boundary itself. */
export async function apiSend<T>(
  method: SendMethod,
  path: string,
  body?: unknown,
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  const headers = baseHeaders();
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: payload,
    signal: options.signal,
  });
  return readResponse<T>(response);
}

export interface UploadOptions {
  /** Extra request headers, such as Idempotency-Key. */
  headers?: Record<string, string>;
  /** Called as the body goes out, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs a FormData like apiSend, but through XMLHttpRequest, the only browser API that reports
 * upload progress; a worker on a weak network sees the photos going out. Failures take the same
 * shape as apiSend's: ApiClientError for an answer, TypeError for no answer, AbortError.
 */
export function apiUpload<T>(
  path: string,
  body: FormData,
  options: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    baseHeaders().forEach((value, name) => xhr.setRequestHeader(name, value));
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(event.loaded / event.total);
      }
    };
    xhr.onload = () => {
      const hasBody = ![204, 205, 304].includes(xhr.status);
      const response = new Response(hasBody ? xhr.responseText : null, { status: xhr.status });
      readResponse<T>(response).then(resolve, reject);
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.ontimeout = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    if (options.signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

/**
 * The sentence to show for a failed call: the translated text of the server's code, else the
 * server's own message, else the generic communication error.
 */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiClientError) {
    if (error.code) return t(error.code, { ns: 'errors' });
    if (error.serverMessage) return error.serverMessage;
  }
  return t('network.communicationError', { ns: 'common' });
}

function baseHeaders(): Headers {
  // The server words its messages in the language of the page (it follows Accept-Language).
  return new Headers({
    Accept: 'application/json',
    'Accept-Language': document.documentElement.lang || DEFAULT_LANGUAGE,
  });
}

async function readResponse<T>(response: Response): Promise<T> {
  if (!response.ok) throw await toApiClientError(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function toApiClientError(response: Response): Promise<ApiClientError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // An HTML error page or an empty body: the caller shows the generic text.
  }
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return new ApiClientError(
    response.status,
    isErrorCode(fields.code) ? fields.code : undefined,
    typeof fields.message === 'string' && fields.message ? fields.message : undefined,
    isStringRecord(fields.details) ? fields.details : undefined,
    retryAfterSeconds(response.headers.get('retry-after')),
    fields,
  );
}

function retryAfterSeconds(header: string | null): number | undefined {
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}
