import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION, analyseAnswers, answersFromTests } from './engine';
import { triageRedFlags } from './red-flags';
import { riskGroup } from './risk-group';
import { AREA_IDS, CATEGORY_IDS, type AnswerMap } from './types';

const a = (values: Record<string, string>): AnswerMap => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { completion: v }]));

// A calm baseline: self-tests without pain, little worry. Vignettes change what they need.
const calm = {
  red_flags: 'none',
  pain_duration: '6w_3m',
  pain_intensity: '4',
  pain_location: 'low_back_center',
  leg_tingling: 'no',
  bothersomeness: 'slightly',
  forward_bend: 'no_pain',
  backward_bend: 'no_pain',
  sitting_tolerance: 'over_60',
  straight_leg_raise: 'no_pain',
  relief_bending_forward: 'no',
  after_exertion: 'no',
  single_leg_stand: 'stable_no_pain',
  plank_hold: 'over_60',
  side_plank: 'over_30',
  bird_dog: 'steady_no_pain',
  wall_sit: 'over_60',
  position_catches: 'never',
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
  prior_treatment: 'nothing',
  goals: 'Kunna springa igen',
};
const top = (values: Record<string, string>) => analyseAnswers(a({ ...calm, ...values })).categories[0]!.id;

describe('pattern vignettes (CLINICAL.md §2)', () => {
  it('disc-like: pain bending forward and sitting, central low back', () => {
    expect(top({ forward_bend: 'back_pain', sitting_tolerance: 'under_30', straight_leg_raise: 'back_pain' })).toBe('disksmarta');
  });
  it('facet-like: pain bending backward, eased by bending forward, one side', () => {
    expect(top({ backward_bend: 'back_pain', relief_bending_forward: 'yes', pain_location: 'low_back_one_side' })).toBe('facetsmarta');
  });
  it('SI-joint-like: buttock pain standing on one leg, low and one-sided', () => {
    expect(top({ single_leg_stand: 'buttock_pain', pain_location: 'buttock,low_back_one_side' })).toBe('si_led');
  });
  it('nerve-like: leg pain below the knee, tingling, positive leg raise', () => {
    expect(top({ straight_leg_raise: 'leg_pain_below_knee', leg_tingling: 'yes', pain_location: 'thigh,below_knee', forward_bend: 'leg_pain' })).toBe('nervinklammning');
  });
  it('instability-like: catches, short holds, long-standing', () => {
    expect(
      top({ position_catches: 'often', plank_hold: 'cannot', side_plank: 'cannot', bird_dog: 'wobbly', wall_sit: 'under_30', single_leg_stand: 'unstable', pain_duration: 'gt_3m' }),
    ).toBe('core_instabilitet');
  });
  it('muscular: aching after exertion, local, physical work, recent', () => {
    expect(top({ after_exertion: 'yes', work_type: 'physical', pain_duration: 'lt_6w', pain_location: 'low_back_center,low_back_one_side' })).toBe('muskelsmarta');
  });
  it('psychosocial: fear, worry, low mood, stress, poor sleep, very bothersome', () => {
    const values = { fear_of_movement: 'very', worry: 'very', catastrophising: 'very', low_mood: 'very', stress: '9', sleep: 'poor', bothersomeness: 'extremely' };
    expect(top(values)).toBe('emotionell');
    expect(analyseAnswers(a({ ...calm, ...values })).riskGroup).toBe('high');
  });
  it('non-specific is the honest default when nothing stands out', () => {
    expect(top({})).toBe('ospecifik');
  });
  it('shows the answers behind each score', () => {
    const result = analyseAnswers(a({ ...calm, forward_bend: 'back_pain', sitting_tolerance: 'under_30' }));
    const disc = result.categories.find((c) => c.id === 'disksmarta')!;
    expect(disc.evidence).toEqual(
      expect.arrayContaining([
        { questionKey: 'forward_bend', answer: 'back_pain', weight: 3 },
        { questionKey: 'sitting_tolerance', answer: 'under_30', weight: 3 },
      ]),
    );
    const emotional = analyseAnswers(a({ ...calm, stress: '8' })).categories.find((c) => c.id === 'emotionell')!;
    expect(emotional.evidence).toContainEqual({ questionKey: 'stress', answer: '8', weight: 2 });
  });
});

