import { bearer } from './accounts';
import type { TestApp } from './test-app';

/** A payment session for the assessment through the API (the withdrawal consent ticked). */
export async function startPaymentAs(t: TestApp, token: string, assessmentId: string, options: { discountCode?: string; provider?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/${options.provider ?? 'test'}/session`,
    headers: bearer(token),
    payload: { assessmentId, withdrawalConsent: true, ...(options.discountCode ? { discountCode: options.discountCode } : {}) },
  });
}

export async function authorizeAs(t: TestApp, token: string, assessmentId: string, authorizationToken: string, provider = 'test') {
  return t.app.inject({ method: 'POST', url: `/api/payments/${provider}/authorize`, headers: bearer(token), payload: { authorizationToken, assessmentId } });
}

/** Buys the assessment's report with the built-in test provider, as a buyer would; returns the order. */
export async function payWithTestProvider(t: TestApp, token: string, assessmentId: string, options: { discountCode?: string } = {}) {
  const session = await startPaymentAs(t, token, assessmentId, options);
  if (session.statusCode !== 200) throw new Error(`payment session: ${session.statusCode} ${session.body}`);
  const paid = await authorizeAs(t, token, assessmentId, `test-approved:${assessmentId}`);
  if (paid.statusCode !== 200) throw new Error(`payment: ${paid.statusCode} ${paid.body}`);
  return paid.json() as { order_id: string; orderNumber: number; status: string };
}
