import type { AnswerMap } from './types';

/** The chosen value of a radio question, or undefined when unanswered or skipped. */
export function choice(answers: AnswerMap, key: string): string | undefined {
  const value = answers[key]?.completion?.trim();
  return value && value !== 'skipped' ? value : undefined;
}

/** The chosen values of a checkbox question (comma-joined in storage). */
export function checkboxValues(answers: AnswerMap, key: string): string[] {
  const value = choice(answers, key);
  return value ? value.split(',').map((v) => v.trim()).filter(Boolean) : [];
}

/** A 0–10 range answer, or undefined when missing, skipped or out of range. */
export function rangeValue(answers: AnswerMap, key: string): number | undefined {
  const value = choice(answers, key);
  if (value === undefined) return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 10 ? n : undefined;
}
