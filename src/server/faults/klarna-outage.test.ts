/**
 * Fault: Klarna answers 5xx, or not in time, while a payment is authorized (issue 21 item 3).
 *
 * The checkout through the real Klarna adapter against the local stand-in, which speaks Klarna's
 * paths and errors and can fail (`failNext`) or be slow (`delayNext`; a slow Klarna still carries
 * out the call its caller gave up on). Klarna's callbacks go to the app. In each case the buyer is
 * told in Swedish, and in the end exactly one order is paid, with one Klarna order captured, one
 * receipt number and one report mail: no order lost, none doubled.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { beforeAll, afterAll, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { createKlarnaProvider } from '../modules/payments/klarna';
import { PAYMENT_MESSAGES } from '../modules/payments/messages';
import { signUp } from '../../../tests/support/accounts';
import { startKlarnaStandIn, type KlarnaStandIn } from '../../../tests/support/klarna-stand-in';
import { authorizeAs, startPaymentAs } from '../../../tests/support/payments';
import { completeAs, sampleAnswers } from '../../../tests/support/reports';
import { useTestApp } from '../../../tests/support/test-app';

const credentials = { username: 'PK_fault', password: 'secret-fault' };
let klarna: KlarnaStandIn;
let buyer: { token: string };
beforeAll(async () => {
  // Klarna's callbacks go to the app (it listens on no port in tests).
  const toApp: typeof fetch = async (input, init) => {
    const res = await t.app.inject({
      method: 'POST',
      url: new URL(String(input)).pathname,
      headers: { 'content-type': 'application/json' },
      payload: String(init?.body),
    });
    return new Response(res.body, { status: res.statusCode });
  };
  klarna = await startKlarnaStandIn({ ...credentials, fetchCallback: toApp });
});
afterAll(() => klarna.close());
const t = useTestApp(() => ({
  seed: true,
  env: { PAYMENT_PROVIDER: 'klarna', KLARNA_API_URL: klarna.url, KLARNA_USERNAME: credentials.username, KLARNA_PASSWORD: credentials.password },
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

it(
  'Klarna 5xx while the order is placed: 502 in Swedish, nothing taken; Klarna’s callback of the next authorization pays it once',
  { timeout: 60_000 },
  async () => {
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    const { sessionId } = (await startPaymentAs(t, buyer.token, id, { provider: 'klarna' })).json();
    const first = await klarna.authorize(sessionId, { outcome: 'approved' });
    klarna.failNext(1, 503);
    const down = await authorizeAs(t, buyer.token, id, first, 'klarna');
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ error: PAYMENT_MESSAGES.unavailable });
    // Nothing was taken, and nothing can be taken for that authorization any more.
    expect(klarnaOrdersOf([sessionId])).toEqual([]);
    expect(klarna.authorizations.get(first)!.state).toBe('cancelled');
    expect((await ordersOf(id)).map((o) => o.status)).toEqual(['created']);

    // The buyer authorizes again and closes the page: Klarna's callback alone pays the same order.
    const again = await startPaymentAs(t, buyer.token, id, { provider: 'klarna' });
    expect(again.statusCode, again.body).toBe(200);
    await klarna.authorize(again.json().sessionId, { outcome: 'approved', notify: true });
    expect(klarna.callbacks.at(-1)).toMatchObject({ status: 200 });
    const [paid, ...others] = await ordersOf(id);
    expect(others).toEqual([]);
    expect(paid).toMatchObject({ status: 'paid', receiptNumber: expect.any(Number) });
    const made = klarnaOrdersOf([sessionId, again.json().sessionId]);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ capturedAmount: 25_000, fraudStatus: 'ACCEPTED' });
    expect(await reportMails(paid!.orderNumber)).toHaveLength(1);
    expect((await ordersOf(id))[0]!.status).toBe('fulfilled');
  },
);

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

it(
  'Klarna too slow while the order is placed: 502 in Swedish, the authorization released before Klarna acts, nothing taken; the callback of the next one pays it once',
  { timeout: 60_000 },
  async () => {
    await withShortKlarnaTimeout(async () => {
      const id = await completeAs(t, buyer.token, sampleAnswers('forsta-gangen'));
      const { sessionId } = (await startPaymentAs(t, buyer.token, id, { provider: 'klarna' })).json();
      const token = await klarna.authorize(sessionId, { outcome: 'approved' });
      // Klarna takes 3 s before it acts on the order; the adapter gives up after 300 ms and releases the authorization.
      klarna.delayNext(3000);
      const slow = await authorizeAs(t, buyer.token, id, token, 'klarna');
      expect(slow.statusCode).toBe(502);
      expect(slow.json()).toEqual({ error: PAYMENT_MESSAGES.unavailable });
      await sleep(3200);
      expect(klarnaOrdersOf([sessionId])).toEqual([]);
      expect(klarna.authorizations.get(token)!.state).toBe('cancelled');
      // Klarna's callback of that authorization, late: refused, nothing changes.
      const late = await t.app.inject({ method: 'POST', url: '/api/payments/klarna/callback', payload: { authorization_token: token, session_id: sessionId } });
      expect(late.statusCode).toBe(502);
      expect((await ordersOf(id)).map((o) => o.status)).toEqual(['created']);

      const again = await startPaymentAs(t, buyer.token, id, { provider: 'klarna' });
      expect(again.statusCode, again.body).toBe(200);
      await klarna.authorize(again.json().sessionId, { outcome: 'approved', notify: true });
      const [paid, ...others] = await ordersOf(id);
      expect(others).toEqual([]);
      expect(paid).toMatchObject({ status: 'paid', receiptNumber: expect.any(Number) });
      expect(klarnaOrdersOf([sessionId, again.json().sessionId])).toHaveLength(1);
      expect(await reportMails(paid!.orderNumber)).toHaveLength(1);
    });
  },
);

/**
 * KNOWN DEFECT (reported in issue 21; `it.fails` until fixed): Klarna places (and captures) the
 * order but its answer comes after the adapter gave up. The release then finds the authorization
 * used (404, taken as released), the attempt is recorded as failed, and the buyer is told to try
 * later: the money is taken while our order stays unpaid, and Klarna's callback of the token is
 * refused, so nothing completes it (a new payment would take the money twice). Klarna Payments
 * offers no idempotent create-order and no look-up of an order by token or reference, so the fix
 * needs a decision (hold the order as "outcome unknown", alert, reconcile with Klarna's records).
 * When fixed, this test passes and `it.fails` reports it: make it `it`.
 */
