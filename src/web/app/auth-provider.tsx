import { useQueryClient } from '@tanstack/react-query';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PublicUser } from '../../shared/contracts/user';
import { clearDeviceAssessmentData, dropOrphanQuizMarkers } from '../features/assessment/assessment-storage';
import { handOverGuestData, hasGuestData } from '../features/assessment/guest-handover';
import { ApiError } from '../lib/api';
import { callApi } from '../lib/api-client';
import { clearPersonalQueries } from '../lib/query-client';
import { STORAGE_KEYS, readJson, removeKeys, writeJson } from '../lib/storage';

/** The spec's numbers: local loading gives up after 500 ms; logout goes home after 100 ms. */
export const LOCAL_AUTH_TIMEOUT_MS = 500;
export const LOGOUT_REDIRECT_MS = 100;

interface AuthState {
  user: PublicUser | null;
  token: string | null;
  isLoading: boolean;
  /** True while the start-up check with the server runs: roles and a cookie-only session are not known yet. */
  isChecking: boolean;
  /**
   * True while what a guest did on this device moves to the account (a claim, saved progress):
   * the account's lists wait for it rather than show a moment without the new assessment.
   */
  isHandingOver: boolean;
  signIn(user: PublicUser, token: string): void;
  signOut(options?: { redirect?: boolean }): void;
  /** Re-reads the user from the server: `me` (/api/me) at start, `user` (/api/user) after a profile change (spec). */
  refreshUser(endpoint?: 'me' | 'user'): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

function isStoredUser(value: unknown): value is PublicUser {
  const v = value as Partial<PublicUser> | null;
  return !!v && typeof v.id === 'string' && v.id !== '' && typeof v.email === 'string' && v.email !== '';
}

const MARKER_COOKIE = 'rk_auth';

function hasSessionCookieMarker(): boolean {
  return document.cookie.split(';').some((c) => c.trim() === `${MARKER_COOKIE}=1`);
}

function clearSessionCookieMarker(): void {
  document.cookie = `${MARKER_COOKIE}=; Max-Age=0; path=/`;
}

/**
 * The tab's session storage holds only this visit's working state (a sign-up waiting for its code,
 * and whatever a page keeps for a reload); none of it belongs to the next person on the device.
 */
function clearTabSession(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage disabled: nothing stored.
  }
}

function readStoredSession(): { user: PublicUser; token: string } | null {
  const user = readJson<unknown>(STORAGE_KEYS.authUser);
  const token = readJson<unknown>(STORAGE_KEYS.authToken);
  if (!isStoredUser(user) || typeof token !== 'string' || !token) {
    removeKeys(STORAGE_KEYS.authUser, STORAGE_KEYS.authToken);
    return null;
  }
  return { user, token };
}

