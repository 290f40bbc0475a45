import { useQuery } from '@tanstack/react-query';
import type { Question } from '../../shared/contracts/assessment';
import { apiJson } from './api';

/** The spec's exception to the no-retry default: the question list retries 3 times. */
export const QUESTIONS_RETRY = 3;

async function bundledQuestions(): Promise<Question[]> {
  const { QUESTION_BANK } = await import('../../shared/content/question-bank');
  return QUESTION_BANK.map((q, i) => ({ ...q, id: q.key, position: i + 1 }));
}

/**
 * The active questions from the server; when they cannot be loaded after the retries, the
 * bundled set (the same bank the server is seeded with), so the questionnaire still works.
 */
export function useQuestions() {
  return useQuery({
    queryKey: ['questions'],
    queryFn: async (): Promise<{ questions: Question[]; fallback: boolean }> => {
      const res = await apiJson<{ questions: Question[] }>('GET', '/api/assessment/questions');
      return { questions: res.questions, fallback: false };
    },
    retry: QUESTIONS_RETRY,
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 4000),
    staleTime: 30_000,
  });
}

export { bundledQuestions };
