import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RED_FLAG_ADVICE } from './advice';
import { scoreAreas } from './areas';
import { ENGINE_VERSION, analyseAnswers, answersFromTests, strengthOf } from './engine';
import { triageRedFlags } from './red-flags';
import { riskGroup } from './risk-group';
import { AREA_IDS, CATEGORY_IDS, type AnswerMap } from './types';

const a = (values: Record<string, string>): AnswerMap => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { completion: v }]));

// A calm baseline of engine-2 answers: no warning signs, self-tests without pain, little worry.
const calm: Record<string, string> = {
  age_band: '30_44',
  red_flags: 'none',
  health_background: 'none',
  onset: 'gradual',
  episode: 'first',
  pain_duration: '6w_3m',
  pain_intensity: '4',
  pain_location: 'low_back_center',
  leg_tingling: 'no',
  cough_sneeze: 'no',
  walking_limit: 'none',
  inflammatory_signs: 'none',
  forward_bend: 'no_pain',
  backward_bend: 'no_pain',
  sitting_tolerance: 'over_60',
  straight_leg_raise: 'no_pain',
  single_leg_stand: 'stable_no_pain',
  position_catches: 'never',
  plank_hold: 'over_60',
  side_plank: 'over_30',
  bird_dog: 'steady_no_pain',
  wall_sit: 'over_60',
  after_exertion: 'no',
  relief_positions: 'none',
  fear_of_movement: 'not_at_all',
  worry: 'not_at_all',
  catastrophising: 'not_at_all',
  low_mood: 'not_at_all',
  stress: '3',
  sleep: 'good',
  bothersomeness: 'slightly',
  work_type: 'mixed',
  activity_level: 'moderate',
  exercise: '1_2_week',
  social_support: 'good',
  goals: 'Kunna springa igen',
};
const analyse = (values: Record<string, string>) => analyseAnswers(a({ ...calm, ...values }));
const flagIds = (values: Record<string, string>) => analyse(values).redFlags.map((f) => f.id);
const flag = (values: Record<string, string>, id: string) => analyse(values).redFlags.find((f) => f.id === id);

describe('red flags: single answers (CLINICAL.md §1 table A)', () => {
  const rows: [string, string][] = [
    ['bladder_bowel', 'emergency'],
    ['saddle_numbness', 'emergency'],
    ['bilateral_leg', 'emergency'],
    ['sudden_severe_trunk_pain', 'emergency'],
    ['progressive_weakness', 'urgent'],
    ['fever', 'urgent'],
    ['major_trauma', 'urgent'],
    ['cancer_history', 'soon'],
    ['weight_loss', 'soon'],
    ['night_pain', 'soon'],
  ];
  it.each(rows)('%s is %s, with its fixed advice', (id, urgency) => {
    // A person over 50 with a recent first episode would add new_pain_over_50: the baseline is 30–44.
    expect(flag({ red_flags: id }, id)).toEqual({ id, urgency, advice: RED_FLAG_ADVICE[id as keyof typeof RED_FLAG_ADVICE] });
  });
  it('cauda equina advice sends to the emergency department and 112; the aorta advice to 112', () => {
    expect(flag({ red_flags: 'saddle_numbness' }, 'saddle_numbness')!.advice).toMatch(/^Sök vård direkt på en akutmottagning\. Ring 112/);
    expect(flag({ red_flags: 'sudden_severe_trunk_pain' }, 'sudden_severe_trunk_pain')!.advice).toMatch(/^Ring 112 nu\./);
  });
  it('counts a flag ticked together with "none", and ignores none, unknown values and skips', () => {
    expect(flagIds({ red_flags: 'none,fever' })).toEqual(['fever']);
    expect(flagIds({ red_flags: 'none' })).toEqual([]);
    expect(flagIds({ red_flags: 'made_up' })).toEqual([]);
  });
  it('lists the most urgent first', () => {
    expect(analyse({ red_flags: 'night_pain,fever,bladder_bowel' }).redFlags.map((f) => f.urgency)).toEqual(['emergency', 'urgent', 'soon']);
  });
});

