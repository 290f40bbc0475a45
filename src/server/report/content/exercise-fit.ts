import type { ReportFacts, SelfTestKey } from '../facts';

/**
 * How the self-tests decide the exercise cards (issue 17): a card is given at the level the
 * person showed they could manage, never at the level of a test they skipped, could not do or
 * that hurt. The mapping, a judgement written down once:
 *
 * - plank_hold → knee-plank: held 30 s or more → the card; under 30 s → short holds; skipped,
 *   cannot or painful → no plank at all (bridge and dead bug on the back take its place).
 * - bird_dog → bird-dog: steady → the card; wobbly or painful → one arm or one leg at a time from
 *   the table position; skipped or cannot → none.
 * - wall_sit → wall-sit: 30 s or more → the card; under 30 s → high and short; skipped, cannot or
 *   painful → none (sit-to-stand with the hands' help carries the legs' work).
 * - single_leg_stand → standing-knee-lift and heel-raise: stable → the cards; unstable or skipped
 *   → holding on with both hands; buttock pain → no knee lift, heel raise on both feet.
 * - forward_bend and straight_leg_raise → hip-hinge: pain in either, or the leg raise skipped → a
 *   small movement that stops before it pulls; forward bend skipped or cannot → none.
 * - forward_bend painful → no forward-bending card (seated forward bend, knees to chest, child's
 *   pose) unless bending forward or sitting is what eases the pain.
 * - backward_bend → prone-on-elbows (the gentle backward bend): any pain, skipped or cannot → none.
 * - forward or backward bend painful → cat-camel in small movements.
 * - split-squat only with a stable single-leg stand and a wall sit of 30 s or more.
 * - Plank or bird dog skipped, impossible or painful → dead bug from its easiest start.
 * - Side plank: there is no side plank card, so it decides nothing.
 * A pain answer, or a pain rating of 5 or more during the test (`painLevel`), counts as painful.
 */
export type Outcome = 'good' | 'weak' | 'hurt' | 'not_done' | 'unknown';
export type Level = 'full' | 'easy' | 'none';

const PAIN_ANSWERS = new Set(['back_pain', 'leg_pain', 'leg_pain_below_knee', 'buttock_pain']);
const WEAK_ANSWERS = new Set(['under_30', 'under_15', 'wobbly', 'unstable']);

export function outcome(f: Pick<ReportFacts, 'selfTests' | 'selfTestsHurt'>, key: SelfTestKey): Outcome {
  const value = f.selfTests[key];
  if (f.selfTestsHurt.includes(key) || (value !== null && PAIN_ANSWERS.has(value))) return 'hurt';
  if (value === null) return 'unknown';
  if (value === 'skipped' || value === 'cannot') return 'not_done';
  return WEAK_ANSWERS.has(value) ? 'weak' : 'good';
}

const by = (o: Outcome, levels: Partial<Record<Outcome, Level>>): Level => levels[o] ?? 'full';
const coreNotDone = (f: Pick<ReportFacts, 'selfTests' | 'selfTestsHurt'>) =>
  (['plank_hold', 'bird_dog'] as const).some((k) => ['hurt', 'not_done'].includes(outcome(f, k)));

/** The level of a card for this person: its whole form, an easier variant, or none. */
export function levelOf(id: string, f: ReportFacts): Level {
  switch (id) {
    case 'knee-plank':
      return by(outcome(f, 'plank_hold'), { weak: 'easy', hurt: 'none', not_done: 'none' });
    case 'bird-dog':
      return by(outcome(f, 'bird_dog'), { weak: 'easy', hurt: 'easy', not_done: 'none' });
    case 'wall-sit':
      return by(outcome(f, 'wall_sit'), { weak: 'easy', hurt: 'none', not_done: 'none' });
    case 'standing-knee-lift':
      return by(outcome(f, 'single_leg_stand'), { weak: 'easy', not_done: 'easy', hurt: 'none' });
    case 'heel-raise':
      return by(outcome(f, 'single_leg_stand'), { weak: 'easy', not_done: 'easy', hurt: 'easy' });
    case 'split-squat':
      return ['good', 'unknown'].includes(outcome(f, 'single_leg_stand')) && ['good', 'unknown'].includes(outcome(f, 'wall_sit')) ? 'full' : 'none';
    case 'hip-hinge': {
      const bend = outcome(f, 'forward_bend');
      if (bend === 'not_done') return 'none';
      return bend === 'hurt' || ['hurt', 'not_done'].includes(outcome(f, 'straight_leg_raise')) ? 'easy' : 'full';
    }
    case 'prone-on-elbows':
      return by(outcome(f, 'backward_bend'), { hurt: 'none', not_done: 'none' });
    case 'seated-forward-bend':
    case 'knee-to-chest':
    case 'childs-pose':
      // Bending forward hurt, and bending forward is not what eases it: no forward-bending card.
      return outcome(f, 'forward_bend') === 'hurt' && !f.reliefPositions.some((r) => r === 'bending_forward' || r === 'sitting') ? 'none' : 'full';
    case 'cat-camel':
      return outcome(f, 'forward_bend') === 'hurt' || outcome(f, 'backward_bend') === 'hurt' ? 'easy' : 'full';
    case 'dead-bug':
      return coreNotDone(f) ? 'easy' : 'full';
    case 'sit-to-stand':
      return by(outcome(f, 'wall_sit'), { hurt: 'easy', not_done: 'easy' });
    default:
      return 'full';
  }
}

/** Cards that carry the work of a test that was skipped or hurt: preferred then (supported, lying or seated). */
export function supportBonus(id: string, f: ReportFacts): number {
  if ((id === 'bridge' || id === 'dead-bug') && coreNotDone(f)) return 4;
  if (id === 'sit-to-stand' && ['hurt', 'not_done'].includes(outcome(f, 'wall_sit'))) return 3;
  if ((id === 'heel-raise' || id === 'standing-knee-lift') && (f.ageBand === '65_79' || f.ageBand === '80_plus')) return 4;
  return 0;
}

/** Where the person starts (issue 17): a gentle start, their own training adjusted, or the usual start. */
export type StartLevel = 'gentle' | 'active' | 'usual';

export function startLevel(f: Pick<ReportFacts, 'workType' | 'activityLevel' | 'exercise' | 'ageBand'>): StartLevel {
  if (f.workType === 'sick_leave' || f.activityLevel === 'low' || f.exercise === 'never' || f.ageBand === '65_79' || f.ageBand === '80_plus') return 'gentle';
  if (f.activityLevel === 'high' || f.exercise === '3_plus_week') return 'active';
  return 'usual';
}
