import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearDeviceAssessmentData,
  dropOrphanQuizMarkers,
  readGuestClaim,
  rememberCompletedAssessment,
  subscribeDeviceAssessment,
  PROGRESS_MAX_AGE_DAYS,
  newest,
  readGuestProgress,
  readUserProgress,
  writeGuestProgress,
  writeUserProgress,
  type LocalProgress,
} from './assessment-storage';

afterEach(() => {
  document.cookie = 'rk_progress=; Max-Age=0; path=/';
});

const progress = (responses: LocalProgress['responses']): LocalProgress => ({
  currentStep: 0,
  responses,
  lastUpdated: new Date().toISOString(),
  consent: { givenAt: new Date().toISOString(), version: '2026-11-22' },
});

describe('what a device keeps of an assessment', () => {
  it("keeps no pointer to a signed-in user's own assessment", () => {
    rememberCompletedAssessment('own-1', null);
    for (const key of ['assessmentId', 'currentAssessment', 'fromQuizFlow', 'assessment_claim']) expect(localStorage.getItem(key), key).toBeNull();
  });

  it("keeps a guest's claim and the quiz-flow markers until an account claims it", () => {
    rememberCompletedAssessment('guest-1', 'claim-secret-123');
    expect(readGuestClaim()).toMatchObject({ id: 'guest-1', token: 'claim-secret-123' });
    expect(JSON.parse(localStorage.getItem('assessmentId')!)).toBe('guest-1');
    expect(JSON.parse(localStorage.getItem('fromQuizFlow')!)).toBe(true);
  });

  it("counts a guest's finished assessment for the cart only when the server says it could be bought, at once", () => {
    rememberCompletedAssessment('guest-2', 'claim-secret-456', false);
    expect(readGuestClaim()?.sellable).toBe(false);
    rememberCompletedAssessment('guest-5', 'claim-secret-def', true);
    expect(readGuestClaim()).toMatchObject({ id: 'guest-5', sellable: true });
  });

  it('tells its listeners when the data changes', () => {
    const listener = vi.fn();
    const stop = subscribeDeviceAssessment(listener);
    rememberCompletedAssessment('own-2', null);
    clearDeviceAssessmentData();
    stop();
    rememberCompletedAssessment('own-3', null);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('at sign-out clears ids, claims, saved progress and results pointers of everyone', () => {
    rememberCompletedAssessment('guest-3', 'claim-secret-789');
    writeGuestProgress(progress({}));
    localStorage.setItem('assessment_anna@b.se', '{}');
    localStorage.setItem('assessment_data', '{}');
    localStorage.setItem('auth_user', '{}');
    clearDeviceAssessmentData();
    const left = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    expect(left).toEqual(['auth_user']);
    expect(document.cookie).not.toContain('rk_progress=1');
  });

  it('at sign-in drops quiz-flow markers that have no guest claim behind them', () => {
    localStorage.setItem('assessmentId', JSON.stringify('someone-elses'));
    localStorage.setItem('currentAssessment', JSON.stringify('someone-elses'));
    dropOrphanQuizMarkers();
    expect(localStorage.getItem('assessmentId')).toBeNull();
    expect(localStorage.getItem('currentAssessment')).toBeNull();

    rememberCompletedAssessment('guest-4', 'claim-secret-abc');
    dropOrphanQuizMarkers();
    expect(JSON.parse(localStorage.getItem('assessmentId')!)).toBe('guest-4');
  });
});

describe('saved progress on the device expires (spec: 730 days)', () => {
  const DAY = 86_400_000;
  const savedDaysAgo = (days: number): LocalProgress => ({ ...progress({}), lastUpdated: new Date(Date.now() - days * DAY).toISOString() });

  it(`keeps a guest's progress for ${PROGRESS_MAX_AGE_DAYS} days and drops it after`, () => {
    writeGuestProgress(savedDaysAgo(PROGRESS_MAX_AGE_DAYS - 1));
    expect(readGuestProgress()).not.toBeNull();
    writeGuestProgress(savedDaysAgo(PROGRESS_MAX_AGE_DAYS + 1));
    expect(readGuestProgress()).toBeNull();
    // Gone from storage, not only hidden.
    expect(localStorage.getItem('assessment_progress')).toBeNull();
  });

  it('drops progress dated in the future (a wrong clock) and progress without its cookie', () => {
    writeGuestProgress(savedDaysAgo(-2));
    expect(readGuestProgress()).toBeNull();
    writeGuestProgress(savedDaysAgo(1));
    document.cookie = 'rk_progress=; Max-Age=0; path=/';
    expect(readGuestProgress()).toBeNull();
  });

  it("expires a signed-in user's device copy the same way, and picks the newer of two copies", () => {
    writeUserProgress('anna@b.se', savedDaysAgo(PROGRESS_MAX_AGE_DAYS + 1));
    expect(readUserProgress('anna@b.se')).toBeNull();
    expect(localStorage.getItem('assessment_anna@b.se')).toBeNull();
    const older = { ...savedDaysAgo(3), currentStep: 2 };
    const newer = { ...savedDaysAgo(1), currentStep: 5 };
    expect(newest(older, newer)?.currentStep).toBe(5);
    expect(newest(newer, older)?.currentStep).toBe(5);
    expect(newest(null, older)?.currentStep).toBe(2);
  });
});
