import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateAssessmentRequest, Progress } from '../../../shared/contracts/assessment';
import { callApi } from '../../lib/api-client';
import { resultsKeys } from '../results/api';

/** Query keys of the questionnaire. The progress key carries the user's id: one person's cache never serves another. */
export const assessmentKeys = {
  questions: ['questions'] as const,
  bundledQuestions: ['questions', 'bundled'] as const,
  progress: (userId: string) => ['assessment-progress', userId] as const,
};

/** The spec's exception to the no-retry default: the question list retries 3 times. */
export const QUESTIONS_RETRY = 3;

/** The active questions from the server (public: they stay in the cache across sign-outs). */
export function questionsQuery() {
  return queryOptions({
    queryKey: assessmentKeys.questions,
    queryFn: async () => (await callApi('questions')).questions,
    retry: QUESTIONS_RETRY,
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 4000),
    staleTime: 30_000,
    meta: { public: true },
  });
}

/**
 * The bundled set (the same bank the server is seeded with), asked for only when the server's
 * cannot be loaded after the retries, so the questionnaire still works.
 */
export function bundledQuestionsQuery(enabled: boolean) {
  return queryOptions({
    queryKey: assessmentKeys.bundledQuestions,
    queryFn: async () => {
      const { QUESTION_BANK } = await import('../../../shared/content/question-bank');
      return QUESTION_BANK.map((q, i) => ({ ...q, id: q.key, position: i + 1 }));
    },
    enabled,
    meta: { public: true },
  });
}

/** A signed-in user's unfinished questionnaire on the server (null when none is saved). */
export function progressQuery(userId: string) {
  return queryOptions({
    queryKey: assessmentKeys.progress(userId),
    queryFn: async () => (await callApi('getProgress')).progress,
    retry: 1,
  });
}

/** Saves a signed-in user's progress on the server; the cached copy becomes what was saved. */
export async function saveProgress(queryClient: QueryClient, userId: string, progress: Progress): Promise<void> {
  await callApi('saveProgress', { body: progress });
  queryClient.setQueryData(assessmentKeys.progress(userId), progress);
}

/** "Börja om": the server's copy goes, and so does the cached one. */
export function useDeleteProgress(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (userId) await callApi('deleteProgress');
    },
    onSuccess: () => {
      if (userId) queryClient.setQueryData(assessmentKeys.progress(userId), null);
    },
  });
}

/**
 * Stores a finished questionnaire. For a signed-in user the server drops the saved progress and
 * the lists of assessments (and what is shown from them) are out of date: both are refreshed.
 */
export function useCompleteAssessment(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAssessmentRequest) => callApi('createAssessment', { body }),
    onSuccess: async () => {
      if (!userId) return;
      queryClient.setQueryData(assessmentKeys.progress(userId), null);
      await queryClient.invalidateQueries({ queryKey: resultsKeys.forUser(userId) });
    },
  });
}

/** The guest's finished assessment becomes the account's (its secret proves it was made here). */
export async function claimAssessment(queryClient: QueryClient, userId: string, assessmentId: string, claimToken: string): Promise<void> {
  await callApi('claimAssessment', { body: { assessmentId, claimToken } });
  await queryClient.invalidateQueries({ queryKey: resultsKeys.forUser(userId) });
}
