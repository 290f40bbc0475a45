import { isStenosisPicture } from '../../shared/content/pattern-texts';
import { checkboxValues, choice, rangeValue } from '../../shared/domain/scoring/answers';
import { highestUrgency, patternView, type PatternsHidden } from '../../shared/domain/scoring/presentation';
import type { Analysis, AnswerMap, CategoryId, Urgency } from '../../shared/domain/scoring/types';

/**
 * What the report's texts are chosen by, read once from the stored analysis and the answers. No
 * name, e-mail or free text: this is all a writer (built-in or AI) ever sees of the person.
 */
export interface ReportFacts {
  /** The most urgent red flag, or null. */
  urgency: Urgency | null;
  /**
   * Why no pattern may be named, scored or drawn (a flag that hides patterns, CLINICAL.md §2), or
   * null. With it, `mainPattern` is null, `morePatterns` empty and `psychosocialFactor` false.
   */
  patternsHidden: PatternsHidden | null;
  /** The main pain pattern as every page names it (`mainPattern`): `ospecifik` when no pain pattern stands out, null where hidden. */
  mainPattern: CategoryId | null;
  /** Further pain patterns that stand out, strongest first (patternView's `more`). */
  morePatterns: CategoryId[];
  /** `emotionell` stands out, shown as a factor beside the pain (patternView's `factor`), never as the pattern. */
  psychosocialFactor: boolean;
  riskGroup: Analysis['riskGroup'];
  riskGroupComplete: boolean;
  painDuration: 'lt_6w' | '6w_3m' | 'gt_3m' | null;
  episode: 'first' | 'recurrent' | null;
  ageBand: '18_29' | '30_44' | '45_49' | '50_64' | '65_79' | '80_plus' | null;
  /** 0–10, or null when skipped. */
  painIntensity: number | null;
  pregnant: boolean;
  /** Gave birth in the last 12 months. */
  postpartum: boolean;
  /** Pain below the knee, in the thigh or both legs, tingling, or leg symptoms on walking. */
  legSymptoms: boolean;
  /** Leg symptoms on walking eased by sitting or bending forward (CLINICAL.md §2, §4). */
  stenosisPicture: boolean;
  /** Bone risk from `health_background` (osteoporosis, long-term cortisone, earlier fragility fracture). */
  boneRisk: boolean;
  workType: 'sitting' | 'standing' | 'physical' | 'mixed' | 'sick_leave' | 'not_working' | null;
  activityLevel: 'high' | 'moderate' | 'low' | null;
  exercise: '3_plus_week' | '1_2_week' | 'rarely' | 'never' | null;
  sleep: 'good' | 'fair' | 'poor' | null;
  /** 0–10, or null when skipped. */
  stress: number | null;
  socialSupport: 'good' | 'some' | 'little' | null;
  fearOfMovement: 'not_at_all' | 'somewhat' | 'very' | null;
  /** What the person has tried (`prior_treatment` values: painkillers, physiotherapy, …). */
  priorTreatment: string[];
  /** Positions that ease the pain (`relief_positions`). */
  reliefPositions: string[];
  sittingTolerance: 'over_60' | '30_60' | 'under_30' | null;
  /** Local aching worse after exertion or static load (`after_exertion`). */
  afterExertion: boolean;
  positionCatches: 'never' | 'sometimes' | 'often' | null;
  /** Morning stiffness over 30 minutes (`inflammatory_signs`). */
  morningStiffness: boolean;
  /**
   * How each self-test went, as the exercises are chosen by it: the option value, `skipped`, or
   * null when the question is missing. No notes: those are the person's free text.
   */
  selfTests: Record<SelfTestKey, string | null>;
  /** Self-tests whose pain during the test was rated 5 or more of 10 (`painLevel`). */
  selfTestsHurt: SelfTestKey[];
}

/** The self-tests the exercise cards are matched to (CLINICAL.md §6). */
export const SELF_TEST_KEYS = [
  'forward_bend',
  'backward_bend',
  'straight_leg_raise',
  'single_leg_stand',
  'plank_hold',
  'side_plank',
  'bird_dog',
  'wall_sit',
] as const;
export type SelfTestKey = (typeof SELF_TEST_KEYS)[number];

