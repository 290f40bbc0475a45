import type { AssessmentAnalysisResponse, Question } from '../../../shared/contracts/assessment';
import { QUESTION_BANK } from '../../../shared/content/question-bank';
import { analyseAnswers, answersFromTests } from '../../../shared/domain/scoring/engine';

/** A full set of answers with one clear pattern (disc-like: forward bend and short sitting), no warning sign. */
export const BASE_ANSWERS: Record<string, string> = {
  age_band: '30_44',
  red_flags: 'none',
  health_background: 'none',
  onset: 'gradual',
  episode: 'first',
  pain_duration: 'lt_6w',
  pain_intensity: '4',
  pain_location: 'low_back_center',
  leg_tingling: 'no',
  cough_sneeze: 'no',
  walking_limit: 'none',
  inflammatory_signs: 'none',
  relief_positions: 'none',
  after_exertion: 'no',
  position_catches: 'never',
  bothersomeness: 'slightly',
  forward_bend: 'back_pain',
  backward_bend: 'no_pain',
  sitting_tolerance: 'under_30',
  straight_leg_raise: 'no_pain',
  single_leg_stand: 'stable_no_pain',
  wall_sit: 'over_60',
  plank_hold: 'over_60',
  side_plank: 'over_30',
  bird_dog: 'steady_no_pain',
  activity_level: 'moderate',
  exercise: '1_2_week',
  work_type: 'mixed',
  sleep: 'good',
  stress: '3',
  fear_of_movement: 'not_at_all',
  worry: 'not_at_all',
  catastrophising: 'not_at_all',
  low_mood: 'not_at_all',
  social_support: 'good',
};

/** The engine's analysis of the base answers with some changed, wrapped as the endpoint returns it. */
export function resultFor(changes: Record<string, string> = {}): AssessmentAnalysisResponse {
  const answers = { ...BASE_ANSWERS, ...changes };
  const analysis = analyseAnswers(answersFromTests(Object.entries(answers).map(([testId, completion]) => ({ testId, completion }))));
  return { assessmentId: 'a-1', createdAt: '2026-11-20T10:00:00.000Z', analysis, analysedAt: '2026-11-20T10:00:00.000Z' };
}

export const QUESTIONS: Question[] = QUESTION_BANK.map((q, i) => ({ ...q, id: q.key, position: i + 1 }));
