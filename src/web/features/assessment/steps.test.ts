import { describe, expect, it } from 'vitest';
import type { TestAnswer } from '../../../shared/contracts/assessment';
import { QUESTION_BANK } from '../../../shared/content/question-bank';
import { isSelfTest, stepPosition } from './steps';

const questions = QUESTION_BANK.map((q, i) => ({ ...q, id: q.key, position: i + 1 }));
const stepOf = (key: string) => questions.findIndex((q) => q.key === key);
const answer = (key: string, completion: string): [string, TestAnswer] => [String(stepOf(key)), { testId: key, completion }];
const selfTests = questions.filter(isSelfTest).length;

describe('stepPosition ("fråga N av M" for saved progress)', () => {
  it('counts every question when nothing urgent was answered', () => {
    const saved = Object.fromEntries([answer('age_band', '30_44'), answer('red_flags', 'none')]);
    expect(stepPosition(questions, saved, stepOf('activity_level'))).toEqual({ number: stepOf('activity_level') + 1, total: questions.length });
  });

  it('counts as the questionnaire does after an urgent sign: the self-tests are left out of N and M', () => {
    const saved = Object.fromEntries([answer('age_band', '30_44'), answer('red_flags', 'fever')]);
    const at = stepPosition(questions, saved, stepOf('activity_level'));
    expect(at.total).toBe(questions.length - selfTests);
    expect(at.number).toBe(stepOf('activity_level') + 1 - selfTests);
  });

  it('ignores saved answers that no longer match the bank', () => {
    const saved = { [String(stepOf('red_flags'))]: { testId: 'something_else', completion: 'fever' } };
    expect(stepPosition(questions, saved, 3).total).toBe(questions.length);
  });
});
