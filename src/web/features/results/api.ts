import { queryOptions } from '@tanstack/react-query';
import type { AssessmentAnalysisResponse, AssessmentSummary } from '../../../shared/contracts/assessment';
import { ApiError } from '../../lib/api';
import { callApi } from '../../lib/api-client';

/**
 * Query keys of a user's assessments and their results. The user's id is part of every key, so
 * one person's cache never serves another; `forUser` is what a new or claimed assessment makes stale.
 */
export const resultsKeys = {
  all: ['results'] as const,
  forUser: (userId: string) => ['results', userId] as const,
  myAssessments: (userId: string) => ['results', userId, 'list'] as const,
  analysis: (userId: string, assessmentId: string) => ['results', userId, 'analysis', assessmentId] as const,
};

/** How often the list is read again while a payment of it is under review. */
export const REVIEW_POLL_MS = 10_000;

/** Whether a payment of one of the assessments is held for the provider's review. */
export function underReview(assessments: readonly AssessmentSummary[] | undefined): boolean {
  return !!assessments?.some((a) => a.payment?.state === 'under_review');
}

/**
 * The user's assessments, newest first (the results page, the customer home and the cart badge).
 * While a payment is under review the list is read again every 10 s and when the window regains
 * focus, so the end of the review (paid, or declined and open to buy again) shows by itself.
 */
export function myAssessmentsQuery(userId: string) {
  return queryOptions({
    queryKey: resultsKeys.myAssessments(userId),
    queryFn: async () => (await callApi('myAssessments')).assessments,
    refetchInterval: (query) => (underReview(query.state.data) ? REVIEW_POLL_MS : false),
    refetchOnWindowFocus: (query) => underReview(query.state.data),
  });
}

/** The stored analysis of `id`, falling back to the newest (see loadAnalysis). */
export function analysisQuery(userId: string, id: string | null, latestId: string | null) {
  return queryOptions({
    queryKey: resultsKeys.analysis(userId, id ?? ''),
    queryFn: () => loadAnalysis(id!, latestId),
    enabled: !!id,
  });
}

/**
 * The report waiting to be bought (spec README: the badge counts it): the latest assessment, when
 * it has enough answers, no emergency sign, and its report is neither paid nor its payment under review.
 */
export function reportWaiting(assessments: readonly AssessmentSummary[] | undefined): boolean {
  const latest = assessments?.[0];
  return !!latest && latest.enoughAnswers && latest.highestUrgency !== 'emergency' && !latest.reportPaid && latest.payment?.state !== 'under_review';
}

/**
 * Which assessment to show: the one asked for in ?assessment= when it is one of the user's own,
 * otherwise the newest. An id that is not in the user's own list is never requested.
 */
export function pickAssessment(assessments: readonly AssessmentSummary[], requested: string | null): { id: string | null; requestedMissing: boolean } {
  const latest = assessments[0]?.id ?? null;
  if (!requested) return { id: latest, requestedMissing: false };
  if (assessments.some((a) => a.id === requested)) return { id: requested, requestedMissing: false };
  return { id: latest, requestedMissing: true };
}

const notYours = (err: unknown) => err instanceof ApiError && (err.status === 403 || err.status === 404);

/**
 * The stored analysis of one assessment. A 403 or 404 never shows anything of that assessment:
 * the user's own newest is shown instead (or nothing, when that is the one refused).
 */
export async function loadAnalysis(id: string, latestId: string | null): Promise<{ result: AssessmentAnalysisResponse | null; fellBack: boolean }> {
  const read = (which: string) => callApi('assessmentAnalysis', { params: { id: which } });
  try {
    return { result: await read(id), fellBack: false };
  } catch (err) {
    if (!notYours(err)) throw err;
    if (!latestId || latestId === id) return { result: null, fellBack: true };
    try {
      return { result: await read(latestId), fellBack: true };
    } catch (again) {
      if (notYours(again)) return { result: null, fellBack: true };
      throw again;
    }
  }
}
