import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_VERSION } from '../../../shared/domain/scoring/engine';
import { bearer, signUp } from '../../../../tests/support/accounts';
import { completeAs, sampleAnswers } from '../../../../tests/support/reports';
import { useTestApp } from '../../../../tests/support/test-app';

// Engine 3 through the API (CLINICAL.md §1–§3, §7): what is stored and what the customer home is
// told, for cases a clinician would call, with their outcomes fixed from the guide.
const t = useTestApp({ seed: true });
let person: { token: string };
beforeAll(async () => {
  person = await signUp(t, 'motor3@example.se');
}, 60_000);

async function analysed(answers: Record<string, string>) {
  const id = await completeAs(t, person.token, answers);
  const res = await t.app.inject({ method: 'GET', url: `/api/assessments/${id}/analysis`, headers: bearer(person.token) });
  expect(res.statusCode).toBe(200);
  const home = (await t.app.inject({ method: 'GET', url: '/api/my-assessments', headers: bearer(person.token) })).json().assessments;
  return { id, analysis: res.json().analysis, summary: home.find((s: { id: string }) => s.id === id) };
}

describe('engine 3 through the API', () => {
  it('cancer with sciatica-type pain (below the knee) is an emergency, stored with engine 3; the home names no pattern', async () => {
    const { analysis, summary } = await analysed(sampleAnswers('ischias', { red_flags: 'cancer_history', pain_duration: 'gt_3m' }));
    expect(analysis.engineVersion).toBe(ENGINE_VERSION);
    expect(analysis.redFlags[0]).toMatchObject({ id: 'cancer_neuro', urgency: 'emergency' });
    expect(analysis.categories[0].id).toBe('ospecifik');
    expect(summary).toMatchObject({ highestUrgency: 'emergency', topCategory: null, riskGroup: null });
  });

  it('an urgent sign hides the pattern and the risk group on the customer home; the stored scores stay', async () => {
    const { analysis, summary } = await analysed(sampleAnswers('ischias', { red_flags: 'fever' }));
    expect(analysis.redFlags[0]).toMatchObject({ urgency: 'urgent' });
    expect(analysis.categories[0]).toMatchObject({ id: 'ospecifik', score: 50 });
    expect(analysis.categories.find((c: { id: string }) => c.id === 'nervinklammning').score).toBeGreaterThan(0);
    expect(summary).toMatchObject({ highestUrgency: 'urgent', topCategory: null, riskGroup: null });
  });

  it('a mild first episode after a lift: "Muskulär smärta", at most "vissa drag", named as the main pattern on the home', async () => {
    const { analysis, summary } = await analysed(sampleAnswers('forsta-gangen', { onset: 'after_lifting_or_twisting', after_exertion: 'yes' }));
    const muscular = analysis.categories.find((c: { id: string }) => c.id === 'muskelsmarta');
    expect(muscular.score).toBeLessThanOrEqual(59);
    expect(muscular.strength).not.toBe('clear');
    expect(summary.topCategory).toEqual({ id: analysis.categories[0].id, label: analysis.categories[0].label });
  });

  it('strong distress is a factor, never "liknar mest" on the home', async () => {
    const { analysis, summary } = await analysed(sampleAnswers('oro-och-stress'));
    expect(
      analysis.categories
        .slice(
          0,
          analysis.categories.findIndex((c: { id: string }) => c.id === 'ospecifik'),
        )
        .map((c: { id: string }) => c.id),
    ).toContain('emotionell');
    expect(summary.topCategory?.id).not.toBe('emotionell');
  });
});
