import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS, type Endpoint } from '../../shared/contracts/endpoints';
import { CONSENT_VERSION } from '../../shared/domain/consent';
import { bearer, signUp } from '../../../tests/support/accounts';
import { payWithTestProvider } from '../../../tests/support/payments';
import { completeAs, sampleAnswers } from '../../../tests/support/reports';
import { useTestApp } from '../../../tests/support/test-app';

const ADMIN_EMAIL = 'chef@ryggkollen.test';
let owner: string;
let stranger: string;
let admin: string;
/** The owner's real ids; an unknown id of each kind is a fresh UUID. */
let theirs: Ids;

interface Ids {
  assessment: string;
  report: string;
  order: string;
}

const t = useTestApp({ seed: true, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
beforeAll(async () => {
  owner = (await signUp(t, 'agare@example.se')).token;
  stranger = (await signUp(t, 'framling@example.se')).token;
  admin = (await signUp(t, ADMIN_EMAIL)).token;
  const assessment = await completeAs(t, owner, sampleAnswers('oro-och-stress'));
  const preview = await t.app.inject({ method: 'POST', url: '/api/generate-preview', headers: bearer(owner), payload: { assessmentId: assessment } });
  expect(preview.statusCode, preview.body).toBe(200);
  const [report] = (await t.app.inject({ method: 'GET', url: '/api/my-reports', headers: bearer(owner) })).json() as { id: string }[];
  const { order_id: order } = await payWithTestProvider(t, owner, assessment);
  theirs = { assessment, report: report!.id, order };
}, 60_000);

type Request = { method: Endpoint['method']; url: string; payload?: object };

/**
 * Every endpoint that takes the id of something a user owns, called with given ids, and whether
 * an admin may look (the spec gives admins the analysis and the report downloads). Each answers
 * 404, with the body of an unknown id (decision 0025), a claim too whatever the reason (a wrong
 * code, someone else's or an unknown assessment).
 */
const OWNED: Record<string, { call: (ids: Ids) => Request; admins?: true }> = {
  assessmentAnalysis: { call: (ids) => ({ method: 'GET', url: `/api/assessments/${ids.assessment}/analysis` }), admins: true },
  claimAssessment: {
    call: (ids) => ({ method: 'POST', url: '/api/assessments/claim', payload: { assessmentId: ids.assessment, claimToken: 'en-gissad-kod-0123456789' } }),
  },
  generatePreview: { call: (ids) => ({ method: 'POST', url: '/api/generate-preview', payload: { assessmentId: ids.assessment } }) },
  generateReport: { call: (ids) => ({ method: 'POST', url: '/api/generate-report', payload: { assessmentId: ids.assessment } }) },
  downloadReport: { call: (ids) => ({ method: 'GET', url: `/api/reports/${ids.report}/download` }), admins: true },
  checkDiscount: { call: (ids) => ({ method: 'POST', url: '/api/discounts/check', payload: { assessmentId: ids.assessment, code: 'VALKOMMEN10' } }) },
  paymentSession: {
    call: (ids) => ({ method: 'POST', url: '/api/payments/test/session', payload: { assessmentId: ids.assessment, withdrawalConsent: true } }),
  },
  paymentAuthorize: {
    call: (ids) => ({ method: 'POST', url: '/api/payments/test/authorize', payload: { assessmentId: ids.assessment, authorizationToken: 'test-approved' } }),
  },
  order: { call: (ids) => ({ method: 'GET', url: `/api/orders/${ids.order}` }) },
  testPaymentReview: { call: (ids) => ({ method: 'POST', url: '/api/payments/test/review', payload: { orderId: ids.order } }) },
};

const unknown = (): Ids => ({ assessment: randomUUID(), report: randomUUID(), order: randomUUID() });

describe('another user’s resource answers exactly as an unknown id', () => {
  it('the table holds every signed-in endpoint of the map that takes an id', () => {
    const takesId = (e: Endpoint) =>
      (e.params instanceof z.ZodObject && 'id' in e.params.shape) ||
      (e.body instanceof z.ZodObject && Object.keys(e.body.shape).some((key) => /Id$/.test(key)));
    const inMap = (Object.entries(ENDPOINTS) as [string, Endpoint][]).filter(([, e]) => e.access === 'user' && takesId(e)).map(([name]) => name);
    expect(Object.keys(OWNED).sort()).toEqual(inMap.sort());
  });

  it.each(Object.entries(OWNED))('%s: the same status and body for another user’s id and an unknown one', async (_name, { call, admins }) => {
    const asStranger = await t.app.inject({ ...call(theirs), headers: bearer(stranger) });
    const asStrangerUnknown = await t.app.inject({ ...call(unknown()), headers: bearer(stranger) });
    expect(asStranger.statusCode).toBe(404);
    expect(asStranger.statusCode).toBe(asStrangerUnknown.statusCode);
    expect(asStranger.json()).toEqual(asStrangerUnknown.json());
    const asAdmin = await t.app.inject({ ...call(theirs), headers: bearer(admin) });
    if (admins) {
      expect(asAdmin.statusCode, 'an admin may look').toBe(200);
    } else {
      const asAdminUnknown = await t.app.inject({ ...call(unknown()), headers: bearer(admin) });
      expect(asAdmin.statusCode).toBe(404);
      expect(asAdmin.json()).toEqual(asAdminUnknown.json());
    }
  });

  it("a guest's assessment claimed with a wrong secret answers as an unknown id", async () => {
    const now = new Date().toISOString();
    const tests = Object.entries(sampleAnswers('ischias')).map(([testId, completion]) => ({ testId, completion }));
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/assessments',
      payload: { email: null, status: 'completed', consent: { givenAt: now, version: CONSENT_VERSION }, responses: { completedAt: now, tests } },
    });
    const claim = (assessmentId: string) => ({ method: 'POST' as const, url: '/api/assessments/claim', payload: { assessmentId, claimToken: 'x'.repeat(32) } });
    const wrong = await t.app.inject({ ...claim(guest.json<{ id: string }>().id), headers: bearer(stranger) });
    const missing = await t.app.inject({ ...claim(randomUUID()), headers: bearer(stranger) });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual(missing.json());
  });
});