export function AuthProvider({ children, navigate }: { children: ReactNode; navigate: (to: string) => void }) {
  const [user, setUser] = useState<PublicUser | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [isLoading, setLoading] = useState(true);
  const [isChecking, setChecking] = useState(true);
  const [isHandingOver, setHandingOver] = useState(false);
  const queryClient = useQueryClient();

  const handOver = useCallback(
    (next: PublicUser) => {
      if (!hasGuestData()) return;
      setHandingOver(true);
      void handOverGuestData(queryClient, next).finally(() => setHandingOver(false));
    },
    [queryClient],
  );

  const signOut = useCallback(
    (options: { redirect?: boolean } = {}) => {
      const hadToken = readJson<string>(STORAGE_KEYS.authToken);
      const hadCookie = hasSessionCookieMarker();
      removeKeys(STORAGE_KEYS.authUser, STORAGE_KEYS.authToken);
      clearSessionCookieMarker();
      // A shared device: nothing of this person's assessments may reach the next one to sign in.
      clearDeviceAssessmentData();
      clearTabSession();
      clearPersonalQueries(queryClient);
      // Sent forms (passwords, messages) are kept by their mutations; none of it may outlive the session.
      queryClient.getMutationCache().clear();
      setUser(null);
      setToken(null);
      // Tell the server to end the session too; a failure here must not keep the user signed in.
      if (hadToken || hadCookie) void callApi('logout', { token: hadToken ?? null }).catch(() => undefined);
      if (options.redirect !== false) setTimeout(() => navigate('/'), LOGOUT_REDIRECT_MS);
    },
    [navigate, queryClient],
  );

  const signIn = useCallback(
    (next: PublicUser, nextToken: string) => {
      // Markers without a guest claim behind them would send this person to someone else's results.
      dropOrphanQuizMarkers();
      writeJson(STORAGE_KEYS.authUser, next);
      writeJson(STORAGE_KEYS.authToken, nextToken);
      setUser(next);
      setToken(nextToken);
      setChecking(false);
      handOver(next);
    },
    [handOver],
  );

  const refreshUser = useCallback(
    async (endpoint: 'me' | 'user' = 'me') => {
      try {
        const fresh = await callApi(endpoint);
        writeJson(STORAGE_KEYS.authUser, fresh);
        setUser(fresh);
      } catch (err) {
        // The server said the session is not valid: sign out. A network failure (offline, or the
        // request cut off by a page load) says nothing about the session, so the user stays.
        if (err instanceof ApiError && (err.status === 401 || err.status === 403)) signOut({ redirect: false });
      }
    },
    [signOut],
  );

  // The start-up check runs once; later identity changes of the callbacks must not re-run it.
  const refreshRef = useRef(refreshUser);
  const handOverRef = useRef(handOver);
  useEffect(() => {
    refreshRef.current = refreshUser;
    handOverRef.current = handOver;
  }, [refreshUser, handOver]);

  useEffect(() => {
    let cancelled = false;
    // Reading local storage should be instant; the timeout keeps a hung storage from blocking the app.
    const local = new Promise<ReturnType<typeof readStoredSession>>((resolve) => resolve(readStoredSession()));
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), LOCAL_AUTH_TIMEOUT_MS));
    const settle = (stored: ReturnType<typeof readStoredSession>) => {
      const done = () => {
        if (!cancelled) setChecking(false);
      };
      if (stored) {
        setUser(stored.user);
        setToken(stored.token);
        // Show the stored user at once; the server check then confirms or signs out. A hand-over
        // that a network failure interrupted in an earlier visit is tried again.
        void refreshRef.current().finally(done);
        handOverRef.current(stored.user);
      } else if (hasSessionCookieMarker()) {
        // Local storage is empty but the session cookie exists (storage cleared, or written
        // a moment before a reload): the cookie alone can restore the session.
        void refreshRef.current().finally(done);
      } else {
        done();
      }
      setLoading(false);
    };
    void Promise.race([local, timeout]).then((stored) => {
      if (cancelled) return;
      // The shell and the page render in a transition: in slices, yielding to the browser, not as one long task.
      startTransition(() => settle(stored));
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const value = useMemo(
    () => ({ user, token, isLoading, isChecking, isHandingOver, signIn, signOut, refreshUser }),
    [user, token, isLoading, isChecking, isHandingOver, signIn, signOut, refreshUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside AuthProvider');
  return ctx;
}

const SIGNED_OUT: AuthState = {
  user: null,
  token: null,
  isLoading: false,
  isChecking: false,
  isHandingOver: false,
  signIn: () => undefined,
  signOut: () => undefined,
  refreshUser: async () => undefined,
};

/** A visitor who is not signed in, as the server renders a public page for everyone (src/web/prerender.tsx). */
export function SignedOutAuthProvider({ children }: { children: ReactNode }) {
  return <AuthContext.Provider value={SIGNED_OUT}>{children}</AuthContext.Provider>;
}

/** The header greeting: the first word of the name, or 'Användare'. */
export function firstName(user: Pick<PublicUser, 'name'> | null): string {
  return user?.name?.trim().split(/\s+/)[0] || 'Användare';
}
