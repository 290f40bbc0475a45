import { useSyncExternalStore } from 'react';
import { readGuestClaim, subscribeDeviceAssessment } from '../../lib/assessment-storage';
import { useAuth } from '../../lib/auth-provider';
import { reportWaiting, useMyAssessments } from '../../lib/my-assessments';

const guestReportWaiting = () => readGuestClaim()?.sellable === true;

/**
 * The cart badge: the report waiting to be bought (spec README). Signed in: 1 when the latest
 * assessment has enough answers and no emergency sign. A guest: 1 when an assessment finished on
 * this device waits for an account and could be bought.
 */
export function useCartCount(): number {
  const { user } = useAuth();
  const assessments = useMyAssessments(user);
  const guestWaiting = useSyncExternalStore(subscribeDeviceAssessment, guestReportWaiting, () => false);
  if (user) return reportWaiting(assessments.data) ? 1 : 0;
  return guestWaiting ? 1 : 0;
}
