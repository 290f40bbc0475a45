import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { readGuestClaim, subscribeDeviceAssessment } from '../../features/assessment/assessment-storage';
import { useAuth } from '../auth-provider';
import { myAssessmentsQuery, reportWaiting } from '../../features/results/api';

const guestReportWaiting = () => readGuestClaim()?.sellable === true;

/** A guest's assessment finished on this device waits for an account and could be bought. */
export function useGuestReportWaiting(): boolean {
  return useSyncExternalStore(subscribeDeviceAssessment, guestReportWaiting, () => false);
}

const guestFinished = () => readGuestClaim() !== null;

/** A guest's assessment finished on this device waits for an account (whether or not a report can be bought for it). */
export function useGuestFinished(): boolean {
  return useSyncExternalStore(subscribeDeviceAssessment, guestFinished, () => false);
}

/**
 * The cart badge: the report waiting to be bought (spec README). Signed in: 1 when the latest
 * assessment has enough answers and no emergency sign. A guest: 1 when an assessment finished on
 * this device waits for an account and could be bought.
 */
export function useCartCount(): number {
  const { user, isHandingOver } = useAuth();
  const assessments = useQuery({ ...myAssessmentsQuery(user?.id ?? ''), enabled: !!user && !isHandingOver });
  const guestWaiting = useGuestReportWaiting();
  if (user) return reportWaiting(assessments.data) ? 1 : 0;
  return guestWaiting ? 1 : 0;
}
