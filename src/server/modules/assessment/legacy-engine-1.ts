import { checkboxValues, choice, rangeValue } from '../../../shared/domain/scoring/answers';
import { AREA_LABELS, CATEGORY_LABELS } from '../../../shared/domain/scoring/labels';
import { AREA_IDS, CATEGORY_IDS, type AnswerMap, type CategoryId } from '../../../shared/domain/scoring/types';

/**
 * Engine 1.0.0, frozen, for one purpose only: assessments completed before analyses were stored
 * keep the analysis their owners saw (CLINICAL.md §7). `backfillAnalyses` stores it once, marked
 * with its version; nothing else runs it. Delete this file when no database needs the backfill.
 */
export const LEGACY_ENGINE_VERSION = '1.0.0';

type Rule = [questionKey: string, when: string | ((n: number) => boolean), weight: number];
const MULTI = new Set(['pain_location']);

const RULES: Record<Exclude<CategoryId, 'ospecifik'>, Rule[]> = {
  disksmarta: [
    ['forward_bend', 'back_pain', 3],
    ['forward_bend', 'leg_pain', 2],
    ['sitting_tolerance', 'under_30', 3],
    ['sitting_tolerance', '30_60', 1.5],
    ['straight_leg_raise', 'back_pain', 1],
    ['pain_location', 'low_back_center', 1],
  ],
  facetsmarta: [
    ['backward_bend', 'back_pain', 3],
    ['relief_bending_forward', 'yes', 3],
    ['forward_bend', 'no_pain', 1.5],
    ['pain_location', 'low_back_one_side', 1],
  ],
  si_led: [
    ['single_leg_stand', 'buttock_pain', 3],
    ['pain_location', 'buttock', 2.5],
    ['pain_location', 'low_back_one_side', 2],
  ],
  nervinklammning: [
    ['straight_leg_raise', 'leg_pain_below_knee', 3],
    ['leg_tingling', 'yes', 3],
    ['pain_location', 'below_knee', 3],
    ['pain_location', 'thigh', 1],
    ['forward_bend', 'leg_pain', 2],
    ['backward_bend', 'leg_pain', 1.5],
  ],
  core_instabilitet: [
    ['position_catches', 'often', 3],
    ['position_catches', 'sometimes', 1.5],
    ['plank_hold', 'cannot', 2.5],
    ['plank_hold', 'under_30', 2],
    ['side_plank', 'cannot', 2],
    ['side_plank', 'under_15', 1.5],
    ['bird_dog', 'cannot', 2],
    ['bird_dog', 'back_pain', 1.5],
    ['bird_dog', 'wobbly', 1.5],
    ['wall_sit', 'cannot', 1.5],
    ['wall_sit', 'under_30', 1],
    ['single_leg_stand', 'unstable', 1.5],
    ['pain_duration', 'gt_3m', 1],
  ],
  muskelsmarta: [
    ['after_exertion', 'yes', 3],
    ['leg_tingling', 'no', 1],
    ['pain_location', 'low_back_center', 1],
    ['pain_location', 'low_back_one_side', 1],
    ['work_type', 'physical', 1.5],
    ['work_type', 'sitting', 1],
    ['pain_duration', 'lt_6w', 1],
  ],
  emotionell: [
    ['fear_of_movement', 'very', 3],
    ['fear_of_movement', 'somewhat', 1.5],
    ['worry', 'very', 3],
    ['worry', 'somewhat', 1.5],
    ['catastrophising', 'very', 3],
    ['catastrophising', 'somewhat', 1.5],
    ['low_mood', 'very', 2],
    ['low_mood', 'somewhat', 1],
    ['stress', (v) => v >= 7, 2],
    ['stress', (v) => v >= 4 && v < 7, 1],
    ['sleep', 'poor', 2],
    ['sleep', 'fair', 1],
    ['bothersomeness', 'extremely', 3],
    ['bothersomeness', 'very_much', 2],
    ['bothersomeness', 'moderately', 1],
  ],
};

