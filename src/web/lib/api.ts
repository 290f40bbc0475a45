import { STORAGE_KEYS, readJson } from './storage';

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
    try {
      const parsed = JSON.parse(this.body) as { error?: unknown };
      return typeof parsed.error === 'string' ? parsed.error : undefined;
    } catch {
      return undefined;
    }
  }

  get fields(): Record<string, string> | undefined {
    try {
      const parsed = JSON.parse(this.body) as { fields?: Record<string, string> };
      return parsed.fields;
    } catch {
      return undefined;
    }
  }
}

/**
 * The one fetch of the web app (the typed client calls it): the stored token, or `token` when the
 * caller passes one (sign-out has already dropped it from storage), as a bearer header.
 */
export async function apiRequest(method: string, path: string, body?: unknown, options: { token?: string | null } = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = options.token !== undefined ? options.token : readJson<string>(STORAGE_KEYS.authToken);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return res;
}

/** A message fit for a toast: the server's Swedish `error`, or the given fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  return (err instanceof ApiError && err.serverMessage) || fallback;
}
