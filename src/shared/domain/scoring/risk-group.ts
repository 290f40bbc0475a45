import { checkboxValues, choice, isAnswered, rangeValue } from './answers';
import type { AnswerMap, AreaScore, RiskGroup } from './types';

/**
 * The risk of long-lasting trouble (CLINICAL.md §3), the product's own indicator built on the
 * published stratification principle (Hill et al. 2008): four physical and five psychosocial
 * signs; a low total is low risk, otherwise the psychosocial count decides. Items are our own,
 * not a licensed tool's.
 */
export const RISK_THRESHOLDS = { lowMaxTotal: 3, highMinPsychosocial: 4, completeMinAnswered: 6 } as const;

const SOMEWHAT_OR_MORE = ['somewhat', 'very'];

interface Sign {
  present: boolean;
  answered: boolean;
}

export function riskSigns(a: AnswerMap) {
  const locations = checkboxValues(a, 'pain_location');
  const physical: Sign[] = [
    {
      // Leg symptoms: answered when either the location or the tingling question is.
      present: locations.some((l) => ['thigh', 'below_knee', 'both_legs'].includes(l)) || choice(a, 'leg_tingling') === 'yes',
      answered: isAnswered(a, 'pain_location') || isAnswered(a, 'leg_tingling'),
    },
    { present: (choice(a, 'walking_limit') ?? 'none') !== 'none', answered: isAnswered(a, 'walking_limit') },
    { present: choice(a, 'sitting_tolerance') === 'under_30', answered: isAnswered(a, 'sitting_tolerance') },
    { present: (rangeValue(a, 'pain_intensity') ?? 0) >= 7, answered: rangeValue(a, 'pain_intensity') !== undefined },
  ];
  const psychosocial: Sign[] = [
    ...['fear_of_movement', 'worry', 'catastrophising', 'low_mood'].map((key) => ({
      present: SOMEWHAT_OR_MORE.includes(choice(a, key) ?? ''),
      answered: isAnswered(a, key),
    })),
    { present: ['very_much', 'extremely'].includes(choice(a, 'bothersomeness') ?? ''), answered: isAnswered(a, 'bothersomeness') },
  ];
  const count = (signs: Sign[]) => signs.filter((s) => s.present).length;
  return {
    physical: count(physical),
    psychosocial: count(psychosocial),
    total: count(physical) + count(psychosocial),
    answered: [...physical, ...psychosocial].filter((s) => s.answered).length,
  };
}

/**
 * The group, and whether enough of its nine signs were answered to trust it. Never `low` when the
 * psychosocial area is high (stress counts there but is not one of the nine signs).
 */
export function riskGroup(a: AnswerMap, areas: Pick<AreaScore, 'id' | 'level'>[]): { riskGroup: RiskGroup; riskGroupComplete: boolean } {
  const signs = riskSigns(a);
  let group: RiskGroup = signs.total <= RISK_THRESHOLDS.lowMaxTotal ? 'low' : signs.psychosocial >= RISK_THRESHOLDS.highMinPsychosocial ? 'high' : 'medium';
  if (group === 'low' && areas.find((x) => x.id === 'psykosocialt')?.level === 'high') group = 'medium';
  return { riskGroup: group, riskGroupComplete: signs.answered >= RISK_THRESHOLDS.completeMinAnswered };
}