describe('red flags (CLINICAL.md §1)', () => {
  const cases: [string, string][] = [
    ['bladder_bowel', 'emergency'],
    ['saddle_numbness', 'emergency'],
    ['bilateral_leg', 'emergency'],
    ['progressive_weakness', 'urgent'],
    ['fever', 'urgent'],
    ['major_trauma', 'urgent'],
    ['cancer_history', 'soon'],
    ['weight_loss', 'soon'],
    ['night_pain', 'soon'],
  ];
  it.each(cases)('%s is %s, with advice', (id, urgency) => {
    const [flag] = triageRedFlags(a({ red_flags: id }));
    expect(flag).toMatchObject({ id, urgency });
    expect(flag!.advice).toMatch(urgency === 'emergency' ? /112/ : urgency === 'urgent' ? /i dag/ : /vårdcentral|1177/);
  });
  it('lists the most urgent first and ignores none, unknown values and skips', () => {
    expect(triageRedFlags(a({ red_flags: 'night_pain,fever,bladder_bowel' })).map((f) => f.urgency)).toEqual(['emergency', 'urgent', 'soon']);
    expect(triageRedFlags(a({ red_flags: 'none' }))).toEqual([]);
    expect(triageRedFlags(a({ red_flags: 'skipped' }))).toEqual([]);
    expect(triageRedFlags(a({ red_flags: 'made_up' }))).toEqual([]);
  });
});

describe('risk group (stratification principle)', () => {
  it('low when few signs in total', () => {
    expect(riskGroup(a(calm))).toBe('low');
  });
  it('medium with physical signs but little psychosocial load', () => {
    expect(riskGroup(a({ ...calm, pain_location: 'below_knee', pain_intensity: '8', sitting_tolerance: 'under_30', pain_duration: 'gt_3m' }))).toBe('medium');
  });
  it('high when the psychosocial count reaches four', () => {
    expect(riskGroup(a({ ...calm, fear_of_movement: 'somewhat', worry: 'very', catastrophising: 'somewhat', low_mood: 'somewhat' }))).toBe('high');
  });
});

describe('analyseAnswers', () => {
  it('is versioned and deterministic', () => {
    const answers = a({ ...calm, forward_bend: 'back_pain', stress: '7' });
    expect(analyseAnswers(answers)).toEqual(analyseAnswers(structuredClone(answers)));
    expect(analyseAnswers(answers).engineVersion).toBe(ENGINE_VERSION);
  });

  it('maps the stored tests list to answers', () => {
    const map = answersFromTests([{ testId: 'forward_bend', completion: 'back_pain', painLevel: 5 }]);
    expect(map.forward_bend).toEqual({ completion: 'back_pain', painLevel: 5, painLocations: undefined, additionalNotes: undefined });
  });

  it('gives a well-formed analysis for any answers at all (property)', () => {
    const keys = [...Object.keys(calm), 'unknown_key'];
    const value = fc.oneof(fc.constantFrom(...new Set(Object.values(calm)), 'skipped', 'yes', 'very', 'cannot', 'under_30', '10', '-1', '11', 'x,y', ''), fc.string());
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), value), (raw) => {
        const result = analyseAnswers(a(raw));
        expect(result.categories.map((c) => c.id).sort()).toEqual([...CATEGORY_IDS].sort());
        expect(result.riskAreas.map((r) => r.id)).toEqual([...AREA_IDS]);
        for (const c of result.categories) expect(c.score >= 0 && c.score <= 100 && Number.isInteger(c.score)).toBe(true);
        for (const r of result.riskAreas) expect(r.score >= 0 && r.score <= 100 && Number.isInteger(r.score)).toBe(true);
        for (let i = 1; i < result.categories.length; i++) expect(result.categories[i - 1]!.score).toBeGreaterThanOrEqual(result.categories[i]!.score);
        expect(['low', 'medium', 'high']).toContain(result.riskGroup);
      }),
      { numRuns: 400 },
    );
  });

  it('ignores answers that name Object.prototype members (found by the property test)', () => {
    const result = analyseAnswers(a({ exercise: 'valueOf', sleep: 'constructor', work_type: '__proto__' }));
    for (const r of result.riskAreas) expect(Number.isInteger(r.score)).toBe(true);
  });

  it('scores the five areas with levels as words', () => {
    const heavy = analyseAnswers(a({ ...calm, sleep: 'poor', stress: '10', after_exertion: 'yes' }));
    expect(heavy.riskAreas.find((r) => r.id === 'somn_aterhamtning')).toMatchObject({ score: 100, level: 'high' });
    const light = analyseAnswers(a(calm));
    expect(light.riskAreas.find((r) => r.id === 'rorlighet_styrka')).toMatchObject({ score: 0, level: 'low' });
  });
});