it.fails(
  'KNOWN DEFECT: Klarna places the order but its answer comes too late: the callback of that authorization completes the order once',
  { timeout: 60_000 },
  async () => {
    await withShortKlarnaTimeout(async () => {
      const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
      const { sessionId } = (await startPaymentAs(t, buyer.token, id, { provider: 'klarna' })).json();
      const token = await klarna.authorize(sessionId, { outcome: 'approved' });
      klarna.answerLateNext(800);
      const slow = await authorizeAs(t, buyer.token, id, token, 'klarna');
      expect(slow.statusCode).toBeGreaterThanOrEqual(400);
      // Klarna placed and captured it: the buyer has paid.
      expect(klarnaOrdersOf([sessionId])).toHaveLength(1);
      const callback = await t.app.inject({
        method: 'POST',
        url: '/api/payments/klarna/callback',
        payload: { authorization_token: token, session_id: sessionId },
      });
      expect(callback.statusCode, callback.body).toBe(200);
      const [paid, ...others] = await ordersOf(id);
      expect(others).toEqual([]);
      expect(paid).toMatchObject({ status: 'paid', providerOrderId: klarnaOrdersOf([sessionId])[0]!.orderId });
      expect(klarnaOrdersOf([sessionId])).toHaveLength(1);
    });
  },
);
