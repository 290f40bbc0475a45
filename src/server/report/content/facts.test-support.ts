import fc from 'fast-check';
import { CATEGORY_LABELS } from '../../../shared/domain/scoring/labels';
import { AREA_IDS, CATEGORY_IDS, type Analysis, type CategoryId, type Strength } from '../../../shared/domain/scoring/types';
import { SELF_TEST_KEYS, type ReportFacts, type SelfTestKey } from '../facts';

/** A neutral person: a first episode of acute back pain, nothing standing out, nothing flagged. */
export const BASELINE: ReportFacts = {
  urgency: null,
  patternsHidden: null,
  mainPattern: 'ospecifik',
  morePatterns: [],
  psychosocialFactor: false,
  riskGroup: 'low',
  riskGroupComplete: true,
  painDuration: 'lt_6w',
  episode: 'first',
  ageBand: '30_44',
  painIntensity: 5,
  pregnant: false,
  postpartum: false,
  legSymptoms: false,
  stenosisPicture: false,
  boneRisk: false,
  workType: 'sitting',
  activityLevel: 'moderate',
  exercise: '1_2_week',
  sleep: 'good',
  stress: 4,
  socialSupport: 'good',
  fearOfMovement: 'not_at_all',
  priorTreatment: [],
  reliefPositions: [],
  sittingTolerance: 'over_60',
  afterExertion: false,
  positionCatches: 'never',
  morningStiffness: false,
  selfTests: {
    forward_bend: 'no_pain',
    backward_bend: 'no_pain',
    straight_leg_raise: 'no_pain',
    single_leg_stand: 'stable_no_pain',
    plank_hold: '30_60',
    side_plank: '15_30',
    bird_dog: 'steady_no_pain',
    wall_sit: '30_60',
  },
  selfTestsHurt: [],
};

/**
 * Facts as reportFacts gives them: an urgent or emergency sign (or `patternsHidden`) hides every
 * pattern, so there is no main pattern, none further and no psychosocial factor.
 */
export function facts(overrides: Partial<ReportFacts> = {}): ReportFacts {
  const merged = { ...BASELINE, ...overrides };
  const hidden = merged.urgency === 'urgent' || merged.urgency === 'emergency' ? 'care_first' : merged.patternsHidden;
  return hidden ? { ...merged, patternsHidden: hidden, mainPattern: null, morePatterns: [], psychosocialFactor: false } : merged;
}

/** The pain patterns that stand out, main first, as facts: `standing('si_led', 'core_instabilitet')`. */
export function standing(...ids: CategoryId[]): Pick<ReportFacts, 'mainPattern' | 'morePatterns'> {
  return { mainPattern: ids[0] ?? 'ospecifik', morePatterns: ids.slice(1) };
}

/** The people the brief names, each as the facts the report is written from. */
export const CASES = {
  acuteFirst: facts(),
  sciatica: facts({ ...standing('nervinklammning'), legSymptoms: true, riskGroup: 'medium', painIntensity: 7, workType: 'physical', episode: 'recurrent' }),
  stenosis70: facts({
    ...standing('nervinklammning'),
    legSymptoms: true,
    stenosisPicture: true,
    ageBand: '65_79',
    painDuration: 'gt_3m',
    episode: 'recurrent',
    riskGroup: 'medium',
    workType: 'not_working',
    activityLevel: 'low',
    exercise: 'rarely',
  }),
  highDistressPersistent: facts({
    psychosocialFactor: true,
    riskGroup: 'high',
    painDuration: 'gt_3m',
    episode: 'recurrent',
    painIntensity: 7,
    stress: 8,
    sleep: 'poor',
    fearOfMovement: 'very',
    workType: 'sick_leave',
    activityLevel: 'low',
    exercise: 'never',
    socialSupport: 'little',
  }),
  pregnancy: facts({ ...standing('si_led'), pregnant: true, painDuration: '6w_3m', workType: 'mixed', riskGroup: 'medium' }),
  postpartumSi: facts({ ...standing('si_led', 'core_instabilitet'), postpartum: true, painDuration: '6w_3m', sleep: 'poor', workType: 'not_working' }),
  urgent: facts({ urgency: 'urgent', ...standing('disksmarta'), riskGroup: 'medium', painIntensity: 8 }),
  unknownDuration: facts({
    painDuration: null,
    episode: null,
    ageBand: null,
    riskGroupComplete: false,
    stress: null,
    sleep: null,
    workType: null,
    activityLevel: null,
  }),
} satisfies Record<string, ReportFacts>;

/** The self-tests' option values (CLINICAL.md §6). */
export const SELF_TEST_OPTIONS: Record<SelfTestKey, string[]> = {
  forward_bend: ['no_pain', 'back_pain', 'leg_pain', 'cannot'],
  backward_bend: ['no_pain', 'back_pain', 'leg_pain', 'cannot'],
  straight_leg_raise: ['no_pain', 'back_pain', 'leg_pain_below_knee'],
  single_leg_stand: ['stable_no_pain', 'unstable', 'buttock_pain'],
  plank_hold: ['over_60', '30_60', 'under_30', 'cannot'],
  side_plank: ['over_30', '15_30', 'under_15', 'cannot'],
  bird_dog: ['steady_no_pain', 'wobbly', 'back_pain', 'cannot'],
  wall_sit: ['over_60', '30_60', 'under_30', 'cannot'],
};

