import { describe, expect, it } from 'vitest';
import { analyseAnswers } from './engine';
import { PATTERNS_HIDDEN_SENTENCES, hasEnoughAnswers, highestUrgency, mainPattern, patternView, patternsHidden, ryggScore } from './presentation';
import type { AnswerMap } from './types';

const a = (values: Record<string, string>): AnswerMap => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { completion: v }]));

// Enough for three areas (pain and function, psychosocial, work and daily life) and nothing else.
const threeAreas: Record<string, string> = {
  red_flags: 'none',
  pain_intensity: '5',
  walking_limit: 'none',
  sitting_tolerance: '30_60',
  bothersomeness: 'moderately',
  fear_of_movement: 'somewhat',
  worry: 'somewhat',
  catastrophising: 'not_at_all',
  work_type: 'sitting',
  activity_level: 'moderate',
};

describe('enough answers for a result (CLINICAL.md §3)', () => {
  it('needs three known areas', () => {
    const analysis = analyseAnswers(a(threeAreas));
    expect(analysis.riskAreas.filter((r) => r.level !== 'unknown')).toHaveLength(3);
    expect(hasEnoughAnswers(analysis)).toBe(true);
    expect(ryggScore(analysis)).not.toBeNull();
  });

  it('with two known areas there is no result and no back score', () => {
    const { work_type: _w, activity_level: _a, ...two } = threeAreas;
    const analysis = analyseAnswers(a(two));
    expect(analysis.riskAreas.filter((r) => r.level !== 'unknown')).toHaveLength(2);
    expect(hasEnoughAnswers(analysis)).toBe(false);
    expect(ryggScore(analysis)).toBeNull();
  });

  it('an incomplete risk group still gives a result, which the page calls uncertain', () => {
    // Five of the nine signs of the risk group answered (walking, sitting, pain, fear, catastrophising).
    const { bothersomeness: _b, worry: _w, ...fewerSigns } = threeAreas;
    const analysis = analyseAnswers(a({ ...fewerSigns, stress: '4' }));
    expect(analysis.riskGroupComplete).toBe(false);
    expect(hasEnoughAnswers(analysis)).toBe(true);
  });

  it('only the warning signs answered: too few', () => {
    expect(hasEnoughAnswers(analyseAnswers(a({ red_flags: 'none' })))).toBe(false);
  });
});

describe('ryggScore', () => {
  it('is 100 minus the mean of the known areas, rounded', () => {
    const areas = [
      { level: 'low' as const, score: 10 },
      { level: 'moderate' as const, score: 41 },
      { level: 'high' as const, score: 70 },
      { level: 'unknown' as const, score: 0 },
    ];
    expect(ryggScore({ riskAreas: areas })).toBe(Math.round(100 - (10 + 41 + 70) / 3));
  });
});

describe('highestUrgency', () => {
  it('picks the most urgent level whatever the order', () => {
    expect(highestUrgency([])).toBeNull();
    expect(highestUrgency([{ urgency: 'soon' }, { urgency: 'urgent' }])).toBe('urgent');
    expect(highestUrgency([{ urgency: 'urgent' }, { urgency: 'emergency' }, { urgency: 'soon' }])).toBe('emergency');
  });
});

describe('which patterns a page shows (CLINICAL.md §2, engine 3)', () => {
  const view = (values: Record<string, string>) => patternView(analyseAnswers(a({ red_flags: 'none', ...values })));
  const disc = { forward_bend: 'back_pain', sitting_tolerance: 'under_30', cough_sneeze: 'back_pain' };

  it('names the main pain pattern, never emotionell, which is a factor beside it', () => {
    const shown = view({ ...disc, fear_of_movement: 'very', worry: 'very', catastrophising: 'very', sleep: 'poor' });
    expect(shown.hidden).toBeNull();
    if (shown.hidden) return;
    expect(shown.main.id).toBe('disksmarta');
    expect(shown.factor?.id).toBe('emotionell');
    // emotionell stronger than every pain pattern is still not the main pattern.
    const distressed = view({ fear_of_movement: 'very', worry: 'very', catastrophising: 'very', low_mood: 'very', sleep: 'poor' });
    if (distressed.hidden) throw new Error('not hidden');
    expect(distressed.main.id).toBe('ospecifik');
    expect(distressed.factor?.id).toBe('emotionell');
    expect(mainPattern(analyseAnswers(a({ red_flags: 'none', fear_of_movement: 'very', worry: 'very', catastrophising: 'very' })))?.id).toBe('ospecifik');
  });

  it('hides every pattern behind one sentence with an urgent or emergency flag, inflammatory back pain or sudden pain with a bone risk', () => {
    expect(view({ ...disc, red_flags: 'fever' })).toEqual({ hidden: 'care_first', sentence: PATTERNS_HIDDEN_SENTENCES.care_first });
    expect(view({ ...disc, red_flags: 'bladder_bowel' }).hidden).toBe('care_first');
    expect(view({ ...disc, onset: 'sudden_no_trigger', health_background: 'osteoporosis' }).hidden).toBe('care_first');
    expect(
      view({ ...disc, age_band: '30_44', pain_duration: 'gt_3m', inflammatory_signs: 'morning_stiffness_30min,wakes_second_half_night,better_with_movement' }),
    ).toEqual({ hidden: 'inflammatory', sentence: PATTERNS_HIDDEN_SENTENCES.inflammatory });
    expect(mainPattern(analyseAnswers(a({ ...disc, red_flags: 'fever' })))).toBeNull();
    // A soon flag hides nothing.
    expect(mainPattern(analyseAnswers(a({ ...disc, red_flags: 'night_pain' })))?.id).toBe('disksmarta');
  });

  it('applies to a stored engine-2 analysis too: its urgent flag hides the pattern it stored first', () => {
    const stored = {
      redFlags: [{ id: 'fragility_fracture', urgency: 'urgent' as const, advice: 'Sök vård i dag.' }],
      categories: [{ id: 'muskelsmarta' as const }, { id: 'ospecifik' as const }],
    };
    expect(patternView(stored).hidden).toBe('care_first');
    expect(patternsHidden([{ id: 'night_pain', urgency: 'soon' }])).toBeNull();
  });
});
