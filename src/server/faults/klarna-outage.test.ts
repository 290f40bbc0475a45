/**
 * Fault: Klarna answers 5xx, or not in time, while a payment is authorized (issue 21 item 3).
 *
 * The checkout through the real Klarna adapter against the local stand-in, which speaks Klarna's
 * paths and errors and can fail (`failNext`) or answer too late (`answerLateNext`: it places the
 * order, its answer never reaches the adapter). Klarna's callbacks go to the app. A create-order
 * without an answer is repeated once with the same Klarna-Idempotency-Key; still none, and the
 * order is held as "outcome unknown" (never released, never "nothing taken"), and the reconcile
 * job or Klarna's callback asks again with the key (decision 0047). In each case the buyer is told
 * in Swedish, and in the end exactly one order is paid, with one Klarna order captured, one
 * receipt number and one report mail: no order lost, none doubled.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, afterAll, expect, it } from 'vitest';
import { adminOrderListQuery } from '../../shared/contracts/admin-orders';
import { orders } from '../db/schema';
import { cancelOrder, listAdminOrders } from '../modules/orders/admin-service';
import { ORDER_ADMIN_MESSAGES } from '../modules/orders/messages';
import { createKlarnaProvider } from '../modules/payments/klarna';
import { PAYMENT_MESSAGES } from '../modules/payments/messages';
import { OUTCOME_CHECK } from '../modules/payments/unknown-outcome';
import { mailsTo, signUp } from '../../../tests/support/accounts';
import { callbacksInto, startKlarnaStandIn, type KlarnaStandIn } from '../../../tests/support/klarna-stand-in';
import { authorizeAs, startPaymentAs } from '../../../tests/support/payments';
import { completeAs, sampleAnswers } from '../../../tests/support/reports';
import { useTestApp } from '../../../tests/support/test-app';

const credentials = { username: 'PK_fault', password: 'secret-fault' };
let klarna: KlarnaStandIn;
let buyer: { token: string };
beforeAll(async () => {
  // Klarna's callbacks go to the app (it listens on no port in tests).
  const toApp = callbacksInto(() => t.app);
  klarna = await startKlarnaStandIn({ ...credentials, fetchCallback: toApp });
});
afterAll(() => klarna.close());
const t = useTestApp(() => ({
  seed: true,
  env: {
    PAYMENT_PROVIDER: 'klarna',
    KLARNA_API_URL: klarna.url,
    KLARNA_USERNAME: credentials.username,
    KLARNA_PASSWORD: credentials.password,
  },
}));
beforeAll(async () => {
  buyer = await signUp(t, 'klarna.fel@example.se', 'hemligt123', 'Klarna Fel');
}, 60_000);

const ordersOf = (assessmentId: string) => t.database.db.select().from(orders).where(eq(orders.assessmentId, assessmentId));
const klarnaOrdersOf = (sessionIds: string[]) => [...klarna.orders.values()].filter((o) => sessionIds.includes(o.sessionId));
/** The report mails of an order (its number in the receipt, the PDF attached). */
async function reportMails(orderNumber: number) {
  return (await t.outbox()).filter((m) => new RegExp(`Ordernummer:[ \u00a0]+${orderNumber}\\b`).test(m) && m.includes('application/pdf'));
}

/** The Klarna adapter with a 300 ms time limit (15 s in production), for one test. */
async function withShortKlarnaTimeout(run: () => Promise<void>) {
  const deps = t.services.deps;
  const real = deps.payments;
  deps.payments = createKlarnaProvider({ apiUrl: klarna.url, ...credentials, mode: 'playground', timeoutMs: 300 });
  try {
    await run();
  } finally {
    deps.payments = real;
  }
}

/** A buyer's assessment with a Klarna session authorized (not yet ordered). */
async function authorized(answers: Parameters<typeof sampleAnswers>[0]) {
  const id = await completeAs(t, buyer.token, sampleAnswers(answers));
  const { sessionId } = (await startPaymentAs(t, buyer.token, id, { provider: 'klarna' })).json();
  const token = await klarna.authorize(sessionId, { outcome: 'approved' });
  return { id, sessionId, token };
}

/**
 * An approved authorization placed as an order while Klarna answers too late, both the first try
 * and its retry with the same key: Klarna has placed it, the shop does not know.
 */