describe('red flags: combinations (CLINICAL.md §1 table B), firing and just not firing', () => {
  const fires = (values: Record<string, string>, id: string) => expect(flagIds(values), JSON.stringify(values)).toContain(id);
  const quiet = (values: Record<string, string>, id: string) => expect(flagIds(values), JSON.stringify(values)).not.toContain(id);

  it('cancer_neuro: cancer with any nerve sign is an emergency; the single flags still show', () => {
    const signs: Record<string, string>[] = [
      { red_flags: 'cancer_history,progressive_weakness' },
      { red_flags: 'cancer_history,bilateral_leg' },
      { red_flags: 'cancer_history,bladder_bowel' },
      { red_flags: 'cancer_history,saddle_numbness' },
      { red_flags: 'cancer_history', leg_tingling: 'yes' },
      { red_flags: 'cancer_history', walking_limit: 'leg_symptoms_eased_by_sitting' },
      { red_flags: 'cancer_history', walking_limit: 'leg_symptoms_other' },
    ];
    for (const sign of signs) {
      fires(sign, 'cancer_neuro');
      expect(flag(sign, 'cancer_neuro')!.urgency).toBe('emergency');
    }
    expect(flagIds({ red_flags: 'cancer_history,progressive_weakness' })).toEqual(
      expect.arrayContaining(['cancer_neuro', 'progressive_weakness', 'cancer_history']),
    );
    quiet({ red_flags: 'cancer_history', walking_limit: 'back_pain', leg_tingling: 'no' }, 'cancer_neuro');
    quiet({ red_flags: 'progressive_weakness' }, 'cancer_neuro');
  });

  it('infection_risk: fever with an infection risk is an emergency', () => {
    for (const risk of ['immunosuppression', 'iv_drug_use', 'recent_spine_procedure']) {
      fires({ red_flags: 'fever', health_background: risk }, 'infection_risk');
      expect(flag({ red_flags: 'fever', health_background: risk }, 'infection_risk')!.urgency).toBe('emergency');
    }
    quiet({ red_flags: 'fever', health_background: 'osteoporosis' }, 'infection_risk');
    quiet({ red_flags: 'none', health_background: 'immunosuppression' }, 'infection_risk');
  });

  it('trauma_neuro: trauma or a fragility fracture with a hard nerve sign is an emergency', () => {
    fires({ red_flags: 'major_trauma,progressive_weakness' }, 'trauma_neuro');
    fires({ red_flags: 'major_trauma', leg_tingling: 'yes' }, 'trauma_neuro');
    fires({ onset: 'after_minor_fall', age_band: '80_plus', leg_tingling: 'yes' }, 'trauma_neuro');
    fires({ onset: 'after_lifting_or_twisting', health_background: 'osteoporosis', red_flags: 'progressive_weakness' }, 'trauma_neuro');
    // Lifting without a bone risk is no fragility fracture, so no emergency from it.
    quiet({ onset: 'after_lifting_or_twisting', age_band: '80_plus', red_flags: 'progressive_weakness' }, 'trauma_neuro');
    // Leg symptoms on walking are not one of its signs.
    quiet({ red_flags: 'major_trauma', walking_limit: 'leg_symptoms_other' }, 'trauma_neuro');
    quiet({ red_flags: 'major_trauma' }, 'trauma_neuro');
  });

  it('cancer_spine: cancer with night pain, weight loss, cough pain, mid-back pain or age 50+ with recent pain is urgent (within 24 hours)', () => {
    const extras: Record<string, string>[] = [
      { red_flags: 'cancer_history,night_pain' },
      { red_flags: 'cancer_history,weight_loss' },
      { red_flags: 'cancer_history', cough_sneeze: 'back_pain' },
      { red_flags: 'cancer_history', cough_sneeze: 'leg_pain' },
      { red_flags: 'cancer_history', pain_location: 'upper_back' },
      { red_flags: 'cancer_history', age_band: '50_64', pain_duration: '6w_3m' },
      { red_flags: 'cancer_history', age_band: '50_64', pain_duration: 'lt_6w' },
    ];
    for (const extra of extras) {
      fires(extra, 'cancer_spine');
      expect(flag(extra, 'cancer_spine')!.urgency).toBe('urgent');
    }
    expect(flag({ red_flags: 'cancer_history,night_pain' }, 'cancer_spine')!.advice).toMatch(/inom 24 timmar/);
    quiet({ red_flags: 'cancer_history', cough_sneeze: 'no' }, 'cancer_spine');
    // A skipped cough question cannot rule the sign out: the safe side.
    fires({ red_flags: 'cancer_history', cough_sneeze: 'skipped' }, 'cancer_spine');
    quiet({ red_flags: 'cancer_history', age_band: '45_49', pain_duration: '6w_3m' }, 'cancer_spine');
    quiet({ red_flags: 'cancer_history', age_band: '50_64', pain_duration: 'gt_3m' }, 'cancer_spine');
    quiet({ red_flags: 'night_pain,weight_loss' }, 'cancer_spine');
  });

  it('infection_no_fever: an infection risk with night pain, or severe recent pain, is urgent', () => {
    fires({ health_background: 'immunosuppression', red_flags: 'night_pain' }, 'infection_no_fever');
    fires({ health_background: 'iv_drug_use', pain_intensity: '7', pain_duration: 'lt_6w' }, 'infection_no_fever');
    quiet({ health_background: 'iv_drug_use', pain_intensity: '6', pain_duration: 'lt_6w' }, 'infection_no_fever');
    quiet({ health_background: 'iv_drug_use', pain_intensity: '7', pain_duration: '6w_3m' }, 'infection_no_fever');
    quiet({ health_background: 'none', red_flags: 'night_pain' }, 'infection_no_fever');
    quiet({ health_background: 'osteoporosis', pain_intensity: '9', pain_duration: 'lt_6w' }, 'infection_no_fever');
    // With fever it is the emergency instead.
    quiet({ health_background: 'immunosuppression', red_flags: 'fever,night_pain' }, 'infection_no_fever');
  });

  it('fragility_fracture: a minor fall with bone risk or age 65+, or lifting with bone risk, is urgent', () => {
    fires({ onset: 'after_minor_fall', health_background: 'osteoporosis' }, 'fragility_fracture');
    fires({ onset: 'after_minor_fall', age_band: '65_79' }, 'fragility_fracture');
    quiet({ onset: 'after_minor_fall', age_band: '50_64' }, 'fragility_fracture');
    fires({ onset: 'after_lifting_or_twisting', health_background: 'long_term_cortisone' }, 'fragility_fracture');
    fires({ onset: 'after_lifting_or_twisting', health_background: 'previous_fragility_fracture' }, 'fragility_fracture');
    quiet({ onset: 'after_lifting_or_twisting', age_band: '80_plus' }, 'fragility_fracture');
    expect(flag({ onset: 'after_minor_fall', age_band: '65_79' }, 'fragility_fracture')!.urgency).toBe('urgent');
  });

  it('fragility_sudden: sudden pain without a trigger with bone risk or age 65+ needs a doctor within days', () => {
    fires({ onset: 'sudden_no_trigger', health_background: 'osteoporosis' }, 'fragility_sudden');
    fires({ onset: 'sudden_no_trigger', age_band: '65_79' }, 'fragility_sudden');
    quiet({ onset: 'sudden_no_trigger', age_band: '50_64' }, 'fragility_sudden');
    quiet({ onset: 'gradual', age_band: '80_plus' }, 'fragility_sudden');
  });

  it('new_pain_over_50: a first episode at 50+ that is not long-standing', () => {
    fires({ age_band: '50_64', episode: 'first', pain_duration: 'lt_6w' }, 'new_pain_over_50');
    quiet({ age_band: '45_49', episode: 'first', pain_duration: 'lt_6w' }, 'new_pain_over_50');
    quiet({ age_band: '50_64', episode: 'recurrent', pain_duration: 'lt_6w' }, 'new_pain_over_50');
    quiet({ age_band: '50_64', episode: 'first', pain_duration: 'gt_3m' }, 'new_pain_over_50');
    expect(flag({ age_band: '50_64', episode: 'first', pain_duration: 'lt_6w' }, 'new_pain_over_50')!.urgency).toBe('soon');
  });

  it('inflammatory_back_pain: long-standing, under 45, three signs (an inflammatory condition counts as one)', () => {
    const three = 'morning_stiffness_30min,wakes_second_half_night,better_with_movement';
    fires({ pain_duration: 'gt_3m', age_band: '30_44', inflammatory_signs: three }, 'inflammatory_back_pain');
    quiet({ pain_duration: 'gt_3m', age_band: '30_44', inflammatory_signs: 'morning_stiffness_30min,wakes_second_half_night' }, 'inflammatory_back_pain');
    fires(
      {
        pain_duration: 'gt_3m',
        age_band: '18_29',
        inflammatory_signs: 'morning_stiffness_30min,wakes_second_half_night',
        health_background: 'inflammatory_condition',
      },
      'inflammatory_back_pain',
    );
    quiet({ pain_duration: 'gt_3m', age_band: '45_49', inflammatory_signs: three }, 'inflammatory_back_pain');
    quiet({ pain_duration: '6w_3m', age_band: '30_44', inflammatory_signs: three }, 'inflammatory_back_pain');
    quiet({ pain_duration: 'gt_3m', age_band: '30_44', inflammatory_signs: 'morning_stiffness_30min,none,wakes_second_half_night' }, 'inflammatory_back_pain');
  });

  it('bilateral_leg_check: both legs with tingling, not ticked as a warning sign, not long-standing', () => {
    const base = { pain_location: 'low_back_center,both_legs', leg_tingling: 'yes', pain_duration: 'lt_6w' };
    fires(base, 'bilateral_leg_check');
    expect(flag(base, 'bilateral_leg_check')!.advice).toMatch(/^Om besvären i båda benen är nya eller blir värre: sök vård direkt/);
    quiet({ ...base, red_flags: 'bilateral_leg' }, 'bilateral_leg_check');
    quiet({ ...base, pain_duration: 'gt_3m' }, 'bilateral_leg_check');
    quiet({ ...base, leg_tingling: 'no' }, 'bilateral_leg_check');
    quiet({ ...base, pain_location: 'low_back_center,below_knee' }, 'bilateral_leg_check');
  });

  it('thoracic_pain: pain in the mid back', () => {
    fires({ pain_location: 'upper_back' }, 'thoracic_pain');
    quiet({ pain_location: 'low_back_center' }, 'thoracic_pain');
  });

  it('not_screened: a skipped or missing warning-signs answer, only once the questionnaire is finished', () => {
    fires({ red_flags: 'skipped' }, 'not_screened');
    const { red_flags: _omitted, ...withoutFlags } = calm;
    expect(analyseAnswers(a(withoutFlags)).redFlags.map((f) => f.id)).toContain('not_screened');
    quiet({ red_flags: 'none' }, 'not_screened');
  });

  it('while the questionnaire is under way: a question not reached yet rules nothing in; a skipped one cannot rule a sign out', () => {
    const live = (values: Record<string, string>) => triageRedFlags(a(values)).map((f) => f.id);
    // At the warning signs, a 60-year-old with a cancer history: the duration is not asked yet.
    expect(live({ age_band: '50_64', red_flags: 'cancer_history' })).not.toContain('cancer_spine');
    expect(live({ age_band: '50_64', red_flags: 'cancer_history', pain_duration: 'lt_6w' })).toContain('cancer_spine');
    expect(live({ age_band: '50_64', red_flags: 'cancer_history', pain_duration: 'gt_3m' })).not.toContain('cancer_spine');
    expect(live({ age_band: '50_64', red_flags: 'cancer_history', pain_duration: 'skipped' })).toContain('cancer_spine');
    expect(live({ red_flags: 'cancer_history', cough_sneeze: 'skipped' })).toContain('cancer_spine');
    expect(live({ age_band: '65_79', episode: 'first' })).not.toContain('new_pain_over_50');
    expect(live({ age_band: '65_79', episode: 'first', pain_duration: '6w_3m' })).toContain('new_pain_over_50');
    // The missing warning-signs answer is only "not screened" at the end.
    expect(live({ age_band: '30_44' })).not.toContain('not_screened');
    // Finished without the duration or the cough question: neither rules the sign out.
    const finished = (values: Record<string, string>) => triageRedFlags(a(values), { final: true }).map((f) => f.id);
    expect(finished({ age_band: '50_64', red_flags: 'cancer_history' })).toContain('cancer_spine');
    expect(finished({ age_band: '30_44', red_flags: 'cancer_history', pain_duration: 'gt_3m' })).toContain('cancer_spine');
    expect(finished({ age_band: '30_44', red_flags: 'cancer_history', pain_duration: 'gt_3m', cough_sneeze: 'no' })).not.toContain('cancer_spine');
  });

  it('never fires an age rule without an age', () => {
    const { age_band: _none, ...noAge } = calm;
    const ids = analyseAnswers(a({ ...noAge, episode: 'first', pain_duration: 'lt_6w', onset: 'after_minor_fall', red_flags: 'cancer_history' })).redFlags.map(
      (f) => f.id,
    );
    for (const id of ['new_pain_over_50', 'fragility_fracture', 'cancer_spine']) expect(ids).not.toContain(id);
  });

  it('puts a combination before the single flags of the same urgency', () => {
    expect(flagIds({ red_flags: 'cancer_history,bladder_bowel' }).slice(0, 2)).toEqual(['cancer_neuro', 'bladder_bowel']);
  });
});

