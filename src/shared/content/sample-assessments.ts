/**
 * Sample people for the test pages (/test-report, /risk-test), the report benchmark and tests: full
 * answer sets (question key → answer, as stored) for three typical pictures. Made up; no real person.
 */
export interface SampleAssessment {
  id: 'ischias' | 'oro-och-stress' | 'forsta-gangen';
  /** Swedish, for the test pages' picker. */
  label: string;
  name: string;
  email: string;
  answers: Record<string, string>;
}

const calm: Record<string, string> = {
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
  relief_positions: 'walking_moving',
  after_exertion: 'no',
  position_catches: 'never',
  bothersomeness: 'slightly',
  forward_bend: 'no_pain',
  backward_bend: 'no_pain',
  sitting_tolerance: 'over_60',
  straight_leg_raise: 'no_pain',
  single_leg_stand: 'stable_no_pain',
  wall_sit: '30_60',
  plank_hold: '30_60',
  side_plank: '15_30',
  bird_dog: 'steady_no_pain',
  activity_level: 'moderate',
  exercise: '1_2_week',
  work_type: 'sitting',
  sleep: 'good',
  stress: '4',
  fear_of_movement: 'not_at_all',
  worry: 'somewhat',
  catastrophising: 'not_at_all',
  low_mood: 'not_at_all',
  social_support: 'good',
  prior_treatment: 'nothing',
  goals: 'Kunna gå på promenad med hunden utan att tänka på ryggen.',
};

export const SAMPLE_ASSESSMENTS: readonly SampleAssessment[] = [
  {
    id: 'ischias',
    label: 'Ischias: smärta som strålar ut i benet',
    name: 'Karin Lindqvist',
    email: 'karin.lindqvist@example.se',
    answers: {
      ...calm,
      age_band: '45_49',
      episode: 'recurrent',
      onset: 'after_lifting_or_twisting',
      pain_duration: '6w_3m',
      pain_intensity: '7',
      pain_location: 'low_back_one_side,buttock,below_knee',
      leg_tingling: 'yes',
      cough_sneeze: 'leg_pain',
      walking_limit: 'leg_symptoms_other',
      forward_bend: 'leg_pain',
      straight_leg_raise: 'leg_pain_below_knee',
      sitting_tolerance: '30_60',
      bothersomeness: 'very_much',
      work_type: 'physical',
      sleep: 'fair',
      stress: '5',
      prior_treatment: 'painkillers,physiotherapy',
      goals: 'Orka en hel arbetsdag i lagret igen och kunna lyfta barnbarnen.',
    },
  },
  {
    id: 'oro-och-stress',
    label: 'Långvarig smärta med mycket oro och stress',
    name: 'Jonas Berg',
    email: 'jonas.berg@example.se',
    answers: {
      ...calm,
      age_band: '30_44',
      episode: 'recurrent',
      pain_duration: 'gt_3m',
      pain_intensity: '6',
      pain_location: 'low_back_center,low_back_one_side',
      bothersomeness: 'extremely',
      forward_bend: 'back_pain',
      sitting_tolerance: 'under_30',
      position_catches: 'sometimes',
      plank_hold: 'skipped',
      bird_dog: 'back_pain',
      fear_of_movement: 'very',
      worry: 'very',
      catastrophising: 'very',
      low_mood: 'somewhat',
      stress: '9',
      sleep: 'poor',
      activity_level: 'low',
      exercise: 'never',
      work_type: 'sick_leave',
      social_support: 'some',
      prior_treatment: 'painkillers,massage,chiro_naprapath',
      goals: 'Komma tillbaka till jobbet och sova en hel natt.',
    },
  },
  {
    id: 'forsta-gangen',
    label: 'Första gången, lindriga besvär',
    name: 'Sara Nyström',
    email: 'sara.nystrom@example.se',
    answers: {
      ...calm,
      age_band: '18_29',
      onset: 'after_lifting_or_twisting',
      pain_intensity: '3',
      after_exertion: 'yes',
      relief_positions: 'walking_moving,lying_down',
      exercise: '3_plus_week',
      activity_level: 'high',
      goals: 'Springa milen igen före sommaren.',
    },
  },
];

/** A sample's answers as the stored tests list ({ testId, completion }). */
export function sampleTests(sample: SampleAssessment): { testId: string; completion: string }[] {
  return Object.entries(sample.answers).map(([testId, completion]) => ({ testId, completion }));
}
