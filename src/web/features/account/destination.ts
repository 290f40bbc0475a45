import type { PublicUser } from '../../../shared/contracts/user';

/** Local-storage markers the quiz flow leaves when a guest finished the assessment (spec). */
const ASSESSMENT_MARKERS = ['fromQuizFlow', 'currentAssessment', 'assessmentId', 'assessment_data'] as const;

export function hasAssessmentFromQuizFlow(): boolean {
  try {
    return ASSESSMENT_MARKERS.some((key) => {
      const value = window.localStorage.getItem(key);
      return value !== null && value !== '' && value !== 'null' && value !== 'false';
    });
  } catch {
    return false;
  }
}

/**
 * Where a user goes after login, registration or verification: the results when a finished
 * assessment waits, the admin dashboard for admins, otherwise the customer home.
 */
export function destinationAfterSignIn(user: Pick<PublicUser, 'role'>): string {
  if (hasAssessmentFromQuizFlow()) return '/results';
  return user.role === 'admin' ? '/dashboard' : '/customer';
}