describe('patterns (CLINICAL.md §2)', () => {
  const top = (values: Record<string, string>) => analyse(values).categories[0]!.id;

  it('non-specific is the honest default when nothing stands out', () => {
    expect(top({})).toBe('ospecifik');
  });

  it('recognises each picture from two or more present signs', () => {
    expect(top({ forward_bend: 'back_pain', sitting_tolerance: 'under_30', cough_sneeze: 'back_pain' })).toBe('disksmarta');
    expect(top({ backward_bend: 'back_pain', relief_positions: 'bending_forward,sitting', pain_location: 'low_back_one_side' })).toBe('facetsmarta');
    expect(top({ single_leg_stand: 'buttock_pain', pain_location: 'buttock,low_back_one_side' })).toBe('si_led');
    expect(top({ straight_leg_raise: 'leg_pain_below_knee', leg_tingling: 'yes', pain_location: 'below_knee' })).toBe('nervinklammning');
    expect(top({ position_catches: 'often', episode: 'recurrent', plank_hold: 'under_30', bird_dog: 'wobbly' })).toBe('core_instabilitet');
    expect(top({ after_exertion: 'yes', onset: 'after_lifting_or_twisting' })).toBe('muskelsmarta');
    expect(top({ fear_of_movement: 'very', worry: 'very', catastrophising: 'somewhat', sleep: 'poor' })).toBe('emotionell');
  });

  it('a pregnancy or a birth in the last year raises the SI-joint picture', () => {
    const result = analyse({ health_background: 'pregnant', pain_location: 'buttock' });
    expect(result.categories[0]!.id).toBe('si_led');
    expect(result.categories[0]!.evidence.map((e) => e.answer)).toEqual(expect.arrayContaining(['pregnant', 'buttock']));
  });

  it('names the stenosis picture: leg symptoms on walking eased by sitting, at 72, tops the list', () => {
    const result = analyse({
      age_band: '65_79',
      walking_limit: 'leg_symptoms_eased_by_sitting',
      pain_location: 'low_back_center,thigh',
      plank_hold: 'cannot',
      side_plank: 'cannot',
    });
    expect(result.categories[0]!.id).toBe('nervinklammning');
    expect(result.categories[0]!.evidence.map((e) => e.questionKey)).toEqual(expect.arrayContaining(['walking_limit', 'age_band']));
    // Age alone is never evidence.
    expect(analyse({ age_band: '80_plus' }).categories.flatMap((c) => c.evidence)).toEqual([]);
  });

  it('needs two different questions and a score of 40 to stand out', () => {
    // One strong sign from one question: at most 34 (engine 3 §2: capped by its one question), ospecifik stays first.
    const one = analyse({ after_exertion: 'yes' });
    expect(one.categories.find((c) => c.id === 'muskelsmarta')!.score).toBe(34);
    expect(one.categories[0]!.id).toBe('ospecifik');
    // Two questions under 40 do not stand out either (catches sometimes 1.5 + a short wall sit 1 of 7.5: 33).
    const weak = analyse({ position_catches: 'sometimes', wall_sit: 'under_30' });
    expect(weak.categories.find((c) => c.id === 'core_instabilitet')!.score).toBe(33);
    expect(weak.categories[0]!.id).toBe('ospecifik');
  });

  it('stands out at exactly 40 from two questions, not at 38 from three', () => {
    // engine 3 §2: a recurrent episode is no sign; a short plank is (1.5 + 1.5 of 7.5).
    const at40 = analyse({ position_catches: 'sometimes', plank_hold: 'under_30' });
    expect(at40.categories[0]).toMatchObject({ id: 'core_instabilitet', score: 40 });
    const at38 = analyse({ fear_of_movement: 'somewhat', worry: 'somewhat', catastrophising: 'somewhat' });
    expect(at38.categories.find((c) => c.id === 'emotionell')!.score).toBe(38);
    expect(at38.categories[0]!.id).toBe('ospecifik');
  });

  it('orders standing-out patterns first, then ospecifik, then the rest', () => {
    // engine 3 §2: back pain both ways would count for neither, so the facet picture comes from relief and side here.
    const result = analyse({
      forward_bend: 'back_pain',
      sitting_tolerance: 'under_30',
      relief_positions: 'bending_forward',
      pain_location: 'low_back_one_side',
      after_exertion: 'yes',
    });
    const ids = result.categories.map((c) => c.id);
    expect(ids.slice(0, 2)).toEqual(['disksmarta', 'facetsmarta']);
    expect(ids[2]).toBe('ospecifik');
    expect(ids.indexOf('muskelsmarta')).toBeGreaterThan(2);
  });

  it('breaks a tie by the number of questions behind the evidence, then by the fixed order', () => {
    // Both at 100: nerve from 3 questions, core from 4: core comes first despite the fixed order
    // (engine 3 §2: 100 needs three questions at least, and a recurrent episode is no sign).
    const result = analyse({
      pain_location: 'below_knee,both_legs,thigh',
      leg_tingling: 'yes',
      straight_leg_raise: 'leg_pain_below_knee',
      position_catches: 'often',
      plank_hold: 'under_30',
      bird_dog: 'wobbly',
      side_plank: 'under_15',
    });
    const [first, second] = result.categories;
    expect([first!.score, second!.score]).toEqual([100, 100]);
    expect([first!.id, second!.id]).toEqual(['core_instabilitet', 'nervinklammning']);
  });

  it('breaks a tie of score and questions by the fixed order of the categories', () => {
    // Facet and SI joint both at 59 from two questions each (83 before engine 3's cap of two
    // questions): facet comes first in the fixed order.
    const result = analyse({
      backward_bend: 'back_pain',
      relief_positions: 'bending_forward',
      single_leg_stand: 'buttock_pain',
      health_background: 'pregnant',
    });
    const [first, second] = result.categories;
    expect([first!.score, second!.score]).toEqual([59, 59]);
    expect([first!.id, second!.id]).toEqual(['facetsmarta', 'si_led']);
  });

  it('treats "I could not do the test" as neutral for every pattern', () => {
    const result = analyse({
      forward_bend: 'cannot',
      backward_bend: 'cannot',
      plank_hold: 'cannot',
      side_plank: 'cannot',
      bird_dog: 'cannot',
      wall_sit: 'cannot',
    });
    expect(result.categories.flatMap((c) => c.evidence)).toEqual([]);
    expect(result.categories[0]!.id).toBe('ospecifik');
    // It counts in the mobility and strength area only.
    expect(result.riskAreas.find((r) => r.id === 'rorlighet_styrka')!.score).toBeGreaterThan(50);
  });

  it('words strength at 60 and 35, never as certainty', () => {
    expect([strengthOf(100), strengthOf(60), strengthOf(59), strengthOf(35), strengthOf(34), strengthOf(0)]).toEqual([
      'clear',
      'clear',
      'some',
      'some',
      'few',
      'few',
    ]);
    for (const c of analyse({ forward_bend: 'back_pain' }).categories) expect(c.strength).toBe(strengthOf(c.score));
  });

  it('lists the answers behind a score, strongest first, and only present signs', () => {
    const disc = analyse({ forward_bend: 'back_pain', sitting_tolerance: 'under_30' }).categories.find((c) => c.id === 'disksmarta')!;
    expect(disc.evidence).toEqual([
      { questionKey: 'forward_bend', answer: 'back_pain', weight: 3 },
      { questionKey: 'sitting_tolerance', answer: 'under_30', weight: 2.5 },
    ]);
    const emotional = analyse({ stress: '8' }).categories.find((c) => c.id === 'emotionell')!;
    expect(emotional.evidence).toContainEqual({ questionKey: 'stress', answer: '8', weight: 2 });
  });
});

