import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AssessmentSummary } from '../../shared/contracts/assessment';

const ENDPOINTS_MY_ASSESSMENTS = '/api/my-assessments';
import type { PublicUser } from '../../shared/contracts/user';
import { apiJson } from './api';
import { subscribeDeviceAssessment } from './assessment-storage';
import { settleGuestHandOver } from './guest-handover';

/** Query keys for the signed-in user's assessments, shared by the results page, the customer home and the cart badge. */
export const myAssessmentsKeys = {
  all: ['my-assessments'] as const,
  forUser: (userId: string) => ['my-assessments', userId] as const,
};

/** The user's assessments, newest first; a claim of this device's guest assessment settles first. */
async function fetchMyAssessments(user: PublicUser): Promise<AssessmentSummary[]> {
  await settleGuestHandOver(user);
  // Not callApi: the cart badge reads this on every page, and the typed client brings zod and
  // every contract into the first load (over the 120 KB budget). The lazy pages use callApi.
  return (await apiJson<{ assessments: AssessmentSummary[] }>('GET', ENDPOINTS_MY_ASSESSMENTS)).assessments;
}

/** Reads only for a signed-in user; a guest has no list. */
export function useMyAssessments(user: PublicUser | null) {
  return useQuery({
    queryKey: myAssessmentsKeys.forUser(user?.id ?? ''),
    queryFn: () => fetchMyAssessments(user!),
    enabled: !!user,
  });
}

/**
 * The report waiting to be bought (spec README: the badge counts it): the latest assessment, when
 * it has enough answers and no emergency sign. Nothing can be paid yet, so every such one is unpaid.
 */
export function reportWaiting(assessments: readonly AssessmentSummary[] | undefined): boolean {
  const latest = assessments?.[0];
  return !!latest && latest.enoughAnswers && latest.highestUrgency !== 'emergency';
}

/** A completed or claimed assessment makes the cached lists out of date. */
export function useRefreshAssessmentsOnChange(): void {
  const queryClient = useQueryClient();
  useEffect(() => subscribeDeviceAssessment(() => void queryClient.invalidateQueries({ queryKey: myAssessmentsKeys.all })), [queryClient]);
}