async function authorizedTooLate(answers: Parameters<typeof sampleAnswers>[0]) {
  const placed = await authorized(answers);
  klarna.answerLateNext(800);
  klarna.answerLateNext(800);
  return { ...placed, answer: await authorizeAs(t, buyer.token, placed.id, placed.token, 'klarna') };
}

/** The order's payment came back without an answer from Klarna: held, the buyer told so, and no new payment. */
async function expectHeldUnknown(id: string, answer: { statusCode: number; json(): unknown }) {
  expect(answer.statusCode).toBe(502);
  expect(answer.json()).toEqual({ error: PAYMENT_MESSAGES.outcomeUnknown });
  expect((await ordersOf(id)).map((o) => o.status)).toEqual(['authorized']);
  // The buyer's pages say it is being checked with Klarna (not a review).
  const mine = await t.app.inject({ method: 'GET', url: '/api/my-assessments', headers: { authorization: `Bearer ${buyer.token}` } });
  expect(mine.json().assessments.find((a: { id: string }) => a.id === id)).toMatchObject({
    reportPaid: false,
    payment: { state: 'under_review', outcomeUnknown: true },
  });
  const again = await startPaymentAs(t, buyer.token, id, { provider: 'klarna' });
  expect(again.statusCode).toBe(409);
  expect(again.json()).toEqual({ error: PAYMENT_MESSAGES.outcomePending });
}

/** The one paid order of the assessment, its Klarna order the one Klarna made, its report mailed once. */
async function expectPaidOnce(id: string, sessionIds: string[]) {
  const [paid, ...others] = await ordersOf(id);
  expect(others).toEqual([]);
  const made = klarnaOrdersOf(sessionIds);
  expect(made).toHaveLength(1);
  expect(made[0]).toMatchObject({ capturedAmount: 25_000, fraudStatus: 'ACCEPTED' });
  expect(paid).toMatchObject({ status: expect.stringMatching(/^(paid|fulfilled)$/), receiptNumber: expect.any(Number), providerOrderId: made[0]!.orderId });
  expect(paid!.failureReason).toBeNull();
  expect(await reportMails(paid!.orderNumber)).toHaveLength(1);
  expect((await ordersOf(id))[0]!.status).toBe('fulfilled');
}

const callbackOf = (token: string, sessionId: string) =>
  t.app.inject({ method: 'POST', url: '/api/payments/klarna/callback', payload: { authorization_token: token, session_id: sessionId } });

it('Klarna 5xx while the order is placed, Klarna did not act: the repeat with the same key places it once', { timeout: 60_000 }, async () => {
  const { id, sessionId, token } = await authorized('ischias');
  klarna.failNext(1, 503);
  const paid = await authorizeAs(t, buyer.token, id, token, 'klarna');
  expect(paid.statusCode, paid.body).toBe(200);
  expect(paid.json()).toMatchObject({ status: 'paid' });
  await expectPaidOnce(id, [sessionId]);
});

it(
  'Klarna 5xx twice, Klarna did not act: outcome unknown, held; Klarna then refuses the authorization for good: open again, buyer mailed, paid with a new one',
  { timeout: 60_000 },
  async () => {
    const { id, sessionId, token } = await authorized('forsta-gangen');
    klarna.failNext(2, 503);
    await expectHeldUnknown(id, await authorizeAs(t, buyer.token, id, token, 'klarna'));
    // Never released while unknown, not even by an admin's cancel (the money may be taken).
    const [held] = await ordersOf(id);
    await expect(cancelOrder(t.services.deps, null, held!.id)).rejects.toMatchObject({ statusCode: 409, message: ORDER_ADMIN_MESSAGES.paymentOutcomeUnknown });
    expect(klarna.authorizations.get(token)!.state).toBe('open');
    expect(klarnaOrdersOf([sessionId])).toEqual([]);

    // The authorization expires at Klarna (404 NOT_FOUND, not "already used"): the reconcile job opens the order again.
    klarna.authorizations.get(token)!.state = 'cancelled';
    await t.runJobs();
    const [open] = await ordersOf(id);
    expect(open).toMatchObject({ status: 'created', failureReason: null, receiptNumber: null });
    const told = (await mailsTo(t, 'klarna.fel@example.se')).filter((m) => m.subject === `Din betalning för order ${open!.orderNumber} gick inte igenom`);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('Inga pengar har dragits');

    const again = await startPaymentAs(t, buyer.token, id, { provider: 'klarna' });
    expect(again.statusCode, again.body).toBe(200);
    const next = await klarna.authorize(again.json().sessionId, { outcome: 'approved' });
    expect((await authorizeAs(t, buyer.token, id, next, 'klarna')).statusCode).toBe(200);
    await expectPaidOnce(id, [sessionId, again.json().sessionId]);
  },
);

