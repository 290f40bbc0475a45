import { beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../../shared/domain/consent';
import { bearer, signUp } from '../../../../tests/support/accounts';
import { payWithTestProvider } from '../../../../tests/support/payments';
import { completeAs, sampleAnswers } from '../../../../tests/support/reports';
import { useTestApp } from '../../../../tests/support/test-app';

/**
 * One ownership rule (decision 0025): every endpoint that takes the id of an assessment, an order
 * or a report answers another signed-in user exactly as it answers an id nobody ever used (404,
 * the same body), so nobody learns that someone else's id is real. The owner still gets it.
 */
const t = useTestApp({ seed: true });
let anna: { token: string };
let eve: { token: string };
let owned: { assessmentId: string; orderId: string; reportId: string; guestId: string };
beforeAll(async () => {
  anna = await signUp(t, 'agare-anna@example.se');
  eve = await signUp(t, 'annan-eve@example.se');
  const assessmentId = await completeAs(t, anna.token, sampleAnswers('ischias'));
  const order = await payWithTestProvider(t, anna.token, assessmentId);
  await t.runJobs();
  const reports = await t.app.inject({ method: 'GET', url: '/api/my-reports', headers: bearer(anna.token) });
  const reportId = (reports.json() as { id: string }[])[0]!.id;
  // A guest's assessment, not claimed yet.
  const now = new Date().toISOString();
  const tests = Object.entries(sampleAnswers('ischias')).map(([testId, completion]) => ({ testId, completion }));
  const guest = await t.app.inject({
    method: 'POST',
    url: '/api/assessments',
    payload: { email: null, status: 'completed', consent: { givenAt: now, version: CONSENT_VERSION }, responses: { completedAt: now, tests } },
  });
  owned = { assessmentId, orderId: order.order_id, reportId, guestId: (guest.json() as { id: string }).id };
}, 120_000);

type Request = { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> };
const unknown = '00000000-0000-4000-8000-000000000000';

/** Per endpoint: the request for an id (an owner's, or one never used). */
const endpoints: [string, (id: () => { assessmentId: string; orderId: string; reportId: string }) => Request][] = [
  ['GET /api/assessments/:id/analysis', (id) => ({ method: 'GET', url: `/api/assessments/${id().assessmentId}/analysis` })],
  ['POST /api/generate-preview', (id) => ({ method: 'POST', url: '/api/generate-preview', payload: { assessmentId: id().assessmentId } })],
  ['POST /api/generate-report', (id) => ({ method: 'POST', url: '/api/generate-report', payload: { assessmentId: id().assessmentId } })],
  ['GET /api/reports/:id/download', (id) => ({ method: 'GET', url: `/api/reports/${id().reportId}/download` })],
  ['GET /api/orders/:id', (id) => ({ method: 'GET', url: `/api/orders/${id().orderId}` })],
  ['POST /api/payments/test/review', (id) => ({ method: 'POST', url: '/api/payments/test/review', payload: { orderId: id().orderId } })],
  [
    'POST /api/payments/test/session',
    (id) => ({ method: 'POST', url: '/api/payments/test/session', payload: { assessmentId: id().assessmentId, withdrawalConsent: true } }),
  ],
  [
    'POST /api/payments/test/authorize',
    (id) => ({ method: 'POST', url: '/api/payments/test/authorize', payload: { assessmentId: id().assessmentId, authorizationToken: 'test-approved:x' } }),
  ],
  ['POST /api/discounts/check', (id) => ({ method: 'POST', url: '/api/discounts/check', payload: { assessmentId: id().assessmentId, code: 'NOPE' } })],
  [
    'POST /api/assessments/claim',
    (id) => ({ method: 'POST', url: '/api/assessments/claim', payload: { assessmentId: id().assessmentId, claimToken: 'x'.repeat(32) } }),
  ],
];

const ask = (token: string, request: Request) => t.app.inject({ ...request, headers: bearer(token) });
const unknownIds = () => ({ assessmentId: unknown, orderId: unknown, reportId: unknown });

describe("someone else's assessment, order or report", () => {
  it.each(endpoints)('%s answers another user as it answers an unknown id: 404, the same body', async (_name, request) => {
    const theirs = await ask(
      eve.token,
      request(() => owned),
    );
    const missing = await ask(eve.token, request(unknownIds));
    expect(missing.statusCode).toBe(404);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
  });

  it("a guest's assessment claimed with a wrong secret answers as an unknown id", async () => {
    const wrong = await ask(eve.token, { method: 'POST', url: '/api/assessments/claim', payload: { assessmentId: owned.guestId, claimToken: 'x'.repeat(32) } });
    const missing = await ask(eve.token, { method: 'POST', url: '/api/assessments/claim', payload: { assessmentId: unknown, claimToken: 'x'.repeat(32) } });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual(missing.json());
  });

  it('the owner still gets them', async () => {
    for (const request of [
      { method: 'GET' as const, url: `/api/assessments/${owned.assessmentId}/analysis` },
      { method: 'GET' as const, url: `/api/reports/${owned.reportId}/download` },
      { method: 'GET' as const, url: `/api/orders/${owned.orderId}` },
      { method: 'POST' as const, url: '/api/generate-report', payload: { assessmentId: owned.assessmentId } },
      { method: 'POST' as const, url: '/api/generate-preview', payload: { assessmentId: owned.assessmentId } },
      { method: 'POST' as const, url: '/api/assessments/claim', payload: { assessmentId: owned.assessmentId, claimToken: 'x'.repeat(32) } },
    ]) {
      const res = await ask(anna.token, request);
      expect(res.statusCode, `${request.url} ${res.body.slice(0, 200)}`).toBe(200);
    }
  });
});