describe('clinical cases from the review (CLINICAL.md engine 2)', () => {
  it('an 80-year-old on long-term cortisone after a minor fall: urgent, and no pattern from "could not do it"', () => {
    const result = analyse({
      age_band: '80_plus',
      health_background: 'long_term_cortisone',
      onset: 'after_minor_fall',
      plank_hold: 'cannot',
      side_plank: 'cannot',
      bird_dog: 'cannot',
    });
    expect(result.redFlags[0]).toMatchObject({ id: 'fragility_fracture', urgency: 'urgent' });
    expect(result.categories.find((c) => c.id === 'core_instabilitet')).toMatchObject({ score: 0, strength: 'few', evidence: [] });
  });

  it('cancer history with night pain and weight loss: contact within 24 hours, not only "soon"', () => {
    expect(analyse({ red_flags: 'cancer_history,night_pain,weight_loss' }).redFlags[0]).toMatchObject({ id: 'cancer_spine', urgency: 'urgent' });
  });

  it('severe distress is never "low" risk of long-lasting trouble', () => {
    const result = analyse({ fear_of_movement: 'very', catastrophising: 'very', low_mood: 'very', stress: '10', sleep: 'poor' });
    expect(result.riskAreas.find((r) => r.id === 'psykosocialt')!.level).toBe('high');
    expect(result.riskGroup).not.toBe('low');
  });

  it('a mild first episode with nothing specific: ospecifik, and no muscular pattern from absent signs', () => {
    const result = analyse({ episode: 'first', pain_duration: 'lt_6w', work_type: 'sitting', leg_tingling: 'no' });
    expect(result.categories[0]!.id).toBe('ospecifik');
    expect(result.categories.find((c) => c.id === 'muskelsmarta')!.evidence).toEqual([]);
  });

  it('every question skipped: no patterns, every area unknown, the risk group incomplete, not screened', () => {
    const skipped = Object.fromEntries(Object.keys(calm).map((k) => [k, 'skipped']));
    const result = analyseAnswers(a(skipped));
    expect(result.categories[0]!.id).toBe('ospecifik');
    expect(result.categories.flatMap((c) => c.evidence)).toEqual([]);
    expect(result.riskAreas.every((r) => r.level === 'unknown' && r.score === 0)).toBe(true);
    expect(result.riskGroupComplete).toBe(false);
    expect(result.redFlags.map((f) => f.id)).toEqual(['not_screened']);
  });
});

