import type { AnswerMap } from './types';

/** The chosen value of a radio question, or undefined when unanswered or skipped. */
export function choice(answers: AnswerMap, key: string): string | undefined {
  const value = answers[key]?.completion?.trim();
  return value && value !== 'skipped' ? value : undefined;
}

/** The chosen values of a checkbox question (comma-joined in storage). */
export function checkboxValues(answers: AnswerMap, key: string): string[] {
  const value = choice(answers, key);
  return value
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : [];
}

/** A 0–10 range answer, or undefined when missing, skipped or out of range. */
export function rangeValue(answers: AnswerMap, key: string): number | undefined {
  const value = choice(answers, key);
  if (value === undefined || !/^\d{1,2}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 0 && n <= 10 ? n : undefined;
}

/** Whether the question has an answer (not missing, not skipped). */
export function isAnswered(answers: AnswerMap, key: string): boolean {
  return choice(answers, key) !== undefined;
}

/**
 * Age from `age_band` (CLINICAL.md §1): an unanswered age never fires an age rule, so every
 * predicate is false without an answer.
 */
export const age = {
  atLeast50: (a: AnswerMap) => ['50_64', '65_79', '80_plus'].includes(choice(a, 'age_band') ?? ''),
  atLeast65: (a: AnswerMap) => ['65_79', '80_plus'].includes(choice(a, 'age_band') ?? ''),
  under45: (a: AnswerMap) => ['18_29', '30_44'].includes(choice(a, 'age_band') ?? ''),
};
