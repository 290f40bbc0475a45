import type { Progress } from '../../../shared/contracts/assessment';
import { readJson, removeKeys, writeJson } from '../../lib/storage';

/**
 * What the browser keeps of the questionnaire. A guest's progress lives here for at most 730
 * days (spec); the `rk_progress` cookie marks it and carries that lifetime, local storage holds
 * the answers (they outgrow a cookie's 4 KB). Signed-in users keep a copy under
 * assessment_{email} beside the server's.
 */
export const PROGRESS_MAX_AGE_DAYS = 730;
const PROGRESS_KEY = 'assessment_progress';
const PROGRESS_COOKIE = 'rk_progress';
const CLAIM_KEY = 'assessment_claim';

export interface LocalProgress extends Progress {
  email?: string | null;
}

const userKey = (email: string) => `assessment_${email.toLowerCase()}`;

function cookieAlive(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${PROGRESS_COOKIE}=`));
}

function fresh(p: LocalProgress | null): LocalProgress | null {
  if (!p || typeof p.currentStep !== 'number' || typeof p.responses !== 'object' || !p.consent) return null;
  const age = Date.now() - new Date(p.lastUpdated).getTime();
  return age >= 0 && age < PROGRESS_MAX_AGE_DAYS * 86_400_000 ? p : null;
}

/** Saved answers past their time (or without their cookie) are health data nobody will use: gone, not hidden. */
export function readGuestProgress(): LocalProgress | null {
  const p = fresh(readJson<LocalProgress>(PROGRESS_KEY));
  if (!p || !cookieAlive()) {
    removeKeys(PROGRESS_KEY);
    return null;
  }
  return p;
}

export function writeGuestProgress(p: LocalProgress): void {
  writeJson(PROGRESS_KEY, p);
  document.cookie = `${PROGRESS_COOKIE}=1; Max-Age=${PROGRESS_MAX_AGE_DAYS * 86_400}; path=/; SameSite=Lax`;
}

export function clearGuestProgress(): void {
  removeKeys(PROGRESS_KEY);
  document.cookie = `${PROGRESS_COOKIE}=; Max-Age=0; path=/`;
}

export function readUserProgress(email: string): LocalProgress | null {
  const p = fresh(readJson<LocalProgress>(userKey(email)));
  if (!p) removeKeys(userKey(email));
  return p;
}

export function writeUserProgress(email: string, p: LocalProgress): void {
  writeJson(userKey(email), p);
}

export function clearUserProgress(email: string): void {
  removeKeys(userKey(email));
}

/** The newer of two saved progresses. */
export function newest(a: LocalProgress | null, b: LocalProgress | null): LocalProgress | null {
  if (!a) return b;
  if (!b) return a;
  return new Date(a.lastUpdated) >= new Date(b.lastUpdated) ? a : b;
}

/** After a guest finishes: what the account created next on this device uses to claim it. */
export interface GuestClaim {
  id: string;
  token: string;
  /**
   * Whether the report for it could be bought (enough answers, no emergency sign), worked out on
   * this device from the same engine as the server's, so the cart badge can count it for a guest.
   */
  sellable?: boolean;
}

/**
 * The spec's quiz-flow markers: they send the next sign-in to /results. They exist only while a
 * guest's finished assessment waits to be claimed on this device, never for a signed-in user's
 * own assessment (the results page reads those from the account).
 */
const QUIZ_MARKERS = ['assessmentId', 'currentAssessment', 'fromQuizFlow'] as const;
/** Everything else of an assessment that a device may hold (spec: assessment_data). */
const OTHER_ASSESSMENT_KEYS = ['assessment_data'] as const;

// Who wants to know that this device's assessment data changed (the cart badge, the cache).
const listeners = new Set<() => void>();

export function subscribeDeviceAssessment(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyDeviceAssessment(): void {
  for (const listener of [...listeners]) listener();
}

/**
 * Called when an assessment has been stored. A guest's gets its claim, whether its report can be
 * bought (the server's answer, written at once so a navigation right after cannot lose it) and the
 * quiz-flow markers; a signed-in user's leaves nothing on the device. Either way the listeners hear
 * of it.
 */
export function rememberCompletedAssessment(id: string, claimToken: string | null, sellable = false): void {
  if (claimToken) {
    writeJson(CLAIM_KEY, { id, token: claimToken, sellable } satisfies GuestClaim);
    for (const key of QUIZ_MARKERS) writeJson(key, key === 'fromQuizFlow' ? true : id);
  }
  notifyDeviceAssessment();
}

export function readGuestClaim(): GuestClaim | null {
  const c = readJson<GuestClaim>(CLAIM_KEY);
  return c && typeof c.id === 'string' && typeof c.token === 'string' ? c : null;
}

/** The guest assessment was claimed, or cannot be: nothing of it stays on the device. */
export function dropGuestClaim(): void {
  removeKeys(CLAIM_KEY, ...QUIZ_MARKERS, ...OTHER_ASSESSMENT_KEYS);
  notifyDeviceAssessment();
}

/**
 * At sign-in: quiz-flow markers without a claim waiting are left over (an earlier version kept a
 * signed-in user's assessment id after sign-out) and must not send this person to /results.
 */
export function dropOrphanQuizMarkers(): void {
  if (!readGuestClaim()) removeKeys(...QUIZ_MARKERS, ...OTHER_ASSESSMENT_KEYS);
}

/** The quiz-flow markers that send a new sign-in to /results; cleared once the results are shown. */
export function clearQuizFlowMarkers(): void {
  if (!readGuestClaim()) removeKeys(...QUIZ_MARKERS);
}

function storedKeys(): string[] {
  try {
    return Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i)).filter((k): k is string => k !== null);
  } catch {
    return [];
  }
}

/**
 * At sign-out: everything that ties this device to an assessment goes (assessment ids, claim
 * tokens, saved progress of guests and users, results pointers), so the next person on a shared
 * device never meets the previous one's assessment.
 */
export function clearDeviceAssessmentData(): void {
  const userCopies = storedKeys().filter((k) => k.startsWith('assessment_'));
  removeKeys(PROGRESS_KEY, CLAIM_KEY, ...QUIZ_MARKERS, ...OTHER_ASSESSMENT_KEYS, ...userCopies);
  document.cookie = `${PROGRESS_COOKIE}=; Max-Age=0; path=/`;
  notifyDeviceAssessment();
}