it(
  'Klarna places the order but both answers come too late: outcome unknown, held, no new payment; the reconcile job completes it once',
  { timeout: 60_000 },
  async () => {
    await withShortKlarnaTimeout(async () => {
      const { id, sessionId, token, answer } = await authorizedTooLate('ischias');
      await expectHeldUnknown(id, answer);
      // Klarna placed and captured it: the buyer has paid, and nothing was released.
      expect(klarnaOrdersOf([sessionId])).toHaveLength(1);
      expect(klarna.authorizations.get(token)!.state).toBe('used');
      await t.runJobs();
      await expectPaidOnce(id, [sessionId]);
      // Another run, or the callback coming late, changes nothing.
      await t.runJobs();
      expect((await callbackOf(token, sessionId)).statusCode).toBe(200);
      await expectPaidOnce(id, [sessionId]);
    });
  },
);

it('Klarna places the order but its answer comes too late: the callback of that authorization completes the order once', { timeout: 60_000 }, async () => {
  await withShortKlarnaTimeout(async () => {
    const { id, sessionId, token, answer: slow } = await authorizedTooLate('ischias');
    expect(slow.statusCode).toBeGreaterThanOrEqual(400);
    // Klarna placed and captured it: the buyer has paid.
    expect(klarnaOrdersOf([sessionId])).toHaveLength(1);
    const callback = await callbackOf(token, sessionId);
    expect(callback.statusCode, callback.body).toBe(200);
    const [paid, ...others] = await ordersOf(id);
    expect(others).toEqual([]);
    expect(paid).toMatchObject({ status: 'paid', providerOrderId: klarnaOrdersOf([sessionId])[0]!.orderId });
    expect(klarnaOrdersOf([sessionId])).toHaveLength(1);
    await expectPaidOnce(id, [sessionId]);
  });
});

it('outcome unknown, then Klarna’s callback and the reconcile job at once: one paid order, one receipt, one mail', { timeout: 60_000 }, async () => {
  await withShortKlarnaTimeout(async () => {
    const { id, sessionId, token, answer } = await authorizedTooLate('forsta-gangen');
    await expectHeldUnknown(id, answer);
    const [callback] = await Promise.all([callbackOf(token, sessionId), t.runJobs()]);
    expect(callback.statusCode, callback.body).toBe(200);
    await expectPaidOnce(id, [sessionId]);
  });
});

it(
  'Klarna does not honour the key ("already used" to the repeat): the order stays held for a check in Klarna’s portal, shown so to the admin',
  { timeout: 60_000 },
  async () => {
    await withShortKlarnaTimeout(async () => {
      klarna.honourOrderKeys = false;
      try {
        const { id, sessionId, token } = await authorized('ischias');
        klarna.answerLateNext(800);
        await expectHeldUnknown(id, await authorizeAs(t, buyer.token, id, token, 'klarna'));
        expect(klarnaOrdersOf([sessionId])).toHaveLength(1);
        await t.runJobs();
        expect((await callbackOf(token, sessionId)).statusCode).toBe(502);
        const [held, ...others] = await ordersOf(id);
        expect(others).toEqual([]);
        expect(held).toMatchObject({ status: 'authorized', failureReason: OUTCOME_CHECK, receiptNumber: null, providerOrderId: null });
        await expectHeldUnknown(id, await authorizeAs(t, buyer.token, id, token, 'klarna'));
        // The admin's order list says what to do with it (the route is the admin orders test's).
        const list = await listAdminOrders(t.services.deps, adminOrderListQuery.parse({ q: String(held!.orderNumber) }));
        expect(list.orders).toEqual([expect.objectContaining({ orderNumber: held!.orderNumber, status: 'authorized', paymentOutcome: 'check' })]);
      } finally {
        klarna.honourOrderKeys = true;
      }
    });
  },
);
