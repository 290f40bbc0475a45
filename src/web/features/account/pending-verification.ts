import { useCallback, useState } from 'react';
import { VERIFICATION_CODE_TTL_SECONDS } from '../../../shared/domain/account';

/**
 * The address waiting for its code, kept for this tab so that a reload shows the code card
 * again instead of losing the registration.
 */
const KEY = 'pending_verification';

export interface PendingVerification {
  email: string;
  expiresAt: number;
}

export function readPendingVerification(): PendingVerification | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as PendingVerification) : null;
    return value && typeof value.email === 'string' && typeof value.expiresAt === 'number' ? value : null;
  } catch {
    return null;
  }
}

export function savePendingVerification(email: string, expiresInSeconds = VERIFICATION_CODE_TTL_SECONDS): PendingVerification {
  const value = { email, expiresAt: Date.now() + expiresInSeconds * 1000 };
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // private mode: the card still works for this page view
  }
  return value;
}

export function clearPendingVerification(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // ignore
  }
}

/**
 * The pending verification as state: start it after registration or a login refused for it, cancel
 * to start over. With `persist` (registration) it is kept for this tab so a reload shows the card
 * again; without (login) it lives only as long as the page, so the card never shows from leftovers.
 */
export function usePendingVerification({ persist }: { persist: boolean }) {
  const [pending, setPending] = useState<PendingVerification | null>(() => (persist ? readPendingVerification() : null));
  const start = useCallback(
    (email: string, expiresInSeconds = VERIFICATION_CODE_TTL_SECONDS) =>
      setPending(persist ? savePendingVerification(email, expiresInSeconds) : { email, expiresAt: Date.now() + expiresInSeconds * 1000 }),
    [persist],
  );
  const cancel = useCallback(() => {
    if (persist) clearPendingVerification();
    setPending(null);
  }, [persist]);
  return { pending, start, cancel };
}
