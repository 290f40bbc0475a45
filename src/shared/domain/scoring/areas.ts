import { choice, rangeValue } from './answers';
import { AREA_LABELS } from './labels';
import type { AnswerMap, AreaId, AreaLevel, AreaScore } from './types';
import { AREA_IDS } from './types';
import { AREA_LEVEL_LIMITS } from './weights';

/**
 * The five health areas (CLINICAL.md §3, engine 3). A high score always means more load or
 * trouble. Each area averages the load (0–1) of the answers it reads, weighted; a skipped answer
 * is unknown, not "low", and an area with fewer than half of its questions answered has level
 * `unknown`. An area is `high` only with at least one of its answers at its worst (`worst`);
 * otherwise its score is capped just below high (sleep `fair` with aching after exertion is not
 * high trouble with sleep and recovery).
 */
type Scale = Record<string, number>;
interface Input {
  key: string;
  weight: number;
  /** Radio value → load 0–1; absent for 0–10 ranges (value / 10). */
  scale?: Scale;
  /** The answers at this question's worst: radio values, or from a value of a 0–10 range. */
  worst?: readonly string[] | { min: number };
}

const SELF_TEST: Scale = { no_pain: 0, back_pain: 0.6, leg_pain: 0.8, cannot: 1 };
const BENDING_WORST = ['leg_pain', 'cannot'];
const HOLD_WORST = ['under_30', 'cannot'];
const VERY = ['very'];
const SITTING_WORST = ['under_30'];
const THREE_STEP: Scale = { not_at_all: 0, somewhat: 0.5, very: 1 };
const HOLD_60: Scale = { over_60: 0, '30_60': 0.4, under_30: 0.8, cannot: 1 };
const SITTING: Scale = { over_60: 0, '30_60': 0.5, under_30: 1 };

export const AREA_INPUTS: Record<AreaId, Input[]> = {
  // Pain and function: intensity, walking and sitting limits, bothersomeness.
  smarta_funktion: [
    { key: 'pain_intensity', weight: 1, worst: { min: 7 } },
    {
      key: 'walking_limit',
      weight: 1,
      scale: { none: 0, back_pain: 0.6, leg_symptoms_eased_by_sitting: 0.8, leg_symptoms_other: 0.8 },
      worst: ['leg_symptoms_eased_by_sitting', 'leg_symptoms_other'],
    },
    { key: 'sitting_tolerance', weight: 0.5, scale: SITTING, worst: SITTING_WORST },
    {
      key: 'bothersomeness',
      weight: 1,
      scale: { not_at_all: 0, slightly: 0.25, moderately: 0.5, very_much: 0.75, extremely: 1 },
      worst: ['very_much', 'extremely'],
    },
  ],
  // Mobility and strength, from the self-tests; "could not do it" counts here (and only here).
  rorlighet_styrka: [
    { key: 'forward_bend', weight: 1, scale: SELF_TEST, worst: BENDING_WORST },
    { key: 'backward_bend', weight: 1, scale: SELF_TEST, worst: BENDING_WORST },
    { key: 'straight_leg_raise', weight: 1, scale: { no_pain: 0, back_pain: 0.5, leg_pain_below_knee: 1 }, worst: ['leg_pain_below_knee'] },
    { key: 'single_leg_stand', weight: 1, scale: { stable_no_pain: 0, unstable: 0.7, buttock_pain: 0.8 }, worst: ['unstable', 'buttock_pain'] },
    { key: 'plank_hold', weight: 1, scale: HOLD_60, worst: HOLD_WORST },
    { key: 'side_plank', weight: 1, scale: { over_30: 0, '15_30': 0.4, under_15: 0.8, cannot: 1 }, worst: ['under_15', 'cannot'] },
    { key: 'bird_dog', weight: 1, scale: { steady_no_pain: 0, wobbly: 0.5, back_pain: 0.7, cannot: 1 }, worst: ['back_pain', 'cannot'] },
    { key: 'wall_sit', weight: 1, scale: HOLD_60, worst: HOLD_WORST },
  ],
  // Fear, worry, catastrophising, mood, stress.
  psykosocialt: [
    { key: 'fear_of_movement', weight: 1, scale: THREE_STEP, worst: VERY },
    { key: 'worry', weight: 1, scale: THREE_STEP, worst: VERY },
    { key: 'catastrophising', weight: 1, scale: THREE_STEP, worst: VERY },
    { key: 'low_mood', weight: 1, scale: THREE_STEP, worst: VERY },
    { key: 'stress', weight: 1, worst: { min: 7 } },
  ],
  // Sleep and recovery.
  somn_aterhamtning: [
    { key: 'sleep', weight: 2, scale: { good: 0, fair: 0.5, poor: 1 }, worst: ['poor'] },
    { key: 'after_exertion', weight: 1, scale: { no: 0, yes: 1 } },
  ],
  // Work and daily load: sitting tolerance, physical work, sick leave, activity level.
  arbete_vardag: [
    { key: 'sitting_tolerance', weight: 1, scale: SITTING, worst: SITTING_WORST },
    {
      key: 'work_type',
      weight: 1,
      scale: { sitting: 0.5, standing: 0.5, physical: 0.7, mixed: 0.3, sick_leave: 1, not_working: 0.4 },
      worst: ['sick_leave'],
    },
    { key: 'activity_level', weight: 1, scale: { high: 0, moderate: 0.4, low: 1 }, worst: ['low'] },
  ],
};

export function areaLevel(score: number): Exclude<AreaLevel, 'unknown'> {
  if (score >= AREA_LEVEL_LIMITS.high) return 'high';
  if (score >= AREA_LEVEL_LIMITS.moderate) return 'moderate';
  return 'low';
}

/** Whether the answer to this input is at its worst. */
function atWorst(answers: AnswerMap, input: Input): boolean {
  if (!input.worst) return false;
  if (!Array.isArray(input.worst)) {
    const n = rangeValue(answers, input.key);
    return n !== undefined && n >= (input.worst as { min: number }).min;
  }
  return input.worst.includes(choice(answers, input.key) ?? '');
}

function load(answers: AnswerMap, input: Input): number | undefined {
  if (!input.scale) {
    const n = rangeValue(answers, input.key);
    return n === undefined ? undefined : n / 10;
  }
  const value = choice(answers, input.key);
  // Own keys only: an answer such as "valueOf" must not reach Object.prototype.
  return value !== undefined && Object.hasOwn(input.scale, value) ? input.scale[value] : undefined;
}

export function scoreAreas(answers: AnswerMap): AreaScore[] {
  return AREA_IDS.map((id) => {
    const inputs = AREA_INPUTS[id];
    let sum = 0;
    let weights = 0;
    let answered = 0;
    for (const input of inputs) {
      const l = load(answers, input);
      if (l === undefined) continue;
      answered++;
      sum += l * input.weight;
      weights += input.weight;
    }
    if (answered * 2 < inputs.length) return { id, label: AREA_LABELS[id], score: 0, level: 'unknown' };
    const raw = Math.round((sum / weights) * 100);
    const score = inputs.some((input) => atWorst(answers, input)) ? raw : Math.min(raw, AREA_LEVEL_LIMITS.high - 1);
    return { id, label: AREA_LABELS[id], score, level: areaLevel(score) };
  });
}
