import { describe, expect, it } from 'vitest';
import { analyseAnswers } from './engine';
import { hasEnoughAnswers, highestUrgency, ryggScore } from './presentation';
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
