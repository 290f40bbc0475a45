import type { QuestionCategory } from './question-types';

/**
 * What the pages say about the questionnaire (how many questions, how many self-tests, how long it
 * takes) comes from the questions themselves, so no page can promise "cirka 35 frågor" while 37
 * are served. Every page uses these functions over the served (active) questions.
 */

/** The categories whose questions are self-tests the person does at home (movement and stability). */
const SELF_TEST_CATEGORIES: readonly QuestionCategory[] = ['Rörelsetester', 'Stabilitetstester'];

/** An estimate of the time one ordinary question takes: reading it and choosing an answer. */
export const SECONDS_PER_QUESTION = 15;
/**
 * An estimate of the time one self-test takes: reading the instructions, getting into position,
 * the test itself (the holds last up to 10–60 s) and the answer with its pain slider.
 */
export const SECONDS_PER_SELF_TEST = 45;

export interface QuestionnaireFacts {
  /** All questions served, self-tests included. */
  questions: number;
  /** Of them, the self-tests (movement and stability tests). */
  selfTests: number;
  /** The estimated time as a five-minute band: 10 and 15 for "10–15 minuter"; low 0 is "under 5 minuter". */
  minutes: { low: number; high: number };
}

export function questionnaireFacts(questions: readonly { category: QuestionCategory }[]): QuestionnaireFacts {
  const selfTests = questions.filter((q) => SELF_TEST_CATEGORIES.includes(q.category)).length;
  const seconds = (questions.length - selfTests) * SECONDS_PER_QUESTION + selfTests * SECONDS_PER_SELF_TEST;
  // The band that holds the estimate: 13.75 minutes is "10–15 minuter", exactly 15 is "15–20 minuter".
  const low = Math.floor(seconds / 60 / 5) * 5;
  return { questions: questions.length, selfTests, minutes: { low, high: low + 5 } };
}

/** "10–15 minuter", or "under 5 minuter" for a very short questionnaire. */
export function formatMinutes(facts: QuestionnaireFacts): string {
  const { low, high } = facts.minutes;
  return low === 0 ? `under ${high} minuter` : `${low}–${high} minuter`;
}

/** "37 frågor" (one: "1 fråga"). */
export function formatQuestionCount(facts: QuestionnaireFacts): string {
  return facts.questions === 1 ? '1 fråga' : `${facts.questions} frågor`;
}

/** "9 enkla rörelsetester" (one: "1 enkelt rörelsetest"). */
export function formatSelfTestCount(facts: QuestionnaireFacts): string {
  return facts.selfTests === 1 ? '1 enkelt rörelsetest' : `${facts.selfTests} enkla rörelsetester`;
}