const FLAGS: Record<string, 'emergency' | 'urgent' | 'soon'> = {
  bladder_bowel: 'emergency',
  saddle_numbness: 'emergency',
  bilateral_leg: 'emergency',
  progressive_weakness: 'urgent',
  fever: 'urgent',
  major_trauma: 'urgent',
  cancer_history: 'soon',
  weight_loss: 'soon',
  night_pain: 'soon',
};
const ADVICE = {
  emergency:
    'Ring 112 eller åk till en akutmottagning nu. Nya problem med att kissa eller hålla tätt, känselbortfall i ridbyxeområdet eller svaghet i båda benen kan betyda att nerverna i ryggen är hårt klämda, och det behöver undersökas genast.',
  urgent: 'Sök vård i dag, på en akutmottagning eller jourcentral. Ring 1177 om du är osäker på vart du ska vända dig.',
  soon: 'Kontakta din vårdcentral eller ring 1177 inom några dagar. Det är oftast inget allvarligt, men det bör bedömas av vården.',
};

const S = (entries: Record<string, number>) => entries;
const SELF_TEST = S({ no_pain: 0, back_pain: 0.6, leg_pain: 0.8, cannot: 1 });
const THREE = S({ not_at_all: 0, somewhat: 0.5, very: 1 });
const HOLD = S({ over_60: 0, '30_60': 0.4, under_30: 0.8, cannot: 1 });
const AREAS: [key: string, weight: number, scale?: Record<string, number>][][] = [
  [
    ['pain_intensity', 0.45],
    ['bothersomeness', 0.35, S({ not_at_all: 0, slightly: 0.25, moderately: 0.5, very_much: 0.75, extremely: 1 })],
    ['pain_duration', 0.2, S({ lt_6w: 0.2, '6w_3m': 0.5, gt_3m: 1 })],
  ],
  [
    ['forward_bend', 1, SELF_TEST],
    ['backward_bend', 1, SELF_TEST],
    ['straight_leg_raise', 1, S({ no_pain: 0, back_pain: 0.5, leg_pain_below_knee: 1 })],
    ['sitting_tolerance', 1, S({ over_60: 0, '30_60': 0.5, under_30: 1 })],
    ['single_leg_stand', 1, S({ stable_no_pain: 0, unstable: 0.7, buttock_pain: 0.8 })],
    ['plank_hold', 1, HOLD],
    ['side_plank', 1, S({ over_30: 0, '15_30': 0.4, under_15: 0.8, cannot: 1 })],
    ['bird_dog', 1, S({ steady_no_pain: 0, wobbly: 0.5, back_pain: 0.7, cannot: 1 })],
    ['wall_sit', 1, HOLD],
  ],
  [
    ['fear_of_movement', 1, THREE],
    ['worry', 1, THREE],
    ['catastrophising', 1, THREE],
    ['low_mood', 1, THREE],
    ['stress', 1],
    ['social_support', 0.5, S({ good: 0, some: 0.5, little: 1 })],
  ],
  [
    ['sleep', 0.6, S({ good: 0, fair: 0.5, poor: 1 })],
    ['stress', 0.2],
    ['after_exertion', 0.2, S({ no: 0, yes: 1 })],
  ],
  [
    ['work_type', 1, S({ sitting: 0.6, physical: 0.7, standing: 0.5, mixed: 0.3, not_working: 0.4 })],
    ['sitting_tolerance', 1, S({ over_60: 0, '30_60': 0.5, under_30: 1 })],
    ['activity_level', 1, S({ high: 0, moderate: 0.4, low: 1 })],
    ['exercise', 1, S({ '3_plus_week': 0, '1_2_week': 0.3, rarely: 0.7, never: 1 })],
  ],
];

function matched(a: AnswerMap, [key, when]: Rule): string | undefined {
  if (typeof when === 'function') {
    const n = rangeValue(a, key);
    return n !== undefined && when(n) ? String(n) : undefined;
  }
  return checkboxValues(a, key).includes(when) ? when : undefined;
}

