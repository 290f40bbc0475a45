import { describe, expect, it } from 'vitest';
import { QUESTION_BANK } from '../content/question-bank';
import type { QuestionCategory } from './question-types';
import {
  formatMinutes,
  formatQuestionCount,
  formatSelfTestCount,
  questionnaireFacts,
  SECONDS_PER_QUESTION,
  SECONDS_PER_SELF_TEST,
} from './questionnaire-facts';

const questions = (ordinary: number, movement: number, stability = 0) => [
  ...Array.from({ length: ordinary }, () => ({ category: 'Livsstilsfaktorer' as QuestionCategory })),
  ...Array.from({ length: movement }, () => ({ category: 'Rörelsetester' as QuestionCategory })),
  ...Array.from({ length: stability }, () => ({ category: 'Stabilitetstester' as QuestionCategory })),
];

describe('questionnaire facts', () => {
  it('counts the bank: every question, and the movement and stability tests as self-tests', () => {
    const facts = questionnaireFacts(QUESTION_BANK);
    const selfTests = QUESTION_BANK.filter((q) => q.category === 'Rörelsetester' || q.category === 'Stabilitetstester').length;
    expect(facts.questions).toBe(QUESTION_BANK.length);
    expect(facts.selfTests).toBe(selfTests);
    // Today's bank, so a change to it is noticed here and in the texts: 37 questions, 9 self-tests,
    // 28 × 15 s + 9 × 45 s = 13.75 minutes.
    expect(facts).toEqual({ questions: 37, selfTests: 9, minutes: { low: 10, high: 15 } });
    expect([formatQuestionCount(facts), formatSelfTestCount(facts), formatMinutes(facts)]).toEqual(['37 frågor', '9 enkla rörelsetester', '10–15 minuter']);
  });

  it('estimates the time from the documented seconds per question and per self-test, as the five-minute band holding it', () => {
    expect(SECONDS_PER_QUESTION).toBe(15);
    expect(SECONDS_PER_SELF_TEST).toBe(45);
    // 20 × 15 s = 5 min exactly: the band starting there.
    expect(questionnaireFacts(questions(20, 0)).minutes).toEqual({ low: 5, high: 10 });
    // 19 × 15 s = 4.75 min.
    expect(questionnaireFacts(questions(19, 0)).minutes).toEqual({ low: 0, high: 5 });
    // 40 × 15 s + 10 × 45 s = 17.5 min.
    expect(questionnaireFacts(questions(40, 6, 4)).minutes).toEqual({ low: 15, high: 20 });
  });

  it('follows the questions it is given: one self-test more or fewer changes the count', () => {
    expect(questionnaireFacts(questions(28, 4, 5)).selfTests).toBe(9);
    expect(questionnaireFacts(questions(28, 4, 4)).selfTests).toBe(8);
    expect(questionnaireFacts(questions(28, 4, 4)).questions).toBe(36);
  });

  it('writes the counts and the duration in Swedish, one and many', () => {
    expect(formatQuestionCount(questionnaireFacts(questions(1, 0)))).toBe('1 fråga');
    expect(formatSelfTestCount(questionnaireFacts(questions(3, 1)))).toBe('1 enkelt rörelsetest');
    expect(formatSelfTestCount(questionnaireFacts(questions(3, 0)))).toBe('0 enkla rörelsetester');
    expect(formatMinutes(questionnaireFacts(questions(3, 1)))).toBe('under 5 minuter');
    expect(formatMinutes(questionnaireFacts(questions(20, 0)))).toBe('5–10 minuter');
  });
});
