import { choice } from './answers';
import type { AnswerMap, CategoryId } from './types';

/**
 * Every weight the pattern scores use, in one table (CLINICAL.md §2, engine 3).
 *
 * A rule names a question and an answer value that is a *present* sign; it adds its weight when
 * the answer has that value (one of the ticked values, for a checkbox). Absent signs ("no
 * tingling", "did not hurt", "never"), "I could not do the test", `work_type`, `activity_level`
 * and `exercise` have no rules at all, so they can never raise a pattern or appear as evidence.
 * No self-report question is a validated test for a disc, facet, SI joint or "instability"
 * (Hancock 2007): these are traditional clinical reasoning, weighted modestly, and the report
 * shows the answers behind each score.
 *
 * A category's score is its matched weight over its `saturation` (the weight of a clear, typical
 * picture), capped at 100 and, in engine 3, by the number of different questions behind it
 * (`QUESTION_CAPS`).
 */
export interface Rule {
  questionKey: string;
  /** A radio value, one of a checkbox's values, or for a 0–10 range an inclusive span. */
  when: string | { min: number; max: number };
  weight: number;
  /** A rule that only counts beside another sign (age supports the stenosis picture, never alone). */
  onlyWith?: (answers: AnswerMap) => boolean;
}

export interface PatternRules {
  rules: Rule[];
  saturation: number;
}

const stenosisPicture = (a: AnswerMap) => choice(a, 'walking_limit') === 'leg_symptoms_eased_by_sitting';
/**
 * Signs must discriminate (engine 3): back pain on bending both forward and backward points
 * nowhere, so it counts for neither the disc nor the facet picture.
 */
const bendingHurtsOneWayOnly = (a: AnswerMap) => !(choice(a, 'forward_bend') === 'back_pain' && choice(a, 'backward_bend') === 'back_pain');

