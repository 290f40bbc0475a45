import { choice, rangeValue } from './answers';
import { AREA_LABELS } from './labels';
import type { AnswerMap, AreaId, AreaLevel, AreaScore } from './types';
import { AREA_IDS } from './types';
import { AREA_LEVEL_LIMITS } from './weights';

/**
 * The five health areas (CLINICAL.md §3). Each area averages the load (0–1) of the answers it
 * reads, weighted; unanswered questions leave the average rather than counting as zero.
 */
type Scale = Record<string, number>;
interface Input {
  key: string;
  weight: number;
  scale?: Scale; // radio value → load 0–1; absent for 0–10 ranges (value / 10)
}

const SELF_TEST: Scale = { no_pain: 0, back_pain: 0.6, leg_pain: 0.8, cannot: 1 };
const THREE_STEP: Scale = { not_at_all: 0, somewhat: 0.5, very: 1 };
const HOLD_60: Scale = { over_60: 0, '30_60': 0.4, under_30: 0.8, cannot: 1 };

export const AREA_INPUTS: Record<AreaId, Input[]> = {
  smarta_funktion: [
    { key: 'pain_intensity', weight: 0.45 },
    { key: 'bothersomeness', weight: 0.35, scale: { not_at_all: 0, slightly: 0.25, moderately: 0.5, very_much: 0.75, extremely: 1 } },
    { key: 'pain_duration', weight: 0.2, scale: { lt_6w: 0.2, '6w_3m': 0.5, gt_3m: 1 } },
  ],
  rorlighet_styrka: [
    { key: 'forward_bend', weight: 1, scale: SELF_TEST },
    { key: 'backward_bend', weight: 1, scale: SELF_TEST },
    { key: 'straight_leg_raise', weight: 1, scale: { no_pain: 0, back_pain: 0.5, leg_pain_below_knee: 1 } },
    { key: 'sitting_tolerance', weight: 1, scale: { over_60: 0, '30_60': 0.5, under_30: 1 } },
    { key: 'single_leg_stand', weight: 1, scale: { stable_no_pain: 0, unstable: 0.7, buttock_pain: 0.8 } },
    { key: 'plank_hold', weight: 1, scale: HOLD_60 },
    { key: 'side_plank', weight: 1, scale: { over_30: 0, '15_30': 0.4, under_15: 0.8, cannot: 1 } },
    { key: 'bird_dog', weight: 1, scale: { steady_no_pain: 0, wobbly: 0.5, back_pain: 0.7, cannot: 1 } },
    { key: 'wall_sit', weight: 1, scale: HOLD_60 },
  ],
  psykosocialt: [
    { key: 'fear_of_movement', weight: 1, scale: THREE_STEP },
    { key: 'worry', weight: 1, scale: THREE_STEP },
    { key: 'catastrophising', weight: 1, scale: THREE_STEP },
    { key: 'low_mood', weight: 1, scale: THREE_STEP },
    { key: 'stress', weight: 1 },
    { key: 'social_support', weight: 0.5, scale: { good: 0, some: 0.5, little: 1 } },
  ],
  somn_aterhamtning: [
    { key: 'sleep', weight: 0.6, scale: { good: 0, fair: 0.5, poor: 1 } },
    { key: 'stress', weight: 0.2 },
    { key: 'after_exertion', weight: 0.2, scale: { no: 0, yes: 1 } },
  ],
  arbete_vardag: [
    { key: 'work_type', weight: 1, scale: { sitting: 0.6, physical: 0.7, standing: 0.5, mixed: 0.3, not_working: 0.4 } },
    { key: 'sitting_tolerance', weight: 1, scale: { over_60: 0, '30_60': 0.5, under_30: 1 } },
    { key: 'activity_level', weight: 1, scale: { high: 0, moderate: 0.4, low: 1 } },
    { key: 'exercise', weight: 1, scale: { '3_plus_week': 0, '1_2_week': 0.3, rarely: 0.7, never: 1 } },
  ],
};

export function areaLevel(score: number): AreaLevel {
  if (score >= AREA_LEVEL_LIMITS.high) return 'high';
  if (score >= AREA_LEVEL_LIMITS.moderate) return 'moderate';
  return 'low';
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
    let sum = 0;
    let weights = 0;
    for (const input of AREA_INPUTS[id]) {
      const l = load(answers, input);
      if (l === undefined) continue;
      sum += l * input.weight;
      weights += input.weight;
    }
    const score = weights === 0 ? 0 : Math.round((sum / weights) * 100);
    return { id, label: AREA_LABELS[id], score, level: areaLevel(score) };
  });
}
