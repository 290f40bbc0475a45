import { describe, expect, it } from 'vitest';
import { AREA_INPUTS } from '../domain/scoring/areas';
import { PATTERN_RULES } from '../domain/scoring/weights';
import { QUESTION_BANK } from './question-bank';

const byKey = new Map(QUESTION_BANK.map((q) => [q.key, q]));
const values = (key: string) => new Set(byKey.get(key)?.options.map((o) => o.value));

// CLINICAL.md §6: these keys, types and option values must exist exactly.
const CONTRACT: [string, string, string[]][] = [
  ['red_flags', 'checkbox', ['bladder_bowel', 'saddle_numbness', 'bilateral_leg', 'progressive_weakness', 'fever', 'major_trauma', 'cancer_history', 'weight_loss', 'night_pain', 'none']],
  ['pain_duration', 'radio', ['lt_6w', '6w_3m', 'gt_3m']],
  ['pain_intensity', 'range', []],
  ['pain_location', 'checkbox', ['low_back_center', 'low_back_one_side', 'buttock', 'thigh', 'below_knee', 'both_legs']],
  ['leg_tingling', 'radio', ['no', 'yes']],
  ['forward_bend', 'radio', ['no_pain', 'back_pain', 'leg_pain', 'cannot']],
  ['backward_bend', 'radio', ['no_pain', 'back_pain', 'leg_pain', 'cannot']],
  ['sitting_tolerance', 'radio', ['over_60', '30_60', 'under_30']],
  ['straight_leg_raise', 'radio', ['no_pain', 'back_pain', 'leg_pain_below_knee']],
  ['single_leg_stand', 'radio', ['stable_no_pain', 'unstable', 'buttock_pain']],
  ['position_catches', 'radio', ['never', 'sometimes', 'often']],
  ['plank_hold', 'radio', ['over_60', '30_60', 'under_30', 'cannot']],
  ['after_exertion', 'radio', ['no', 'yes']],
  ['relief_bending_forward', 'radio', ['no', 'yes']],
  ['fear_of_movement', 'radio', ['not_at_all', 'somewhat', 'very']],
  ['worry', 'radio', ['not_at_all', 'somewhat', 'very']],
  ['catastrophising', 'radio', ['not_at_all', 'somewhat', 'very']],
  ['low_mood', 'radio', ['not_at_all', 'somewhat', 'very']],
  ['stress', 'range', []],
  ['sleep', 'radio', ['good', 'fair', 'poor']],
  ['bothersomeness', 'radio', ['not_at_all', 'slightly', 'moderately', 'very_much', 'extremely']],
  ['work_type', 'radio', ['sitting', 'standing', 'physical', 'mixed', 'not_working']],
  ['activity_level', 'radio', ['high', 'moderate', 'low']],
  ['goals', 'textarea', []],
];

describe('the question bank', () => {
  it('has 30 questions with unique keys in the four categories', () => {
    expect(QUESTION_BANK).toHaveLength(30);
    expect(byKey.size).toBe(30);
    expect(new Set(QUESTION_BANK.map((q) => q.category))).toEqual(new Set(['Grundläggande smärtbild', 'Rörelsetester', 'Stabilitetstester', 'Livsstilsfaktorer']));
  });

  it.each(CONTRACT)('%s is a %s question with exactly the contract values', (key, type, optionValues) => {
    const q = byKey.get(key);
    expect(q?.questionType).toBe(type);
    expect(q?.options.map((o) => o.value)).toEqual(optionValues);
  });

  it('covers the self-tests and lifestyle factors the spec lists', () => {
    for (const key of ['forward_bend', 'backward_bend', 'sitting_tolerance', 'straight_leg_raise', 'single_leg_stand', 'plank_hold', 'wall_sit', 'side_plank', 'bird_dog']) {
      expect(byKey.get(key)?.imageUrl).toBe(`/illustrations/${key.replace(/_/g, '-')}.svg`);
    }
    for (const key of ['activity_level', 'exercise', 'sleep', 'stress', 'work_type', 'worry', 'social_support', 'prior_treatment', 'goals']) expect(byKey.has(key)).toBe(true);
  });

  it('gives every question Swedish text, instructions and an image description', () => {
    for (const q of QUESTION_BANK) {
      expect(q.title.length, q.key).toBeGreaterThan(3);
      expect(q.instructions.length, q.key).toBeGreaterThan(0);
      if (q.imageUrl) expect(q.imageAlt.length, q.key).toBeGreaterThan(10);
      expect(q.fields.completion.type).toBe(q.questionType);
      if (q.questionType === 'radio' || q.questionType === 'checkbox') expect(q.fields.completion.options).toEqual(q.options);
    }
  });

  it('contains every answer value the scoring engine reads', () => {
    for (const rules of Object.values(PATTERN_RULES)) {
      for (const rule of rules) {
        if (typeof rule.when === 'string') expect(values(rule.questionKey).has(rule.when), `${rule.questionKey}=${rule.when}`).toBe(true);
        else expect(byKey.get(rule.questionKey)?.questionType).toBe('range');
      }
    }
    for (const inputs of Object.values(AREA_INPUTS)) {
      for (const input of inputs) {
        if (input.scale) expect([...values(input.key)].sort(), input.key).toEqual(Object.keys(input.scale).sort());
        else expect(byKey.get(input.key)?.questionType).toBe('range');
      }
    }
  });
});