function pick<T extends string>(answers: AnswerMap, key: string, values: readonly T[]): T | null {
  const value = choice(answers, key);
  return value !== undefined && (values as readonly string[]).includes(value) ? (value as T) : null;
}

const BONE_RISK = ['osteoporosis', 'long_term_cortisone', 'previous_fragility_fracture'];

/** The facts of one assessment. Pure; the analysis is the stored one, never recomputed. */
export function reportFacts(analysis: Analysis, answers: AnswerMap): ReportFacts {
  const view = patternView(analysis);
  const nerve = analysis.categories.find((c) => c.id === 'nervinklammning');
  const locations = checkboxValues(answers, 'pain_location');
  const background = checkboxValues(answers, 'health_background');
  const walking = choice(answers, 'walking_limit') ?? '';
  return {
    urgency: highestUrgency(analysis.redFlags),
    patternsHidden: view.hidden,
    mainPattern: view.hidden ? null : view.main.id,
    morePatterns: view.hidden ? [] : view.more.map((c) => c.id),
    psychosocialFactor: !view.hidden && view.factor !== null,
    riskGroup: analysis.riskGroup,
    riskGroupComplete: analysis.riskGroupComplete,
    painDuration: pick(answers, 'pain_duration', ['lt_6w', '6w_3m', 'gt_3m']),
    episode: pick(answers, 'episode', ['first', 'recurrent']),
    ageBand: pick(answers, 'age_band', ['18_29', '30_44', '45_49', '50_64', '65_79', '80_plus']),
    painIntensity: rangeValue(answers, 'pain_intensity') ?? null,
    pregnant: background.includes('pregnant'),
    postpartum: background.includes('birth_last_12m'),
    legSymptoms:
      locations.some((l) => ['thigh', 'below_knee', 'both_legs'].includes(l)) ||
      choice(answers, 'leg_tingling') === 'yes' ||
      walking.startsWith('leg_symptoms_'),
    stenosisPicture: walking === 'leg_symptoms_eased_by_sitting' || (nerve ? isStenosisPicture(nerve.evidence) : false),
    boneRisk: background.some((b) => BONE_RISK.includes(b)),
    workType: pick(answers, 'work_type', ['sitting', 'standing', 'physical', 'mixed', 'sick_leave', 'not_working']),
    activityLevel: pick(answers, 'activity_level', ['high', 'moderate', 'low']),
    exercise: pick(answers, 'exercise', ['3_plus_week', '1_2_week', 'rarely', 'never']),
    sleep: pick(answers, 'sleep', ['good', 'fair', 'poor']),
    stress: rangeValue(answers, 'stress') ?? null,
    socialSupport: pick(answers, 'social_support', ['good', 'some', 'little']),
    fearOfMovement: pick(answers, 'fear_of_movement', ['not_at_all', 'somewhat', 'very']),
    priorTreatment: checkboxValues(answers, 'prior_treatment').filter((v) => v !== 'nothing'),
    reliefPositions: checkboxValues(answers, 'relief_positions').filter((v) => v !== 'none'),
    sittingTolerance: pick(answers, 'sitting_tolerance', ['over_60', '30_60', 'under_30']),
    afterExertion: choice(answers, 'after_exertion') === 'yes',
    positionCatches: pick(answers, 'position_catches', ['never', 'sometimes', 'often']),
    morningStiffness: checkboxValues(answers, 'inflammatory_signs').includes('morning_stiffness_30min'),
    selfTests: Object.fromEntries(SELF_TEST_KEYS.map((k) => [k, answers[k]?.completion?.trim() || null])) as Record<SelfTestKey, string | null>,
    selfTestsHurt: SELF_TEST_KEYS.filter((k) => (answers[k]?.painLevel ?? 0) >= 5),
  };
}

/** The pain patterns that stand out, main first: none where hidden or when the main one is `ospecifik`. */
export function painPatterns(f: Pick<ReportFacts, 'mainPattern' | 'morePatterns'>): CategoryId[] {
  return f.mainPattern === null || f.mainPattern === 'ospecifik' ? [] : [f.mainPattern, ...f.morePatterns];
}

/** An urgent or emergency sign: care comes first and nothing may reassure. */
export function careFirst(f: Pick<ReportFacts, 'urgency'>): boolean {
  return f.urgency === 'urgent' || f.urgency === 'emergency';
}