const PAIN_PATTERNS = CATEGORY_IDS.filter((id) => id !== 'emotionell' && id !== 'ospecifik');

/** Any combination of the facts' values, for the property sweeps. */
export const arbitraryFacts: fc.Arbitrary<ReportFacts> = fc
  .record({
    urgency: fc.constantFrom(null, 'soon', 'urgent', 'emergency' as const),
    standingOut: fc.shuffledSubarray(PAIN_PATTERNS, { maxLength: 3 }),
    hiddenBySoon: fc.constantFrom(null, null, 'inflammatory', 'care_first' as const),
    psychosocialFactor: fc.boolean(),
    riskGroup: fc.constantFrom('low', 'medium', 'high' as const),
    riskGroupComplete: fc.boolean(),
    painDuration: fc.constantFrom(null, 'lt_6w', '6w_3m', 'gt_3m' as const),
    episode: fc.constantFrom(null, 'first', 'recurrent' as const),
    ageBand: fc.constantFrom(null, '18_29', '30_44', '45_49', '50_64', '65_79', '80_plus' as const),
    painIntensity: fc.option(fc.integer({ min: 0, max: 10 })),
    pregnant: fc.boolean(),
    postpartum: fc.boolean(),
    legSymptoms: fc.boolean(),
    stenosisPicture: fc.boolean(),
    boneRisk: fc.boolean(),
    workType: fc.constantFrom(null, 'sitting', 'standing', 'physical', 'mixed', 'sick_leave', 'not_working' as const),
    activityLevel: fc.constantFrom(null, 'high', 'moderate', 'low' as const),
    exercise: fc.constantFrom(null, '3_plus_week', '1_2_week', 'rarely', 'never' as const),
    sleep: fc.constantFrom(null, 'good', 'fair', 'poor' as const),
    stress: fc.option(fc.integer({ min: 0, max: 10 })),
    socialSupport: fc.constantFrom(null, 'good', 'some', 'little' as const),
    fearOfMovement: fc.constantFrom(null, 'not_at_all', 'somewhat', 'very' as const),
    priorTreatment: fc.subarray(['painkillers', 'physiotherapy', 'chiro_naprapath', 'massage', 'exercise_program', 'other']),
    reliefPositions: fc.subarray(['bending_forward', 'sitting', 'lying_down', 'walking_moving']),
    sittingTolerance: fc.constantFrom(null, 'over_60', '30_60', 'under_30' as const),
    afterExertion: fc.boolean(),
    positionCatches: fc.constantFrom(null, 'never', 'sometimes', 'often' as const),
    morningStiffness: fc.boolean(),
    selfTests: fc.record(
      Object.fromEntries(Object.entries(SELF_TEST_OPTIONS).map(([k, values]) => [k, fc.constantFrom<string | null>(null, 'skipped', ...values)])) as {
        [K in SelfTestKey]: fc.Arbitrary<string | null>;
      },
    ),
    selfTestsHurt: fc.subarray([...SELF_TEST_KEYS]),
  })
  .map(({ standingOut, hiddenBySoon, ...r }) =>
    facts({ ...(r as Partial<ReportFacts>), ...standing(...standingOut), patternsHidden: r.urgency === 'soon' ? hiddenBySoon : null }),
  );

/** An analysis consistent with the facts: the standing-out patterns first, then ospecifik, then the rest; the flags that hide them. */
export function analysisFor(f: ReportFacts, strength: Strength = 'clear'): Analysis {
  const main = f.mainPattern && f.mainPattern !== 'ospecifik' ? [f.mainPattern] : [];
  const standingIds: CategoryId[] = [...main, ...f.morePatterns, ...(f.psychosocialFactor ? (['emotionell'] as const) : [])];
  const order: CategoryId[] = [...standingIds, 'ospecifik', ...CATEGORY_IDS.filter((id) => id !== 'ospecifik' && !standingIds.includes(id))];
  const flagId =
    f.urgency === 'urgent'
      ? 'fever'
      : f.urgency === 'emergency'
        ? 'bladder_bowel'
        : f.patternsHidden === 'inflammatory'
          ? 'inflammatory_back_pain'
          : f.patternsHidden
            ? 'fragility_sudden'
            : 'night_pain';
  return {
    engineVersion: '3.0.0',
    riskGroup: f.riskGroup,
    riskGroupComplete: f.riskGroupComplete,
    redFlags: f.urgency ? [{ id: flagId, urgency: f.urgency, advice: 'Råd.' }] : [],
    categories: order.map((id, i) => {
      const stands = i < standingIds.length;
      return { id, label: CATEGORY_LABELS[id], score: stands ? (strength === 'clear' ? 70 : 45) : 20, strength: stands ? strength : 'few', evidence: [] };
    }),
    riskAreas: AREA_IDS.map((id) => ({ id, label: id, score: 40, level: 'moderate' as const })),
  };
}