describe('risk of long-lasting trouble (CLINICAL.md §3)', () => {
  const group = (values: Record<string, string>) => {
    const answers = a({ ...calm, ...values });
    return riskGroup(answers, scoreAreas(answers));
  };
  it('is low with three signs in total and medium with four, unless four are psychosocial', () => {
    expect(group({ pain_location: 'below_knee', pain_intensity: '8', sitting_tolerance: 'under_30' }).riskGroup).toBe('low');
    expect(group({ pain_location: 'below_knee', pain_intensity: '8', sitting_tolerance: 'under_30', walking_limit: 'back_pain' }).riskGroup).toBe('medium');
    expect(group({ fear_of_movement: 'somewhat', worry: 'somewhat', catastrophising: 'somewhat', pain_intensity: '7' }).riskGroup).toBe('medium');
    expect(group({ fear_of_movement: 'somewhat', worry: 'somewhat', catastrophising: 'somewhat', low_mood: 'somewhat' }).riskGroup).toBe('high');
    expect(group({ fear_of_movement: 'somewhat', worry: 'somewhat', catastrophising: 'somewhat', bothersomeness: 'very_much' }).riskGroup).toBe('high');
    expect(group({ pain_intensity: '6' }).riskGroup).toBe('low');
  });
  it('is never low when the psychosocial area is high', () => {
    // Three psychosocial signs (total 3) with stress at 10 make the area high: medium, not low.
    const values = { stress: '10', worry: 'very', low_mood: 'very', fear_of_movement: 'very' };
    expect(riskGroup(a({ ...calm, ...values }), scoreAreas(a({ ...calm, ...values }))).riskGroup).toBe('medium');
    expect(scoreAreas(a({ ...calm, ...values })).find((r) => r.id === 'psykosocialt')!.level).toBe('high');
  });
  it('is complete with six of the nine signs answered, not with five', () => {
    const only = (keys: string[]) => {
      const answers = a(Object.fromEntries(keys.map((k) => [k, calm[k]!])));
      return riskGroup(answers, scoreAreas(answers)).riskGroupComplete;
    };
    const five = ['pain_location', 'walking_limit', 'sitting_tolerance', 'pain_intensity', 'fear_of_movement'];
    expect(only(five)).toBe(false);
    expect(only([...five, 'worry'])).toBe(true);
    // The leg sign is answered by either of its two questions.
    expect(only(['leg_tingling', 'walking_limit', 'sitting_tolerance', 'pain_intensity', 'fear_of_movement', 'worry'])).toBe(true);
  });
});

describe('the five areas', () => {
  it('says unknown when fewer than half of an area’s questions are answered', () => {
    const areas = scoreAreas(a({ sleep: 'poor' }));
    expect(areas.find((r) => r.id === 'somn_aterhamtning')).toMatchObject({ level: 'high' });
    expect(areas.find((r) => r.id === 'psykosocialt')).toMatchObject({ level: 'unknown', score: 0 });
    // Two of five psychosocial answers is under half; three is enough.
    expect(scoreAreas(a({ worry: 'very', stress: '10' })).find((r) => r.id === 'psykosocialt')!.level).toBe('unknown');
    expect(scoreAreas(a({ worry: 'very', stress: '10', fear_of_movement: 'not_at_all' })).find((r) => r.id === 'psykosocialt')!.level).toBe('high');
  });
  it('levels: below 34 low, below 67 moderate, otherwise high; a high score is more load', () => {
    const heavy = analyse({ sleep: 'poor', after_exertion: 'yes' });
    expect(heavy.riskAreas.find((r) => r.id === 'somn_aterhamtning')).toMatchObject({ score: 100, level: 'high' });
    expect(analyse({}).riskAreas.find((r) => r.id === 'rorlighet_styrka')).toMatchObject({ score: 0, level: 'low' });
    expect(scoreAreas(a({ sleep: 'fair', after_exertion: 'no' })).find((r) => r.id === 'somn_aterhamtning')).toMatchObject({ score: 33, level: 'low' });
    // engine 3 §3: high only with a worst answer (sleep poor); fair sleep and aching after exertion is capped at 66.
    expect(scoreAreas(a({ sleep: 'fair', after_exertion: 'yes' })).find((r) => r.id === 'somn_aterhamtning')).toMatchObject({ score: 66, level: 'moderate' });
    expect(scoreAreas(a({ sleep: 'good', after_exertion: 'yes' })).find((r) => r.id === 'somn_aterhamtning')).toMatchObject({ score: 33, level: 'low' });
  });
});

