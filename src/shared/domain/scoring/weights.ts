import type { CategoryId } from './types';

/**
 * Every weight the pattern scores use, in one table. A rule adds its weight when the question's
 * answer matches; a category's score is the matched sum over the most it could reach, 0–100.
 * The basis for each category is CLINICAL.md §2; the evidence is weak for most structural
 * labels, so weights are modest and the report always shows which answers contributed.
 */
export interface Rule {
  questionKey: string;
  /** Matches a radio value, one of a checkbox's values, or a range answer (number) by predicate. */
  when: string | ((value: number) => boolean);
  weight: number;
  /** For range rules: how the matching answer is described in the evidence. */
  describe?: string;
}

/** Checkbox questions: several of their rules can match at once. */
export const MULTI_CHOICE_QUESTIONS = new Set(['pain_location']);

export const PATTERN_RULES: Record<Exclude<CategoryId, 'ospecifik'>, Rule[]> = {
  // Pain on bending forward and with long sitting (Laslett 2005, Donelson 1997; sitting is
  // traditional teaching). Moderate weights for the self-test, lighter for location.
  disksmarta: [
    { questionKey: 'forward_bend', when: 'back_pain', weight: 3 },
    { questionKey: 'forward_bend', when: 'leg_pain', weight: 2 },
    { questionKey: 'sitting_tolerance', when: 'under_30', weight: 3 },
    { questionKey: 'sitting_tolerance', when: '30_60', weight: 1.5 },
    { questionKey: 'straight_leg_raise', when: 'back_pain', weight: 1 },
    { questionKey: 'pain_location', when: 'low_back_center', weight: 1 },
  ],
  // Pain on bending backward, eased by bending forward (Revel criteria; weak evidence).
  facetsmarta: [
    { questionKey: 'backward_bend', when: 'back_pain', weight: 3 },
    { questionKey: 'relief_bending_forward', when: 'yes', weight: 3 },
    { questionKey: 'forward_bend', when: 'no_pain', weight: 1.5 },
    { questionKey: 'pain_location', when: 'low_back_one_side', weight: 1 },
  ],
  // Low, one-sided pain over the buttock, pain standing on one leg (Laslett 2005's cluster is
  // clinician tests; as self-report it is weak).
  si_led: [
    { questionKey: 'single_leg_stand', when: 'buttock_pain', weight: 3 },
    { questionKey: 'pain_location', when: 'buttock', weight: 2.5 },
    { questionKey: 'pain_location', when: 'low_back_one_side', weight: 2 },
  ],
  // Leg pain below the knee, tingling, leg pain on the straight-leg raise (moderate evidence).
  nervinklammning: [
    { questionKey: 'straight_leg_raise', when: 'leg_pain_below_knee', weight: 3 },
    { questionKey: 'leg_tingling', when: 'yes', weight: 3 },
    { questionKey: 'pain_location', when: 'below_knee', weight: 3 },
    { questionKey: 'pain_location', when: 'thigh', weight: 1 },
    { questionKey: 'forward_bend', when: 'leg_pain', weight: 2 },
    { questionKey: 'backward_bend', when: 'leg_pain', weight: 1.5 },
  ],
  // Catches on changing position, short holding times, recurrence (Hicks 2005; weak).
  core_instabilitet: [
    { questionKey: 'position_catches', when: 'often', weight: 3 },
    { questionKey: 'position_catches', when: 'sometimes', weight: 1.5 },
    { questionKey: 'plank_hold', when: 'cannot', weight: 2.5 },
    { questionKey: 'plank_hold', when: 'under_30', weight: 2 },
    { questionKey: 'side_plank', when: 'cannot', weight: 2 },
    { questionKey: 'side_plank', when: 'under_15', weight: 1.5 },
    { questionKey: 'bird_dog', when: 'cannot', weight: 2 },
    { questionKey: 'bird_dog', when: 'back_pain', weight: 1.5 },
    { questionKey: 'bird_dog', when: 'wobbly', weight: 1.5 },
    { questionKey: 'wall_sit', when: 'cannot', weight: 1.5 },
    { questionKey: 'wall_sit', when: 'under_30', weight: 1 },
    { questionKey: 'single_leg_stand', when: 'unstable', weight: 1.5 },
    { questionKey: 'pain_duration', when: 'gt_3m', weight: 1 },
  ],
  // Local aching, worse after exertion or static load (no validated criteria).
  muskelsmarta: [
    { questionKey: 'after_exertion', when: 'yes', weight: 3 },
    { questionKey: 'leg_tingling', when: 'no', weight: 1 },
    { questionKey: 'pain_location', when: 'low_back_center', weight: 1 },
    { questionKey: 'pain_location', when: 'low_back_one_side', weight: 1 },
    { questionKey: 'work_type', when: 'physical', weight: 1.5 },
    { questionKey: 'work_type', when: 'sitting', weight: 1 },
    { questionKey: 'pain_duration', when: 'lt_6w', weight: 1 },
  ],
  // Fear, worry, catastrophic thoughts, low mood, stress, poor sleep, very bothersome pain: the
  // stratification research's strong prognostic factors (own wording, no licensed items).
  emotionell: [
    { questionKey: 'fear_of_movement', when: 'very', weight: 3 },
    { questionKey: 'fear_of_movement', when: 'somewhat', weight: 1.5 },
    { questionKey: 'worry', when: 'very', weight: 3 },
    { questionKey: 'worry', when: 'somewhat', weight: 1.5 },
    { questionKey: 'catastrophising', when: 'very', weight: 3 },
    { questionKey: 'catastrophising', when: 'somewhat', weight: 1.5 },
    { questionKey: 'low_mood', when: 'very', weight: 2 },
    { questionKey: 'low_mood', when: 'somewhat', weight: 1 },
    { questionKey: 'stress', when: (v) => v >= 7, weight: 2, describe: '7–10' },
    { questionKey: 'stress', when: (v) => v >= 4 && v < 7, weight: 1, describe: '4–6' },
    { questionKey: 'sleep', when: 'poor', weight: 2 },
    { questionKey: 'sleep', when: 'fair', weight: 1 },
    { questionKey: 'bothersomeness', when: 'extremely', weight: 3 },
    { questionKey: 'bothersomeness', when: 'very_much', weight: 2 },
    { questionKey: 'bothersomeness', when: 'moderately', weight: 1 },
  ],
};

/**
 * 'Ospecifik' is the honest default (Maher et al., Lancet 2017: most low back pain is
 * non-specific): high when no other pattern stands out, falling as the strongest one rises.
 */
export const NONSPECIFIC = { base: 85, perPointOfStrongest: 0.9, min: 10 } as const;

/** Area levels: below 34 low, below 67 moderate, otherwise high. */
export const AREA_LEVEL_LIMITS = { moderate: 34, high: 67 } as const;
