import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { bearer, mailsTo, signUp } from '../../../../tests/support/accounts';
import { authorizeAs, startPaymentAs } from '../../../../tests/support/payments';
import { completeAs, sampleAnswers } from '../../../../tests/support/reports';
import { useTestApp } from '../../../../tests/support/test-app';
import { PAYMENT_MESSAGES } from './messages';

// A payment held for review is not a dead end: the pages read its state from /api/my-assessments,
// no second purchase starts meanwhile, and the test provider's review ends on its notification.
type Buyer = Awaited<ReturnType<typeof signUp>>;
let stranger: Buyer;
const t = useTestApp({ seed: true });
beforeAll(async () => {
  stranger = await signUp(t, 'obehorig@example.se');
}, 60_000);

const ordersOf = (assessmentId: string) => t.database.db.select().from(orders).where(eq(orders.assessmentId, assessmentId));

async function myAssessments(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/my-assessments', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().assessments as { id: string; reportPaid: boolean; payment: { state: string; orderId: string; orderNumber: number; at: string } | null }[];
}

const endReview = (token: string, orderId: string) =>
  t.app.inject({ method: 'POST', url: '/api/payments/test/review', headers: bearer(token), payload: { orderId } });

/** A buyer whose payment of a fresh assessment the provider holds for review (the token says how it ends). */
async function heldPayment(email: string, token: string) {
  const buyer = await signUp(t, email, 'hemligt123', 'Gun Granskad');
  const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
  expect((await startPaymentAs(t, buyer.token, id)).statusCode).toBe(200);
  const held = await authorizeAs(t, buyer.token, id, token);
  expect(held.json(), held.body).toMatchObject({ status: 'authorized' });
  return { buyer, id, orderId: held.json().order_id as string, orderNumber: held.json().orderNumber as number };
}

describe('a payment held for review', () => {
  it('is shown as under review on the assessment, to its owner only', async () => {
    const { buyer, id, orderId, orderNumber } = await heldPayment('granskas@example.se', 'test-pending:accept:1');
    const [item] = await myAssessments(buyer.token);
    expect(item).toMatchObject({ id, reportPaid: false, payment: { state: 'under_review', orderId, orderNumber } });
    expect(Date.now() - new Date(item!.payment!.at).getTime()).toBeLessThan(60_000);
    // Another user never sees it: not in their list, not by its id, and cannot end its review.
    expect((await myAssessments(stranger.token)).some((a) => a.id === id)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(stranger.token) })).statusCode).toBe(404);
    const foreign = await endReview(stranger.token, orderId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe(PAYMENT_MESSAGES.orderNotFound);
    expect((await ordersOf(id))[0]!.status).toBe('authorized');
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/test/review', payload: { orderId } })).statusCode).toBe(401);
  });

  it('refuses a second payment session with a Swedish 409, also for two requests at once, and makes no second order', async () => {
    const { buyer, id } = await heldPayment('andra.kopet@example.se', 'test-pending');
    const [one, two] = await Promise.all([startPaymentAs(t, buyer.token, id), startPaymentAs(t, buyer.token, id)]);
    for (const res of [one!, two!]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(PAYMENT_MESSAGES.underReview);
    }
    expect(PAYMENT_MESSAGES.underReview).toMatch(/^Betalningen för den här rapporten granskas redan/);
    // A second authorization is refused too, and nothing new is charged.
    expect((await authorizeAs(t, buyer.token, id, 'test-approved:again')).statusCode).toBe(409);
    expect((await ordersOf(id)).map((o) => o.status)).toEqual(['authorized']);
  });

  it('accepted: the notification pays the order, the report is mailed, and the assessment reads as paid', async () => {
    const { buyer, id, orderId, orderNumber } = await heldPayment('godkand.granskning@example.se', 'test-pending:accept:2');
    const ended = await endReview(buyer.token, orderId);
    expect(ended.json(), ended.body).toEqual({ status: 'paid' });
    expect((await myAssessments(buyer.token))[0]).toMatchObject({ id, reportPaid: true, payment: null });
    await t.runJobs();
    const mails = await mailsTo(t, 'godkand.granskning@example.se');
    expect(mails.filter((m) => m.attachments.length === 1 && (m.text ?? '').includes(String(orderNumber)))).toHaveLength(1);
    // A repeated notification changes nothing.
    expect((await endReview(buyer.token, orderId)).json().status).toBe('fulfilled');
  });

  it('rejected: the order is closed, the assessment reads as declined, and the report can be bought again', async () => {
    const { buyer, id, orderId, orderNumber } = await heldPayment('nekad.granskning@example.se', 'test-pending:reject:3');
    expect((await endReview(buyer.token, orderId)).json()).toEqual({ status: 'cancelled' });
    const [item] = await myAssessments(buyer.token);
    expect(item).toMatchObject({ id, reportPaid: false, payment: { state: 'declined', orderId, orderNumber } });
    const again = await startPaymentAs(t, buyer.token, id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().orderId).not.toBe(orderId);
    expect((await authorizeAs(t, buyer.token, id, 'test-approved:3')).json()).toMatchObject({ status: 'paid' });
    expect((await myAssessments(buyer.token))[0]).toMatchObject({ reportPaid: true, payment: null });
  });

  it('a review the token left open stays under review when notified', async () => {
    const { buyer, id, orderId } = await heldPayment('fortfarande@example.se', 'test-pending:still');
    expect((await endReview(buyer.token, orderId)).json()).toEqual({ status: 'authorized' });
    expect((await myAssessments(buyer.token))[0]).toMatchObject({ id, payment: { state: 'under_review' } });
  });

  it('an order that was paid at once has no review state', async () => {
    const buyer = await signUp(t, 'direkt.betalt@example.se');
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    await startPaymentAs(t, buyer.token, id);
    await authorizeAs(t, buyer.token, id, 'test-approved:4');
    expect((await myAssessments(buyer.token))[0]).toMatchObject({ id, reportPaid: true, payment: null });
  });
});
