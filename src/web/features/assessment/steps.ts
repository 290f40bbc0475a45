import type { Question, TestAnswer } from '../../../shared/contracts/assessment';
import type { AnswerMap, Urgency } from '../../../shared/domain/scoring/types';

/** Questions in these categories are the self-tests an urgent warning sign skips (CLINICAL.md §1). */
const SELF_TEST_CATEGORIES = new Set(['Rörelsetester', 'Stabilitetstester']);

export function isSelfTest(question: Question): boolean {
  return SELF_TEST_CATEGORIES.has(question.category);
}

/** The step indexes the visitor answers: with an urgent flag the self-tests are left out. */
export function visibleSteps(questions: Question[], urgency: Urgency | null): number[] {
  return questions.flatMap((q, i) => (urgency === 'urgent' && isSelfTest(q) ? [] : [i]));
}

/** Saved answers keyed by step, kept only where they still belong to that step's question. */
export function answersForBank(questions: Question[], saved: Record<string, TestAnswer> | undefined): Record<string, TestAnswer> {
  return Object.fromEntries(Object.entries(saved ?? {}).filter(([step, answer]) => questions[Number(step)]?.key === answer.testId));
}

/** The answers by question key, as the engine reads them. */
export function answerMap(responses: Record<string, TestAnswer>): AnswerMap {
  return Object.fromEntries(Object.values(responses).map((r) => [r.testId, r]));
}

/** Every question in order, unanswered ones (and self-tests skipped after an urgent flag) as 'skipped'. */
export function completedTests(questions: Question[], responses: Record<string, TestAnswer>): TestAnswer[] {
  return questions.map((q, i) => {
    const r = responses[String(i)];
    return r && r.testId === q.key && r.completion !== '' ? r : { testId: q.key, testName: q.title, completion: 'skipped' };
  });
}
