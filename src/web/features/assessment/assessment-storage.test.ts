import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearDeviceAssessmentData,
  dropOrphanQuizMarkers,
  readGuestClaim,
  rememberCompletedAssessment,
  subscribeDeviceAssessment,
  writeGuestProgress,
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

  it("counts a guest's finished assessment for the cart only when it could be bought", async () => {
    writeGuestProgress(progress({ '0': { testId: 'red_flags', completion: 'bilateral_leg' } }));
    rememberCompletedAssessment('guest-2', 'claim-secret-456');
    await vi.waitFor(() => expect(readGuestClaim()?.sellable).toBe(false));
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