function maxPossible(rules: Rule[]): number {
  const byKey = new Map<string, number[]>();
  for (const [key, , w] of rules) byKey.set(key, [...(byKey.get(key) ?? []), w]);
  return [...byKey].reduce((s, [key, ws]) => s + (MULTI.has(key) ? ws.reduce((x, y) => x + y, 0) : Math.max(...ws)), 0);
}

/** The engine-1 analysis of a set of answers, exactly as engine 1.0.0 computed it. */
export function legacyAnalysis(a: AnswerMap) {
  const scored = (Object.keys(RULES) as Exclude<CategoryId, 'ospecifik'>[]).map((id) => {
    const evidence = RULES[id].flatMap((rule) => {
      const answer = matched(a, rule);
      return answer === undefined ? [] : [{ questionKey: rule[0], answer, weight: rule[2] }];
    });
    const score = Math.min(100, Math.round((evidence.reduce((s, e) => s + e.weight, 0) / maxPossible(RULES[id])) * 100));
    return { id: id as CategoryId, label: CATEGORY_LABELS[id], score, evidence: evidence.sort((x, y) => y.weight - x.weight) };
  });
  const strongest = Math.max(0, ...scored.map((c) => c.score));
  scored.push({ id: 'ospecifik', label: CATEGORY_LABELS.ospecifik, score: Math.max(10, Math.round(85 - 0.9 * strongest)), evidence: [] });
  const categories = scored.sort((x, y) => y.score - x.score || CATEGORY_IDS.indexOf(x.id) - CATEGORY_IDS.indexOf(y.id));

  const locations = checkboxValues(a, 'pain_location');
  const physical = [
    locations.some((l) => ['thigh', 'below_knee', 'both_legs'].includes(l)) || choice(a, 'leg_tingling') === 'yes',
    (rangeValue(a, 'pain_intensity') ?? 0) >= 7,
    choice(a, 'sitting_tolerance') === 'under_30',
    choice(a, 'pain_duration') === 'gt_3m',
  ].filter(Boolean).length;
  const psychosocial = [
    ['somewhat', 'very'].includes(choice(a, 'fear_of_movement') ?? ''),
    choice(a, 'worry') === 'very',
    ['somewhat', 'very'].includes(choice(a, 'catastrophising') ?? ''),
    ['somewhat', 'very'].includes(choice(a, 'low_mood') ?? ''),
    ['very_much', 'extremely'].includes(choice(a, 'bothersomeness') ?? ''),
  ].filter(Boolean).length;
  const riskGroup = physical + psychosocial <= 3 ? 'low' : psychosocial >= 4 ? 'high' : 'medium';

  const ticked = new Set(checkboxValues(a, 'red_flags'));
  const order = { emergency: 0, urgent: 1, soon: 2 };
  const redFlags = Object.entries(FLAGS)
    .filter(([id]) => ticked.has(id))
    .map(([id, urgency]) => ({ id, urgency, advice: ADVICE[urgency] }))
    .sort((x, y) => order[x.urgency] - order[y.urgency]);

  const riskAreas = AREA_IDS.map((id, i) => {
    let sum = 0;
    let weights = 0;
    for (const [key, weight, scale] of AREAS[i]!) {
      const value = choice(a, key);
      const n = scale
        ? value !== undefined && Object.hasOwn(scale, value)
          ? scale[value]
          : undefined
        : rangeValue(a, key) !== undefined
          ? rangeValue(a, key)! / 10
          : undefined;
      if (n === undefined) continue;
      sum += n * weight;
      weights += weight;
    }
    // Engine 1 called an area with no answers at all "low, 0"; kept analyses say unknown instead,
    // so an all-skipped engine-1 assessment is never shown as a result or offered for sale.
    if (weights === 0) return { id, label: AREA_LABELS[id], score: 0, level: 'unknown' as const };
    const score = Math.round((sum / weights) * 100);
    return { id, label: AREA_LABELS[id], score, level: score >= 67 ? ('high' as const) : score >= 34 ? ('moderate' as const) : ('low' as const) };
  });
  return { engineVersion: LEGACY_ENGINE_VERSION, riskGroup, redFlags, categories, riskAreas };
}
