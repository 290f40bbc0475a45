import type { QuestionDefinition } from './question-types';

/** What the server needs to know of a question to check an answer to it. */
export type QuestionRules = Pick<QuestionDefinition, 'key' | 'questionType' | 'options' | 'fields'>;

export interface GivenAnswer {
  testId: string;
  completion: string;
  painLevel?: number | null | undefined;
  painLocations?: string[] | undefined;
  additionalNotes?: string | undefined;
}

export const SKIPPED = 'skipped';

export const ANSWER_MESSAGES = {
  unknownQuestion: 'Svaret gäller en fråga som inte finns. Ladda om sidan och försök igen.',
  duplicate: 'Samma fråga är besvarad mer än en gång. Ladda om sidan och försök igen.',
  notAnOption: 'Ett svar är inte ett av frågans alternativ. Ladda om sidan och försök igen.',
  empty: 'Ett svar saknas. Välj ett alternativ eller hoppa över frågan.',
  range: (min: number, max: number) => `Svaret ska vara ett heltal från ${min} till ${max}.`,
  noPainScale: 'Frågan har ingen smärtskala.',
  painLevel: (min: number, max: number) => `Smärtnivån ska vara ett heltal från ${min} till ${max}.`,
  painLocation: 'Ett smärtområde är inte ett av frågans alternativ.',
} as const;

function isDistinctSubset(values: string[], allowed: Set<string>): boolean {
  return new Set(values).size === values.length && values.every((v) => allowed.has(v));
}

/**
 * Why an answer does not fit its question, or null when it does. Radio answers are one of the
 * options, checkbox answers distinct options joined by commas, range answers whole numbers within
 * the scale, and any answer may be 'skipped'.
 */
export function answerProblem(question: QuestionRules, answer: GivenAnswer): string | null {
  const { completion } = answer;
  if (completion !== SKIPPED) {
    const optionValues = new Set(question.options.map((o) => o.value));
    switch (question.questionType) {
      case 'radio':
        if (completion === '') return ANSWER_MESSAGES.empty;
        if (!optionValues.has(completion)) return ANSWER_MESSAGES.notAnOption;
        break;
      case 'checkbox': {
        if (completion === '') return ANSWER_MESSAGES.empty;
        if (!isDistinctSubset(completion.split(','), optionValues)) return ANSWER_MESSAGES.notAnOption;
        break;
      }
      case 'range': {
        const min = question.fields.completion.min ?? 0;
        const max = question.fields.completion.max ?? 10;
        const n = /^-?\d{1,4}$/.test(completion) ? Number(completion) : NaN;
        if (!(n >= min && n <= max)) return ANSWER_MESSAGES.range(min, max);
        break;
      }
      case 'textarea':
        break;
    }
  }
  if (answer.painLevel !== undefined && answer.painLevel !== null) {
    const scale = question.fields.painLevel;
    if (!scale) return ANSWER_MESSAGES.noPainScale;
    if (!Number.isInteger(answer.painLevel) || answer.painLevel < scale.min || answer.painLevel > scale.max)
      return ANSWER_MESSAGES.painLevel(scale.min, scale.max);
  }
  if (answer.painLocations?.length) {
    const allowed = new Set(question.fields.painLocations?.options.map((o) => o.value) ?? []);
    if (!isDistinctSubset(answer.painLocations, allowed)) return ANSWER_MESSAGES.painLocation;
  }
  return null;
}

/** The first problem of a set of answers: an unknown question, a question answered twice, or a bad answer. */
export function answersProblem(questions: readonly QuestionRules[], answers: GivenAnswer[]): string | null {
  const byKey = new Map(questions.map((q) => [q.key, q]));
  const seen = new Set<string>();
  for (const answer of answers) {
    const question = byKey.get(answer.testId);
    if (!question) return ANSWER_MESSAGES.unknownQuestion;
    if (seen.has(answer.testId)) return ANSWER_MESSAGES.duplicate;
    seen.add(answer.testId);
    const problem = answerProblem(question, answer);
    if (problem) return problem;
  }
  return null;
}
