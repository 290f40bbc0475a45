import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssessmentSummary } from '../../../shared/contracts/assessment';
import { loadAnalysis, pickAssessment } from './api';
import { resultFor } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const summary = (id: string): AssessmentSummary => ({
  id,
  createdAt: '2026-11-20T10:00:00Z',
  highestUrgency: null,
  topCategory: null,
  reportPaid: false,
  payment: null,
  riskGroup: 'low',
  enoughAnswers: true,
});
const mine = [summary('newest'), summary('older')];

describe('which assessment the results page shows', () => {
  it("shows the user's own newest, or the one of theirs asked for", () => {
    expect(pickAssessment(mine, null)).toEqual({ id: 'newest', requestedMissing: false });
    expect(pickAssessment(mine, 'older')).toEqual({ id: 'older', requestedMissing: false });
  });

  it('never asks for an assessment that is not in their own list', () => {
    expect(pickAssessment(mine, 'someone-elses')).toEqual({ id: 'newest', requestedMissing: true });
    expect(pickAssessment([], 'someone-elses')).toEqual({ id: null, requestedMissing: true });
  });

  it("falls back to the user's own newest on 403 or 404, never showing the refused one", async () => {
    const newest = { ...resultFor(), assessmentId: 'newest' };
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('/older/') ? new Response('{"error":"Ingen behörighet."}', { status: 403 }) : new Response(JSON.stringify(newest), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const loaded = await loadAnalysis('older', 'newest');
    expect(loaded).toEqual({ result: newest, fellBack: true });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/assessments/older/analysis', '/api/assessments/newest/analysis']);
  });

  it('refuses an answer that does not match the contract instead of showing it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ assessmentId: 'newest' }), { status: 200 })),
    );
    await expect(loadAnalysis('newest', 'newest')).rejects.toThrow();
  });

  it('shows nothing when the newest itself is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"Hittades inte."}', { status: 404 })),
    );
    expect(await loadAnalysis('newest', 'newest')).toEqual({ result: null, fellBack: true });
  });

  it('lets other failures through, so the page can offer a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"x"}', { status: 500 })),
    );
    await expect(loadAnalysis('newest', 'newest')).rejects.toThrow('500');
  });
});
