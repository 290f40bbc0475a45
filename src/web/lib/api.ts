import { STORAGE_KEYS, readJson } from './storage';

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');
}

/**
 * The API's error shape (`{ error, fields? }`, errorResponse in the contracts), read without zod:
 * this runs on the first page, before the contracts load. Anything else gives nothing.
 */
function errorBody(body: string): { error?: string; fields?: Record<string, string> } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  return {
    ...('error' in parsed && typeof parsed.error === 'string' ? { error: parsed.error } : {}),
    ...('fields' in parsed && isStringRecord(parsed.fields) ? { fields: parsed.fields } : {}),
  };
}

/**
 * The spec's request helper: cookies always sent, JSON only when there is a body, the stored
 * token as a bearer header, and a non-OK answer raised as "status: body".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The Swedish message the server put in `error`, if the body is the API's error shape. */
  get serverMessage(): string | undefined {
    return errorBody(this.body).error;
  }

  /** The server's messages per field (a failed validation), if any. */
  get fields(): Record<string, string> | undefined {
    return errorBody(this.body).fields;
  }
}

/**
 * The one fetch of the web app (the typed client calls it): the stored token, or `token` when the
 * caller passes one (sign-out has already dropped it from storage), as a bearer header. `cache:
 * 'reload'` refreshes the browser's copy of a cacheable answer (the question list after an edit).
 */
export async function apiRequest(
  method: string,
  path: string,
  body?: unknown,
  options: { token?: string | null; cache?: RequestCache } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = options.token !== undefined ? options.token : readJson<string>(STORAGE_KEYS.authToken);
  if (token) headers.Authorization = `Bearer ${token}`;
  // A form (a multipart upload) goes as it is: the browser sets its boundary in the type.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  const res = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    credentials: 'include',
    ...(options.cache ? { cache: options.cache } : {}),
  });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return res;
}

/** A message fit for a toast: the server's Swedish `error`, or the given fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  return (err instanceof ApiError && err.serverMessage) || fallback;
}
