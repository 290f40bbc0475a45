import { RED_FLAG_ADVICE } from './advice';
import { age, checkboxValues, choice, isAnswered, rangeValue } from './answers';
import type { AnswerMap, CombinationFlagId, RedFlag, RedFlagId, SingleFlagId, Urgency } from './types';
import { COMBINATION_FLAG_IDS, SINGLE_FLAG_IDS } from './types';

/**
 * Red-flag triage, engine 3 (CLINICAL.md §1). It runs before and above every score: in the
 * questionnaire after every answer, and on the server at completion, with this same code.
 * Single answers (table A) and combinations of answers (table B): a combination catches the
 * dangerous cases that no single answer shows (cancer with nerve signs, an old person on
 * cortisone after a minor fall). When a combination fires, the single flags it is made of
 * still show. Sources: NICE NG59 and CKS red flags, NICE NG234, NICE NG65, 1177 Vårdguiden.
 */
export const SINGLE_FLAG_URGENCY: Record<SingleFlagId, Urgency> = {
  bladder_bowel: 'emergency',
  saddle_numbness: 'emergency',
  bilateral_leg: 'emergency',
  sudden_severe_trunk_pain: 'emergency',
  progressive_weakness: 'urgent',
  fever: 'urgent',
  major_trauma: 'urgent',
  cancer_history: 'soon',
  weight_loss: 'soon',
  night_pain: 'soon',
};

export const COMBINATION_URGENCY: Record<CombinationFlagId, Urgency> = {
  cancer_neuro: 'emergency',
  infection_risk: 'emergency',
  trauma_neuro: 'emergency',
  procedure_or_bleed_neuro: 'emergency',
  serious_cause_over_50: 'urgent',
  cancer_spine: 'urgent',
  infection_no_fever: 'urgent',
  fragility_fracture: 'urgent',
  fragility_sudden: 'soon',
  new_pain_over_50: 'soon',
  inflammatory_back_pain: 'soon',
  bilateral_leg_check: 'soon',
  thoracic_pain: 'soon',
  not_screened: 'soon',
};

const NERVE_FLAGS: SingleFlagId[] = ['progressive_weakness', 'bilateral_leg', 'bladder_bowel', 'saddle_numbness'];
const BONE_RISK = ['osteoporosis', 'long_term_cortisone', 'previous_fragility_fracture'];
const INFECTION_RISK = ['immunosuppression', 'iv_drug_use', 'recent_spine_procedure'];
const INFLAMMATORY_SIGNS_NEEDED = 3;

/**
 * The facts the combinations are made of, read once from the answers. A combination's "not"
 * condition (`pain_duration` not `gt_3m`, `cough_sneeze` ≠ `no`) holds when the answer says so,
 * and also when it cannot be ruled out: the question was skipped, or the questionnaire is finished
 * without it (the safe side). A question the visitor has not reached yet does not count yet, so no
 * advice appears before its question has been asked.
 */
function facts(a: AnswerMap, final: boolean) {
  const reached = (key: string) => final || a[key] !== undefined;
  const ticked = new Set(checkboxValues(a, 'red_flags'));
  const background = checkboxValues(a, 'health_background');
  const locations = checkboxValues(a, 'pain_location');
  const onset = choice(a, 'onset');
  const duration = choice(a, 'pain_duration');
  const legTingling = choice(a, 'leg_tingling') === 'yes';
  const legPainOn = (key: string, value: string) => choice(a, key) === value;
  const boneRisk = background.some((v) => BONE_RISK.includes(v));
  const fragilityFracture = (onset === 'after_minor_fall' && (boneRisk || age.atLeast65(a))) || (onset === 'after_lifting_or_twisting' && boneRisk);
  return {
    ticked,
    legTingling,
    // Leg symptoms on walking count as a nerve sign for cancer; trauma needs the hard signs.
    nerveSign: NERVE_FLAGS.some((f) => ticked.has(f)) || legTingling || (choice(a, 'walking_limit') ?? '').startsWith('leg_symptoms_'),
    traumaNerveSign: NERVE_FLAGS.some((f) => ticked.has(f)) || legTingling,
    // Engine 3: pain of the sciatica kind (below the knee, in both legs, into the leg on coughing,
    // on the straight-leg raise or on bending), which NICE NG234 counts among the signs of
    // spinal cord compression in someone who has had cancer.
    radicularPain:
      locations.includes('below_knee') ||
      locations.includes('both_legs') ||
      legPainOn('cough_sneeze', 'leg_pain') ||
      legPainOn('straight_leg_raise', 'leg_pain_below_knee') ||
      legPainOn('forward_bend', 'leg_pain') ||
      legPainOn('backward_bend', 'leg_pain'),
    boneRisk,
    infectionRisk: background.some((v) => INFECTION_RISK.includes(v)),
    procedureOrBleedRisk: background.includes('recent_spine_procedure') || background.includes('anticoagulant'),
    fragilityFracture,
    locations,
    onset,
    notLongStanding: reached('pain_duration') && duration !== 'gt_3m',
    coughSign: reached('cough_sneeze') && choice(a, 'cough_sneeze') !== 'no',
    longStanding: duration === 'gt_3m',
    recent: duration === 'lt_6w',
    inflammatorySigns: checkboxValues(a, 'inflammatory_signs').filter((v) => v !== 'none').length + (background.includes('inflammatory_condition') ? 1 : 0),
  };
}