describe('analyseAnswers', () => {
  it('is versioned and deterministic', () => {
    const answers = a({ ...calm, forward_bend: 'back_pain', stress: '7' });
    expect(analyseAnswers(answers)).toEqual(analyseAnswers(structuredClone(answers)));
    expect(analyseAnswers(answers).engineVersion).toBe(ENGINE_VERSION);
    expect(ENGINE_VERSION).toMatch(/^3\.\d+\.\d+$/);
  });

  it('maps the stored tests list to answers', () => {
    const map = answersFromTests([{ testId: 'forward_bend', completion: 'back_pain', painLevel: 5 }]);
    expect(map.forward_bend).toEqual({ completion: 'back_pain', painLevel: 5, painLocations: undefined, additionalNotes: undefined });
  });

  // What a person answers when a sign is absent, and the keys that never raise a pattern.
  const ABSENT = new Set([
    'no',
    'no_pain',
    'none',
    'never',
    'not_at_all',
    'stable_no_pain',
    'steady_no_pain',
    'over_60',
    'over_30',
    'good',
    'cannot',
    'skipped',
    'gradual',
  ]);
  const NEVER_EVIDENCE = new Set(['work_type', 'activity_level', 'exercise', 'social_support', 'goals']);
  const values = [
    ...new Set(Object.values(calm)),
    'yes',
    'very',
    'somewhat',
    'often',
    'sometimes',
    'cannot',
    'under_30',
    'back_pain',
    'leg_pain',
    'skipped',
    '10',
    '7',
    '-1',
    '11',
    'x,y',
    '',
  ];

  it('never shows an absent sign, "could not do it" or a work or activity answer as evidence (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(calm)), fc.constantFrom(...values)), (raw) => {
        for (const c of analyseAnswers(a(raw)).categories) {
          for (const e of c.evidence) {
            expect(ABSENT.has(e.answer), `${c.id} ${e.questionKey}=${e.answer}`).toBe(false);
            expect(NEVER_EVIDENCE.has(e.questionKey)).toBe(false);
            expect(e.weight).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('gives a well-formed analysis for any answers at all (property)', () => {
    const value = fc.oneof(fc.constantFrom(...values), fc.string());
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(calm), 'unknown_key', 'valueOf'), value), (raw) => {
        const result = analyseAnswers(a(raw));
        expect(result.categories.map((c) => c.id).sort()).toEqual([...CATEGORY_IDS].sort());
        expect(result.riskAreas.map((r) => r.id)).toEqual([...AREA_IDS]);
        for (const c of result.categories) expect(c.score >= 0 && c.score <= 100 && Number.isInteger(c.score)).toBe(true);
        for (const r of result.riskAreas) expect(r.score >= 0 && r.score <= 100 && Number.isInteger(r.score)).toBe(true);
        expect(['low', 'medium', 'high']).toContain(result.riskGroup);
        const order = ['emergency', 'urgent', 'soon'];
        for (let i = 1; i < result.redFlags.length; i++)
          expect(order.indexOf(result.redFlags[i - 1]!.urgency)).toBeLessThanOrEqual(order.indexOf(result.redFlags[i]!.urgency));
      }),
      { numRuns: 400 },
    );
  });

  it('ignores answers that name Object.prototype members', () => {
    const result = analyseAnswers(a({ exercise: 'valueOf', sleep: 'constructor', work_type: '__proto__', stress: 'toString' }));
    for (const r of result.riskAreas) expect(Number.isInteger(r.score)).toBe(true);
  });
});

