import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREA_INPUTS } from '../domain/scoring/areas';
import { PATTERN_RULES } from '../domain/scoring/weights';
import { NOTES_PROMISE, QUESTION_BANK } from './question-bank';

const byKey = new Map(QUESTION_BANK.map((q) => [q.key, q]));
const values = (key: string) => new Set(byKey.get(key)?.options.map((o) => o.value));

// CLINICAL.md §6 (engine 2), copied: every key, its type and exactly these option values.
const CONTRACT: [string, string, string[]][] = [
  ['age_band', 'radio', ['18_29', '30_44', '45_49', '50_64', '65_79', '80_plus']],
  [
    'red_flags',
    'checkbox',
    [
      'bladder_bowel',
      'saddle_numbness',
      'bilateral_leg',
      'sudden_severe_trunk_pain',
      'progressive_weakness',
      'fever',
      'major_trauma',
      'cancer_history',
      'weight_loss',
      'night_pain',
      'none',
    ],
  ],
  [
    'health_background',
    'checkbox',
    [
      'osteoporosis',
      'previous_fragility_fracture',
      'long_term_cortisone',
      'immunosuppression',
      'iv_drug_use',
      'recent_spine_procedure',
      // Engine 3: blood thinners (procedure_or_bleed_neuro).
      'anticoagulant',
      'pregnant',
      'birth_last_12m',
      'inflammatory_condition',
      'none',
    ],
  ],
  ['onset', 'radio', ['gradual', 'sudden_no_trigger', 'after_lifting_or_twisting', 'after_minor_fall']],
  ['episode', 'radio', ['first', 'recurrent']],
  ['pain_duration', 'radio', ['lt_6w', '6w_3m', 'gt_3m']],
  ['pain_intensity', 'range', []],
  ['pain_location', 'checkbox', ['upper_back', 'low_back_center', 'low_back_one_side', 'buttock', 'thigh', 'below_knee', 'both_legs']],
  ['leg_tingling', 'radio', ['no', 'yes']],
  ['cough_sneeze', 'radio', ['no', 'back_pain', 'leg_pain']],
  ['walking_limit', 'radio', ['none', 'back_pain', 'leg_symptoms_eased_by_sitting', 'leg_symptoms_other']],
  ['inflammatory_signs', 'checkbox', ['morning_stiffness_30min', 'wakes_second_half_night', 'better_with_movement', 'alternating_buttock_pain', 'none']],
  ['forward_bend', 'radio', ['no_pain', 'back_pain', 'leg_pain', 'cannot']],
  ['backward_bend', 'radio', ['no_pain', 'back_pain', 'leg_pain', 'cannot']],
  ['sitting_tolerance', 'radio', ['over_60', '30_60', 'under_30']],
  ['straight_leg_raise', 'radio', ['no_pain', 'back_pain', 'leg_pain_below_knee']],
  ['single_leg_stand', 'radio', ['stable_no_pain', 'unstable', 'buttock_pain']],
  ['position_catches', 'radio', ['never', 'sometimes', 'often']],
  ['plank_hold', 'radio', ['over_60', '30_60', 'under_30', 'cannot']],
  ['side_plank', 'radio', ['over_30', '15_30', 'under_15', 'cannot']],
  ['bird_dog', 'radio', ['steady_no_pain', 'wobbly', 'back_pain', 'cannot']],
  ['wall_sit', 'radio', ['over_60', '30_60', 'under_30', 'cannot']],
  ['after_exertion', 'radio', ['no', 'yes']],
  ['relief_positions', 'checkbox', ['bending_forward', 'sitting', 'lying_down', 'walking_moving', 'none']],
  ['fear_of_movement', 'radio', ['not_at_all', 'somewhat', 'very']],
  ['worry', 'radio', ['not_at_all', 'somewhat', 'very']],
  ['catastrophising', 'radio', ['not_at_all', 'somewhat', 'very']],
  ['low_mood', 'radio', ['not_at_all', 'somewhat', 'very']],
  ['stress', 'range', []],
  ['sleep', 'radio', ['good', 'fair', 'poor']],
  ['bothersomeness', 'radio', ['not_at_all', 'slightly', 'moderately', 'very_much', 'extremely']],
  ['work_type', 'radio', ['sitting', 'standing', 'physical', 'mixed', 'sick_leave', 'not_working']],
  ['activity_level', 'radio', ['high', 'moderate', 'low']],
  ['exercise', 'radio', ['3_plus_week', '1_2_week', 'rarely', 'never']],
  ['social_support', 'radio', ['good', 'some', 'little']],
  ['goals', 'textarea', []],
];

const SELF_TESTS = [
  'forward_bend',
  'backward_bend',
  'sitting_tolerance',
  'straight_leg_raise',
  'single_leg_stand',
  'wall_sit',
  'plank_hold',
  'side_plank',
  'bird_dog',
];
const FLOOR_TESTS = ['plank_hold', 'side_plank', 'bird_dog'];

