/**
 * Local storage holds JSON values only, so the error screen can tell corrupt data from good data
 * by parsing (the spec's check of auth_token, auth_user and assessment_data).
 */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  authUser: 'auth_user',
  assessmentData: 'assessment_data',
} as const;

export function readJson<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the app still works for this visit.
  }
}

export function removeKeys(...keys: string[]): void {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // ignore: nothing stored
  }
}

/** True when every key that exists holds parseable JSON. */
export function storedJsonIsValid(keys: readonly string[]): boolean {
  try {
    return keys.every((key) => {
      const raw = window.localStorage.getItem(key);
      if (raw === null) return true;
      JSON.parse(raw);
      return true;
    });
  } catch {
    return false;
  }
}