describe('engine 3 (CLINICAL.md §1–§3, changes marked engine 3): each rule firing and just not firing', () => {
  const fires = (values: Record<string, string>, id: string) => expect(flagIds(values), JSON.stringify(values)).toContain(id);
  const quiet = (values: Record<string, string>, id: string) => expect(flagIds(values), JSON.stringify(values)).not.toContain(id);
  const category = (values: Record<string, string>, id: string) => analyse(values).categories.find((c) => c.id === id)!;

  it('cancer_neuro also fires on radicular pain, whatever the duration; thigh pain alone is not radicular', () => {
    const radicular: Record<string, string>[] = [
      { pain_location: 'low_back_center,below_knee' },
      { pain_location: 'both_legs' },
      { cough_sneeze: 'leg_pain' },
      { straight_leg_raise: 'leg_pain_below_knee' },
      { forward_bend: 'leg_pain' },
      { backward_bend: 'leg_pain' },
    ];
    for (const sign of radicular) {
      for (const pain_duration of ['lt_6w', 'gt_3m']) {
        const values = { red_flags: 'cancer_history', ...sign, pain_duration };
        fires(values, 'cancer_neuro');
        expect(analyse(values).redFlags[0]).toMatchObject({ id: 'cancer_neuro', urgency: 'emergency' });
      }
      // Without a cancer history the same pain is no warning sign.
      quiet({ ...sign }, 'cancer_neuro');
    }
    quiet({ red_flags: 'cancer_history', pain_location: 'thigh', pain_duration: 'gt_3m' }, 'cancer_neuro');
    quiet({ red_flags: 'cancer_history', cough_sneeze: 'back_pain', straight_leg_raise: 'back_pain', forward_bend: 'back_pain' }, 'cancer_neuro');
  });

  it('procedure_or_bleed_neuro: a recent spine procedure or blood thinners with increasing weakness is an emergency; either alone is not', () => {
    for (const background of ['recent_spine_procedure', 'anticoagulant']) {
      const values = { health_background: background, red_flags: 'progressive_weakness' };
      fires(values, 'procedure_or_bleed_neuro');
      expect(analyse(values).redFlags[0]).toMatchObject({ id: 'procedure_or_bleed_neuro', urgency: 'emergency' });
    }
    expect(flagIds({ health_background: 'anticoagulant' })).toEqual([]);
    quiet({ health_background: 'recent_spine_procedure', leg_tingling: 'yes' }, 'procedure_or_bleed_neuro');
    quiet({ health_background: 'osteoporosis', red_flags: 'progressive_weakness' }, 'procedure_or_bleed_neuro');
  });

  it('serious_cause_over_50: at 50 or over, pain not long-standing, and two of a first episode, night pain, weight loss', () => {
    const over50 = { age_band: '50_64', pain_duration: '6w_3m' };
    fires({ ...over50, episode: 'first', red_flags: 'night_pain' }, 'serious_cause_over_50');
    fires({ ...over50, episode: 'first', red_flags: 'weight_loss' }, 'serious_cause_over_50');
    fires({ ...over50, episode: 'recurrent', red_flags: 'night_pain,weight_loss' }, 'serious_cause_over_50');
    expect(flag({ ...over50, episode: 'first', red_flags: 'night_pain' }, 'serious_cause_over_50')!.urgency).toBe('urgent');
    // Skipped duration is the safe side.
    fires({ ...over50, pain_duration: 'skipped', episode: 'first', red_flags: 'night_pain' }, 'serious_cause_over_50');
    // One of the three, long-standing pain, or under 50: no.
    quiet({ ...over50, episode: 'first', red_flags: 'none' }, 'serious_cause_over_50');
    quiet({ ...over50, episode: 'recurrent', red_flags: 'night_pain' }, 'serious_cause_over_50');
    quiet({ ...over50, pain_duration: 'gt_3m', episode: 'first', red_flags: 'night_pain,weight_loss' }, 'serious_cause_over_50');
    quiet({ age_band: '45_49', pain_duration: 'lt_6w', episode: 'first', red_flags: 'night_pain,weight_loss' }, 'serious_cause_over_50');
  });

  it('thoracic_pain needs pain under 3 months, age 50 or over, or a bone risk', () => {
    const midBack = { pain_location: 'upper_back', age_band: '30_44' };
    quiet({ ...midBack, pain_duration: 'gt_3m' }, 'thoracic_pain');
    fires({ ...midBack, pain_duration: '6w_3m' }, 'thoracic_pain');
    fires({ ...midBack, pain_duration: 'skipped' }, 'thoracic_pain');
    fires({ ...midBack, pain_duration: 'gt_3m', age_band: '50_64' }, 'thoracic_pain');
    fires({ ...midBack, pain_duration: 'gt_3m', health_background: 'osteoporosis' }, 'thoracic_pain');
    quiet({ ...midBack, pain_location: 'low_back_center', pain_duration: 'lt_6w' }, 'thoracic_pain');
  });

  it('caps a score by the questions behind it: one → 34, two → 59; so a lift plus aching is "vissa drag", not 100', () => {
    expect(category({ after_exertion: 'yes' }, 'muskelsmarta')).toMatchObject({ score: 34, strength: 'few' });
    const lift = category({ after_exertion: 'yes', onset: 'after_lifting_or_twisting', episode: 'first' }, 'muskelsmarta');
    expect(lift).toMatchObject({ score: 59, strength: 'some' });
    // Three questions may reach 100.
    expect(category({ pain_location: 'below_knee', leg_tingling: 'yes', straight_leg_raise: 'leg_pain_below_knee' }, 'nervinklammning').score).toBe(100);
    // Two questions that would be 100 stop at 59 (tingling and below the knee: 6 of 9).
    expect(category({ pain_location: 'below_knee,both_legs,thigh', leg_tingling: 'yes' }, 'nervinklammning').score).toBe(59);
  });

  it('back pain on bending both ways counts for neither disc nor facet; one way counts', () => {
    const both = analyse({ forward_bend: 'back_pain', backward_bend: 'back_pain' });
    for (const id of ['disksmarta', 'facetsmarta']) expect(both.categories.find((c) => c.id === id)).toMatchObject({ score: 0, evidence: [] });
    expect(category({ forward_bend: 'back_pain' }, 'disksmarta').evidence.map((e) => e.questionKey)).toEqual(['forward_bend']);
    expect(category({ backward_bend: 'back_pain' }, 'facetsmarta').evidence.map((e) => e.questionKey)).toEqual(['backward_bend']);
    // Leg pain one way and back pain the other is not "both ways".
    expect(category({ forward_bend: 'back_pain', backward_bend: 'leg_pain' }, 'disksmarta').evidence).toHaveLength(1);
  });

  it('sitting 30–60 minutes is no sign; under 30 is', () => {
    expect(category({ sitting_tolerance: '30_60' }, 'disksmarta').evidence).toEqual([]);
    expect(category({ sitting_tolerance: 'under_30' }, 'disksmarta').evidence).toEqual([{ questionKey: 'sitting_tolerance', answer: 'under_30', weight: 2.5 }]);
  });

  it('an unsteady single-leg stand is balance, no pattern’s sign; it counts in mobility and strength', () => {
    const result = analyse({ single_leg_stand: 'unstable' });
    expect(result.categories.flatMap((c) => c.evidence)).toEqual([]);
    expect(result.riskAreas.find((r) => r.id === 'rorlighet_styrka')!.score).toBeGreaterThan(0);
    // Pain over the buttock on it is a sign (the SI-joint picture).
    expect(category({ single_leg_stand: 'buttock_pain' }, 'si_led').evidence.map((e) => e.questionKey)).toEqual(['single_leg_stand']);
  });

  it('a recurrent episode is no sign of any pattern', () => {
    expect(analyse({ episode: 'recurrent' }).categories.flatMap((c) => c.evidence)).toEqual([]);
    expect(category({ episode: 'recurrent', position_catches: 'often' }, 'core_instabilitet').evidence.map((e) => e.questionKey)).toEqual(['position_catches']);
  });

  it('emotionell counts only the strong answers: stress 4–6, fair sleep and moderate bother feed the areas only', () => {
    const mild = analyse({ stress: '6', sleep: 'fair', bothersomeness: 'moderately' });
    expect(mild.categories.find((c) => c.id === 'emotionell')).toMatchObject({ score: 0, evidence: [] });
    expect(mild.riskAreas.find((r) => r.id === 'somn_aterhamtning')!.score).toBeGreaterThan(0);
    const strong = category({ stress: '7', sleep: 'poor', bothersomeness: 'very_much' }, 'emotionell');
    expect(strong.evidence.map((e) => e.questionKey).sort()).toEqual(['bothersomeness', 'sleep', 'stress']);
    // Somewhat afraid still counts at half weight.
    expect(category({ fear_of_movement: 'somewhat' }, 'emotionell').evidence).toEqual([{ questionKey: 'fear_of_movement', answer: 'somewhat', weight: 1.5 }]);
  });

  it('any four psychosocial signs that make the risk group high also make emotionell stand out (every combination)', () => {
    const signs: [string, string[]][] = [
      ['fear_of_movement', ['somewhat', 'very']],
      ['worry', ['somewhat', 'very']],
      ['catastrophising', ['somewhat', 'very']],
      ['low_mood', ['somewhat', 'very']],
      ['bothersomeness', ['very_much', 'extremely']],
    ];
    fc.assert(
      fc.property(fc.subarray(signs, { minLength: 4, maxLength: 4 }), fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), (chosen, strong) => {
        const values = Object.fromEntries(chosen.map(([key, levels], i) => [key, levels[strong[i] ? 1 : 0]!]));
        const result = analyse(values);
        expect(result.riskGroup).toBe('high');
        expect(result.categories[0]!.id).toBe('emotionell');
      }),
      { numRuns: 200 },
    );
  });

  it('an urgent or emergency flag, inflammatory back pain or sudden pain with a bone risk hides every pattern: ospecifik first, scores kept', () => {
    const disc = { forward_bend: 'back_pain', sitting_tolerance: 'under_30', cough_sneeze: 'back_pain' };
    expect(analyse(disc).categories[0]!.id).toBe('disksmarta');
    const hiding: Record<string, string>[] = [
      { red_flags: 'fever' },
      { red_flags: 'saddle_numbness' },
      { red_flags: 'cancer_history,night_pain' },
      { age_band: '30_44', pain_duration: 'gt_3m', inflammatory_signs: 'morning_stiffness_30min,wakes_second_half_night,better_with_movement' },
      { onset: 'sudden_no_trigger', health_background: 'osteoporosis' },
    ];
    for (const values of hiding) {
      const result = analyse({ ...disc, ...values });
      expect(result.categories[0], JSON.stringify(values)).toMatchObject({ id: 'ospecifik', score: 50, strength: 'some' });
      expect(result.categories.find((c) => c.id === 'disksmarta')!.score).toBeGreaterThan(59);
    }
    // A `soon` flag alone hides nothing.
    expect(analyse({ ...disc, red_flags: 'night_pain' }).categories[0]!.id).toBe('disksmarta');
  });

  it('ospecifik scores 50 when first and 0 otherwise; a pattern without evidence scores 0', () => {
    const nothing = analyse({});
    expect(nothing.categories[0]).toMatchObject({ id: 'ospecifik', score: 50, strength: 'some', evidence: [] });
    for (const c of nothing.categories.slice(1)) expect(c).toMatchObject({ score: 0, strength: 'few' });
    const standing = analyse({ forward_bend: 'back_pain', sitting_tolerance: 'under_30' });
    expect(standing.categories.find((c) => c.id === 'ospecifik')).toMatchObject({ score: 0, strength: 'few' });
  });

  it('an area is high only with one of its worst answers; otherwise it stops at 66', () => {
    const area = (values: Record<string, string>, id: string) => scoreAreas(a(values)).find((r) => r.id === id)!;
    expect(area({ sleep: 'fair', after_exertion: 'yes' }, 'somn_aterhamtning')).toMatchObject({ score: 66, level: 'moderate' });
    expect(area({ sleep: 'poor', after_exertion: 'no' }, 'somn_aterhamtning')).toMatchObject({ score: 67, level: 'high' });
    // Low activity is one of work and daily life's worst answers: high is allowed.
    expect(area({ work_type: 'physical', activity_level: 'low', sitting_tolerance: '30_60' }, 'arbete_vardag').level).toBe('high');
    const psych = { fear_of_movement: 'somewhat', worry: 'somewhat', catastrophising: 'somewhat', low_mood: 'somewhat', stress: '10' };
    expect(area(psych, 'psykosocialt')).toMatchObject({ score: 60, level: 'moderate' });
    expect(area({ ...psych, worry: 'very' }, 'psykosocialt').level).toBe('high');
  });
});