export const PATTERN_RULES: Record<Exclude<CategoryId, 'ospecifik'>, PatternRules> = {
  // Back pain bending forward, short sitting tolerance, back pain on coughing or sneezing or on the
  // straight-leg raise (traditional reasoning; centralisation studies used clinician-guided
  // repeated movements, not these questions).
  disksmarta: {
    saturation: 8,
    rules: [
      { questionKey: 'forward_bend', when: 'back_pain', weight: 3, onlyWith: bendingHurtsOneWayOnly },
      // Only a short sitting time is a sign: 30–60 minutes is ordinary (engine 3).
      { questionKey: 'sitting_tolerance', when: 'under_30', weight: 2.5 },
      { questionKey: 'cough_sneeze', when: 'back_pain', weight: 2 },
      { questionKey: 'straight_leg_raise', when: 'back_pain', weight: 1.5 },
    ],
  },
  // Back pain bending backward, eased by bending forward or sitting, one-sided (the Revel
  // criteria failed validation: weak).
  facetsmarta: {
    saturation: 6,
    rules: [
      { questionKey: 'backward_bend', when: 'back_pain', weight: 3, onlyWith: bendingHurtsOneWayOnly },
      { questionKey: 'relief_positions', when: 'bending_forward', weight: 2 },
      { questionKey: 'relief_positions', when: 'sitting', weight: 1.5 },
      { questionKey: 'pain_location', when: 'low_back_one_side', weight: 1 },
    ],
  },
  // Low, one-sided pain over the buttock, pain standing on one leg; pregnancy or a birth in the
  // last year (pregnancy-related pelvic girdle pain). Laslett 2005's cluster is examiner tests.
  si_led: {
    saturation: 6,
    rules: [
      { questionKey: 'single_leg_stand', when: 'buttock_pain', weight: 3 },
      { questionKey: 'pain_location', when: 'buttock', weight: 2.5 },
      { questionKey: 'pain_location', when: 'low_back_one_side', weight: 1 },
      { questionKey: 'health_background', when: 'pregnant', weight: 2 },
      { questionKey: 'health_background', when: 'birth_last_12m', weight: 2 },
    ],
  },
  // Sciatica: pain below the knee, tingling or numbness, leg pain on the straight-leg raise or on
  // coughing. Spinal stenosis: leg symptoms on walking that ease when sitting or bending forward,
  // often over 50. The two pictures recognisable from self-report.
  nervinklammning: {
    saturation: 9,
    rules: [
      { questionKey: 'pain_location', when: 'below_knee', weight: 3 },
      { questionKey: 'pain_location', when: 'both_legs', weight: 2 },
      { questionKey: 'pain_location', when: 'thigh', weight: 1 },
      { questionKey: 'leg_tingling', when: 'yes', weight: 3 },
      { questionKey: 'straight_leg_raise', when: 'leg_pain_below_knee', weight: 3 },
      { questionKey: 'cough_sneeze', when: 'leg_pain', weight: 2 },
      { questionKey: 'forward_bend', when: 'leg_pain', weight: 1.5 },
      { questionKey: 'backward_bend', when: 'leg_pain', weight: 1.5 },
      { questionKey: 'walking_limit', when: 'leg_symptoms_eased_by_sitting', weight: 3 },
      { questionKey: 'walking_limit', when: 'leg_symptoms_other', weight: 1.5 },
      { questionKey: 'age_band', when: '50_64', weight: 1, onlyWith: stenosisPicture },
      { questionKey: 'age_band', when: '65_79', weight: 1.5, onlyWith: stenosisPicture },
      { questionKey: 'age_band', when: '80_plus', weight: 1.5, onlyWith: stenosisPicture },
    ],
  },
  // Reduced trunk control and endurance: catches on changing position, short holding times in
  // tests that were done ("could not do it" is neutral). Hicks 2005 predicts who responds to
  // stabilisation exercise; it does not validate holding times. A recurrent episode is no sign of
  // any pattern (engine 3: most back pain recurs).
  core_instabilitet: {
    saturation: 7.5,
    rules: [
      { questionKey: 'position_catches', when: 'often', weight: 3 },
      { questionKey: 'position_catches', when: 'sometimes', weight: 1.5 },
      { questionKey: 'plank_hold', when: 'under_30', weight: 1.5 },
      { questionKey: 'side_plank', when: 'under_15', weight: 1.5 },
      { questionKey: 'bird_dog', when: 'wobbly', weight: 1.5 },
      { questionKey: 'bird_dog', when: 'back_pain', weight: 1.5 },
      { questionKey: 'wall_sit', when: 'under_30', weight: 1 },
      // Engine 3: an unsteady single-leg stand is balance, not one of §2's signs for trunk control;
      // it counts in the mobility and strength area only.
    ],
  },
  // Local aching worse after exertion or static load, onset after lifting or twisting (no
  // validated criteria).
  muskelsmarta: {
    saturation: 5,
    rules: [
      { questionKey: 'after_exertion', when: 'yes', weight: 3 },
      { questionKey: 'onset', when: 'after_lifting_or_twisting', weight: 2 },
    ],
  },
  // Fear of movement, worry, catastrophic thoughts, low mood, high stress, poor sleep, very
  // bothersome pain: strong as prognostic factors (Hill 2008), shown as a factor beside the pain.
  // Only the strong answers count (engine 3): stress 4–6, sleep `fair` and bothersomeness
  // `moderately` feed the areas, never this pattern. Any four of the psychosocial signs that make
  // the risk group `high` (each at `somewhat` at least) reach 5.5 of 12: 46, standing out.
  emotionell: {
    saturation: 12,
    rules: [
      { questionKey: 'fear_of_movement', when: 'very', weight: 3 },
      { questionKey: 'fear_of_movement', when: 'somewhat', weight: 1.5 },
      { questionKey: 'worry', when: 'very', weight: 3 },
      { questionKey: 'worry', when: 'somewhat', weight: 1.5 },
      { questionKey: 'catastrophising', when: 'very', weight: 3 },
      { questionKey: 'catastrophising', when: 'somewhat', weight: 1.5 },
      { questionKey: 'low_mood', when: 'very', weight: 2 },
      { questionKey: 'low_mood', when: 'somewhat', weight: 1 },
      { questionKey: 'stress', when: { min: 7, max: 10 }, weight: 2 },
      { questionKey: 'sleep', when: 'poor', weight: 2 },
      { questionKey: 'bothersomeness', when: 'extremely', weight: 3 },
      { questionKey: 'bothersomeness', when: 'very_much', weight: 2 },
    ],
  },
};

/** A pattern stands out with evidence from at least this many questions and at least this score. */
export const STANDS_OUT = { questions: 2, score: 40 } as const;

/** Strength in words: score ≥ 60 "tydliga drag", ≥ 35 "vissa drag", otherwise "få drag". */
export const STRENGTH_LIMITS = { clear: 60, some: 35 } as const;

/**
 * A score is capped by the number of different questions behind its evidence (engine 3): one
 * question at most 34 ("få drag"), two at most 59 ("vissa drag"), three or more up to 100. So
 * "tydliga drag" always rests on three answers at least.
 */
export const QUESTION_CAPS: Record<number, number> = { 0: 0, 1: 34, 2: 59 };

/**
 * `ospecifik` is the honest default (Maher et al., Lancet 2017) and has no evidence of its own:
 * 50 when it is first ("vissa drag"), 0 otherwise ("få drag"); never shown as a number.
 */
export const NONSPECIFIC = { whenFirst: 50, otherwise: 0 } as const;

/** Area levels: below 34 low, below 67 moderate, otherwise high. */
export const AREA_LEVEL_LIMITS = { moderate: 34, high: 67 } as const;
