import { describe, expect, it } from 'vitest';
import { QUESTION_BANK } from '../content/question-bank';
import { ANSWER_MESSAGES, answerProblem, answersProblem, type QuestionRules } from './answer-rules';

const radio: QuestionRules = {
  key: 'onset_type',
  questionType: 'radio',
  options: [
    { value: 'sudden', label: 'Plötsligt' },
    { value: 'gradual', label: 'Gradvis' },
  ],
  fields: { completion: { label: 'Svar', type: 'radio' } },
};
const checkbox: QuestionRules = {
  key: 'red_flags',
  questionType: 'checkbox',
  options: [
    { value: 'fever', label: 'Feber' },
    { value: 'night_pain', label: 'Nattvärk' },
    { value: 'none', label: 'Inget' },
  ],
  fields: { completion: { label: 'Svar', type: 'checkbox' } },
};
const range: QuestionRules = {
  key: 'pain_now',
  questionType: 'range',
  options: [],
  fields: { completion: { label: 'Svar', type: 'range', min: 0, max: 10 } },
};
const selfTest: QuestionRules = {
  key: 'forward_bend',
  questionType: 'radio',
  options: [{ value: 'ok', label: 'Det gick bra' }],
  fields: {
    completion: { label: 'Svar', type: 'radio' },
    painLevel: { label: 'Smärta', min: 0, max: 10 },
    painLocations: {
      label: 'Var',
      options: [
        { value: 'low_back', label: 'Ländryggen' },
        { value: 'thigh', label: 'Låret' },
      ],
    },
  },
};

describe('answerProblem', () => {
  it('accepts a listed option, a skipped question and a whole number on the scale', () => {
    expect(answerProblem(radio, { testId: 'onset_type', completion: 'sudden' })).toBeNull();
    expect(answerProblem(radio, { testId: 'onset_type', completion: 'skipped' })).toBeNull();
    expect(answerProblem(checkbox, { testId: 'red_flags', completion: 'fever,night_pain' })).toBeNull();
    for (const v of ['0', '7', '10']) expect(answerProblem(range, { testId: 'pain_now', completion: v })).toBeNull();
  });

  it('refuses values that are not options, repeated or empty', () => {
    expect(answerProblem(radio, { testId: 'onset_type', completion: 'sometimes' })).toBe(ANSWER_MESSAGES.notAnOption);
    expect(answerProblem(radio, { testId: 'onset_type', completion: '' })).toBe(ANSWER_MESSAGES.empty);
    expect(answerProblem(checkbox, { testId: 'red_flags', completion: 'fever,fever' })).toBe(ANSWER_MESSAGES.notAnOption);
    expect(answerProblem(checkbox, { testId: 'red_flags', completion: 'fever,' })).toBe(ANSWER_MESSAGES.notAnOption);
    expect(answerProblem(checkbox, { testId: 'red_flags', completion: 'toString' })).toBe(ANSWER_MESSAGES.notAnOption);
  });

  it('refuses 999, −5, fractions and words on a 0–10 scale', () => {
    for (const v of ['999', '-5', '11', '5.5', '1e1', 'fem', '', ' 5']) {
      expect(answerProblem(range, { testId: 'pain_now', completion: v }), v).toBe(ANSWER_MESSAGES.range(0, 10));
    }
  });

  it('checks the pain level and the pain locations against the question', () => {
    expect(answerProblem(selfTest, { testId: 'forward_bend', completion: 'ok', painLevel: 4, painLocations: ['low_back', 'thigh'] })).toBeNull();
    expect(answerProblem(selfTest, { testId: 'forward_bend', completion: 'ok', painLevel: 11 })).toBe(ANSWER_MESSAGES.painLevel(0, 10));
    expect(answerProblem(selfTest, { testId: 'forward_bend', completion: 'ok', painLocations: ['elbow'] })).toBe(ANSWER_MESSAGES.painLocation);
    expect(answerProblem(selfTest, { testId: 'forward_bend', completion: 'ok', painLocations: ['thigh', 'thigh'] })).toBe(ANSWER_MESSAGES.painLocation);
    expect(answerProblem(radio, { testId: 'onset_type', completion: 'sudden', painLevel: 3 })).toBe(ANSWER_MESSAGES.noPainScale);
    expect(answerProblem(radio, { testId: 'onset_type', completion: 'sudden', painLevel: null })).toBeNull();
  });
});

describe('answersProblem', () => {
  it('refuses an unknown question and the same question twice', () => {
    expect(answersProblem([radio], [{ testId: 'nope', completion: 'x' }])).toBe(ANSWER_MESSAGES.unknownQuestion);
    expect(
      answersProblem(
        [radio],
        [
          { testId: 'onset_type', completion: 'sudden' },
          { testId: 'onset_type', completion: 'gradual' },
        ],
      ),
    ).toBe(ANSWER_MESSAGES.duplicate);
  });

  it('accepts the first option of every question of the bundled bank', () => {
    const answers = QUESTION_BANK.map((q) => ({
      testId: q.key,
      completion: q.questionType === 'range' ? String(q.fields.completion.min ?? 0) : q.questionType === 'textarea' ? 'Fritext' : q.options[0]!.value,
    }));
    expect(answersProblem(QUESTION_BANK, answers)).toBeNull();
  });
});