describe('engine 3 properties', () => {
  const keys = Object.keys(calm);
  const anyValue = fc.constantFrom(
    ...new Set([...Object.values(calm), 'yes', 'very', 'somewhat', 'often', 'sometimes', 'cannot', 'under_30', '30_60', 'under_15', 'back_pain', 'leg_pain']),
    'leg_pain_below_knee',
    'buttock_pain',
    'unstable',
    'wobbly',
    'poor',
    'fair',
    'very_much',
    'extremely',
    'moderately',
    'recurrent',
    'first',
    'after_lifting_or_twisting',
    'below_knee,both_legs',
    'cancer_history,night_pain',
    'fever',
    'pregnant',
    'sick_leave',
    'low',
    '0',
    '5',
    '8',
    '10',
    'skipped',
  );
  const answers = fc.dictionary(fc.constantFrom(...keys), anyValue);
  const CAPS: Record<number, number> = { 0: 0, 1: 34, 2: 59 };

  it('no score exceeds its cap, episode is never evidence, and a pattern that does not stand out is never "tydliga drag" unless a flag hides them', () => {
    fc.assert(
      fc.property(answers, (raw) => {
        const result = analyseAnswers(a(raw));
        const cut = result.categories.findIndex((c) => c.id === 'ospecifik');
        for (const [i, c] of result.categories.entries()) {
          if (c.id === 'ospecifik') continue;
          const questions = new Set(c.evidence.map((e) => e.questionKey)).size;
          expect(c.score, `${c.id} from ${questions} questions`).toBeLessThanOrEqual(CAPS[questions] ?? 100);
          expect(c.evidence.map((e) => e.questionKey)).not.toContain('episode');
          if (c.evidence.length === 0) expect(c.score).toBe(0);
          const hidden = result.redFlags.some((f) => f.urgency !== 'soon' || ['inflammatory_back_pain', 'fragility_sudden'].includes(f.id));
          if (i > cut && !hidden) expect(c.strength, c.id).not.toBe('clear');
        }
        const nonspecific = result.categories[cut]!;
        expect(nonspecific.score).toBe(cut === 0 ? 50 : 0);
      }),
      { numRuns: 600 },
    );
  });

  it('an area is high only with one of its worst answers (property)', () => {
    const WORST: Record<string, (v: Record<string, string>) => boolean> = {
      smarta_funktion: (v) =>
        Number(v.pain_intensity) >= 7 ||
        ['very_much', 'extremely'].includes(v.bothersomeness ?? '') ||
        (v.walking_limit ?? '').startsWith('leg_symptoms_') ||
        v.sitting_tolerance === 'under_30',
      somn_aterhamtning: (v) => v.sleep === 'poor',
      arbete_vardag: (v) => v.work_type === 'sick_leave' || v.sitting_tolerance === 'under_30' || v.activity_level === 'low',
      psykosocialt: (v) => ['fear_of_movement', 'worry', 'catastrophising', 'low_mood'].some((k) => v[k] === 'very') || Number(v.stress) >= 7,
    };
    fc.assert(
      fc.property(answers, (raw) => {
        for (const area of scoreAreas(a(raw))) {
          const worst = WORST[area.id];
          if (worst && area.level === 'high') expect(worst(raw), `${area.id} ${JSON.stringify(raw)}`).toBe(true);
        }
      }),
      { numRuns: 600 },
    );
  });
});
