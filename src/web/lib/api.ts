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

export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = readJson<string>(STORAGE_KEYS.authToken);
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

export async function apiJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, path, body);
  return (await res.json()) as T;
}

/** The default read helper for queries; `on401: 'returnNull'` turns 401 into an empty result. */
export function getJson<T>(path: string, options: { on401?: 'throw' | 'returnNull' } = {}) {
  return async (): Promise<T | null> => {
    try {
      return await apiJson<T>('GET', path);
    } catch (err) {
      if (options.on401 === 'returnNull' && err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  };
}

/** A message fit for a toast: the server's Swedish `error`, or the given fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  return (err instanceof ApiError && err.serverMessage) || fallback;
}