/** When each combination fires (table B). */
const COMBINATIONS: Record<Exclude<CombinationFlagId, 'not_screened'>, (a: AnswerMap, f: ReturnType<typeof facts>) => boolean> = {
  // No duration rule: the duration dates the back pain, not the leg pain (engine 3).
  cancer_neuro: (_a, f) => f.ticked.has('cancer_history') && (f.nerveSign || f.radicularPain),
  infection_risk: (_a, f) => f.ticked.has('fever') && f.infectionRisk,
  trauma_neuro: (_a, f) => (f.ticked.has('major_trauma') || f.fragilityFracture) && f.traumaNerveSign,
  // A spinal epidural haematoma or abscess after a procedure, or on blood thinners (NICE CKS; engine 3).
  procedure_or_bleed_neuro: (_a, f) => f.procedureOrBleedRisk && f.ticked.has('progressive_weakness'),
  // Two of: a first episode, night pain, weight loss, at 50 or over with pain that is not long-standing (engine 3).
  serious_cause_over_50: (a, f) =>
    age.atLeast50(a) &&
    f.notLongStanding &&
    [choice(a, 'episode') === 'first', f.ticked.has('night_pain'), f.ticked.has('weight_loss')].filter(Boolean).length >= 2,
  cancer_spine: (a, f) =>
    f.ticked.has('cancer_history') &&
    (f.ticked.has('night_pain') || f.ticked.has('weight_loss') || f.coughSign || f.locations.includes('upper_back') || (age.atLeast50(a) && f.notLongStanding)),
  infection_no_fever: (a, f) =>
    f.infectionRisk && !f.ticked.has('fever') && (f.ticked.has('night_pain') || ((rangeValue(a, 'pain_intensity') ?? 0) >= 7 && f.recent)),
  fragility_fracture: (_a, f) => f.fragilityFracture,
  fragility_sudden: (a, f) => f.onset === 'sudden_no_trigger' && (f.boneRisk || age.atLeast65(a)),
  new_pain_over_50: (a, f) => age.atLeast50(a) && choice(a, 'episode') === 'first' && f.notLongStanding,
  inflammatory_back_pain: (a, f) => f.longStanding && age.under45(a) && f.inflammatorySigns >= INFLAMMATORY_SIGNS_NEEDED,
  bilateral_leg_check: (_a, f) => f.locations.includes('both_legs') && f.legTingling && !f.ticked.has('bilateral_leg') && f.notLongStanding,
  // Engine 3: long-standing mid-back pain under 50 without a bone risk no longer fires.
  thoracic_pain: (a, f) => f.locations.includes('upper_back') && (f.notLongStanding || age.atLeast50(a) || f.boneRisk),
};

const URGENCY_ORDER: Record<Urgency, number> = { emergency: 0, urgent: 1, soon: 2 };
const FLAG_ORDER: RedFlagId[] = [...COMBINATION_FLAG_IDS, ...SINGLE_FLAG_IDS];

function flag(id: RedFlagId, urgency: Urgency): RedFlag {
  return { id, urgency, advice: RED_FLAG_ADVICE[id] };
}

/**
 * The red flags of the answers, most urgent first (a combination before the single flags of the
 * same urgency, as its advice is the more specific). `final` marks a finished questionnaire: only
 * then does a missing warning-signs answer give `not_screened`.
 */
export function triageRedFlags(answers: AnswerMap, options: { final?: boolean } = {}): RedFlag[] {
  const f = facts(answers, options.final === true);
  const flags: RedFlag[] = [];
  for (const id of SINGLE_FLAG_IDS) if (f.ticked.has(id)) flags.push(flag(id, SINGLE_FLAG_URGENCY[id]));
  for (const [id, fires] of Object.entries(COMBINATIONS) as [
    Exclude<CombinationFlagId, 'not_screened'>,
    (a: AnswerMap, f: ReturnType<typeof facts>) => boolean,
  ][]) {
    if (fires(answers, f)) flags.push(flag(id, COMBINATION_URGENCY[id]));
  }
  if (options.final && !isAnswered(answers, 'red_flags')) flags.push(flag('not_screened', COMBINATION_URGENCY.not_screened));
  return flags.sort((x, y) => URGENCY_ORDER[x.urgency] - URGENCY_ORDER[y.urgency] || FLAG_ORDER.indexOf(x.id) - FLAG_ORDER.indexOf(y.id));
}
