import type { Progress } from '../../shared/contracts/assessment';
import { readJson, removeKeys, writeJson } from './storage';

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
  /** Number of questions when saved, for "fråga N av M". */
  total?: number;
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

export function readGuestProgress(): LocalProgress | null {
  const p = fresh(readJson<LocalProgress>(PROGRESS_KEY));
  if (!p || !cookieAlive()) {
    if (p) removeKeys(PROGRESS_KEY);
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
  return fresh(readJson<LocalProgress>(userKey(email)));
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
}

export function rememberCompletedAssessment(id: string, claimToken: string | null): void {
  writeJson('assessmentId', id);
  writeJson('currentAssessment', id);
  if (claimToken) {
    writeJson(CLAIM_KEY, { id, token: claimToken } satisfies GuestClaim);
    writeJson('fromQuizFlow', true);
  }
}

export function readGuestClaim(): GuestClaim | null {
  const c = readJson<GuestClaim>(CLAIM_KEY);
  return c && typeof c.id === 'string' && typeof c.token === 'string' ? c : null;
}

export function clearGuestClaim(): void {
  removeKeys(CLAIM_KEY);
}

/** The quiz-flow markers that send a new sign-in to /results; cleared once the results are shown. */
export function clearQuizFlowMarkers(): void {
  removeKeys('fromQuizFlow', 'currentAssessment');
}
