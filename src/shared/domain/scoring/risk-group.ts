import { checkboxValues, choice, rangeValue } from './answers';
import type { AnswerMap, RiskGroup } from './types';

/**
 * The product's own risk indicator, built on the published stratification principle (Hill et
 * al. 2008): count physical and psychosocial signs; a low total is low risk, otherwise the
 * psychosocial count decides between medium and high. Items are our own, not a licensed tool's.
 */
export const RISK_THRESHOLDS = { lowMaxTotal: 3, highMinPsychosocial: 4 } as const;

export function riskSigns(answers: AnswerMap) {
  const locations = checkboxValues(answers, 'pain_location');
  const bothersome = ['very_much', 'extremely'].includes(choice(answers, 'bothersomeness') ?? '');
  const physical = [
    locations.some((l) => ['thigh', 'below_knee', 'both_legs'].includes(l)) || choice(answers, 'leg_tingling') === 'yes',
    (rangeValue(answers, 'pain_intensity') ?? 0) >= 7,
    choice(answers, 'sitting_tolerance') === 'under_30',
    choice(answers, 'pain_duration') === 'gt_3m',
  ].filter(Boolean).length;
  const psychosocial = [
    ['somewhat', 'very'].includes(choice(answers, 'fear_of_movement') ?? ''),
    choice(answers, 'worry') === 'very',
    ['somewhat', 'very'].includes(choice(answers, 'catastrophising') ?? ''),
    ['somewhat', 'very'].includes(choice(answers, 'low_mood') ?? ''),
    bothersome,
  ].filter(Boolean).length;
  return { physical, psychosocial, total: physical + psychosocial };
}

export function riskGroup(answers: AnswerMap): RiskGroup {
  const { psychosocial, total } = riskSigns(answers);
  if (total <= RISK_THRESHOLDS.lowMaxTotal) return 'low';
  return psychosocial >= RISK_THRESHOLDS.highMinPsychosocial ? 'high' : 'medium';
}
