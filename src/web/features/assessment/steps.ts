import type { Question, TestAnswer } from '../../../shared/contracts/assessment';
import { highestUrgency } from '../../../shared/domain/scoring/presentation';
import { triageRedFlags } from '../../../shared/domain/scoring/red-flags';
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

/**
 * "Fråga N av M" for a saved step, as the questionnaire will show it: M is the questions the
 * visitor answers, which an urgent sign in the saved answers makes fewer.
 */
export function stepPosition(questions: Question[], saved: Record<string, TestAnswer> | undefined, step: number): { number: number; total: number } {
  const urgency = highestUrgency(triageRedFlags(answerMap(answersForBank(questions, saved))));
  const steps = visibleSteps(questions, urgency);
  const before = steps.filter((s) => s < step).length;
  return { number: Math.min(before + 1, steps.length), total: steps.length };
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