describe('question bank 2 against CLINICAL.md §6', () => {
  it.each(CONTRACT)('%s is a %s question with exactly the contract values', (key, type, optionValues) => {
    const q = byKey.get(key);
    expect(q?.questionType).toBe(type);
    expect(q?.options.map((o) => o.value).sort()).toEqual([...optionValues].sort());
  });

  it('has about 35 questions with unique keys in the four categories, age first, warning signs second, goals last', () => {
    expect(QUESTION_BANK.length).toBeGreaterThanOrEqual(34);
    expect(QUESTION_BANK.length).toBeLessThanOrEqual(40);
    expect(byKey.size).toBe(QUESTION_BANK.length);
    expect(new Set(QUESTION_BANK.map((q) => q.category))).toEqual(
      new Set(['Grundläggande smärtbild', 'Rörelsetester', 'Stabilitetstester', 'Livsstilsfaktorer']),
    );
    expect(QUESTION_BANK.map((q) => q.key).slice(0, 2)).toEqual(['age_band', 'red_flags']);
    expect(QUESTION_BANK.at(-1)!.key).toBe('goals');
    expect(byKey.has('relief_bending_forward')).toBe(false);
  });

  it('keeps options and the answer field identical, and ranges on 0–10 with an instruction to move the slider', () => {
    for (const q of QUESTION_BANK) {
      expect(q.fields.completion.type, q.key).toBe(q.questionType);
      if (q.questionType === 'radio' || q.questionType === 'checkbox') expect(q.fields.completion.options, q.key).toEqual(q.options);
      if (q.questionType === 'range') {
        expect([q.fields.completion.min, q.fields.completion.max]).toEqual([0, 10]);
        expect(q.instructions.join(' ')).toMatch(/Dra reglaget/);
      }
    }
  });

  it('says at every notes field what the report does with a note: quotes it word for word, the advice rests on the choices (issue 17)', () => {
    const withNotes = QUESTION_BANK.filter((q) => q.fields.additionalNotes);
    expect(withNotes.map((q) => q.key)).toEqual(expect.arrayContaining([...SELF_TESTS, 'pain_location', 'prior_treatment']));
    for (const q of withNotes) {
      expect(q.fields.additionalNotes!.label, q.key).toContain(NOTES_PROMISE);
      expect(q.fields.additionalNotes!.label, q.key).not.toMatch(/analys|tolka|anpassa|råden bygger på det du skriver/i);
    }
    expect(NOTES_PROMISE).toBe('Det du skriver kommer med ordagrant i rapporten, så att du kan visa det för en fysioterapeut. Råden bygger på dina val ovan.');
  });

  it('gives every self-test steps, a stop rule, the optional fields and an existing drawing with alt text', () => {
    for (const key of SELF_TESTS) {
      const q = byKey.get(key)!;
      expect(q.category === 'Rörelsetester' || q.category === 'Stabilitetstester', key).toBe(true);
      expect(q.instructions.length, key).toBeGreaterThanOrEqual(3);
      expect(q.instructions.join(' '), key).toMatch(/Sluta direkt om det gör mycket ont/);
      expect(q.fields.painLevel && q.fields.painLocations && q.fields.additionalNotes, key).toBeTruthy();
      expect(q.imageUrl).toBe(`/illustrations/${key.replace(/_/g, '-')}.svg`);
      expect(q.imageAlt.length, key).toBeGreaterThan(20);
    }
    for (const q of QUESTION_BANK) {
      if (!q.imageUrl) continue;
      expect(existsSync(path.resolve('src/web/public', `.${q.imageUrl}`)), q.imageUrl).toBe(true);
    }
    // Every question in the test categories is a self-test: an urgent flag skips exactly these.
    expect(
      QUESTION_BANK.filter((q) => q.category === 'Rörelsetester' || q.category === 'Stabilitetstester')
        .map((q) => q.key)
        .sort(),
    ).toEqual([...SELF_TESTS].sort());
  });

  it('says when to skip the floor tests before the first one, and in each', () => {
    const first = QUESTION_BANK.findIndex((q) => FLOOR_TESTS.includes(q.key));
    expect(QUESTION_BANK[first]!.instructions[0]).toMatch(/gravid.*benskörhet.*opererats.*för ont/);
    for (const key of FLOOR_TESTS) expect(byKey.get(key)!.instructions[0], key).toMatch(/^Hoppa över/);
  });

  it('words the cauda equina signs as new or worsening, and asks the warning signs as a question that must be answered', () => {
    const labels = new Map(byKey.get('red_flags')!.options.map((o) => [o.value, o.label]));
    for (const key of ['bladder_bowel', 'saddle_numbness', 'bilateral_leg']) expect(labels.get(key), key).toMatch(/\b(Nya?|Nytt|nytt|tilltagande|värre)\b/);
    expect(labels.get('fever')).toMatch(/38 grader/);
    expect(labels.get('cancer_history')).toMatch(/basaliom/);
    expect(byKey.get('red_flags')!.description).toMatch(/måste besvaras/);
  });

  it('never makes the back sound fragile or gives away a "right" answer', () => {
    // Words that frighten or prejudge in a question; "benskörhet" (the condition) is allowed.
    const deny = [
      /\bskör(a|t)? rygg/i,
      /ömtålig/i,
      /\bfarlig/i,
      /slitage|förslitning/i,
      /diskbråck/i,
      /inklämd/i,
      /\brätt svar\b(?! eller)/i,
      /de flesta blir/i,
      /brukar bli bra/i,
      /ta skada/i,
    ];
    for (const q of QUESTION_BANK) {
      const text = [q.title, q.description, ...q.instructions, ...q.options.map((o) => o.label)].join(' ');
      for (const word of deny) expect(text, `${q.key}: ${word}`).not.toMatch(word);
    }
  });

  it('contains every answer value the scoring engine reads', () => {
    for (const { rules } of Object.values(PATTERN_RULES)) {
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
