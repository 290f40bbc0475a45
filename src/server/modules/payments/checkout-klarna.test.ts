import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, orders } from '../../db/schema';
import { signUp } from '../../../../tests/support/accounts';
import { callbacksInto, startKlarnaStandIn, type KlarnaStandIn } from '../../../../tests/support/klarna-stand-in';
import { authorizeAs, startPaymentAs } from '../../../../tests/support/payments';
import { completeAs, sampleAnswers } from '../../../../tests/support/reports';
import { testAppForTest, useTestApp } from '../../../../tests/support/test-app';
import { PAYMENT_MESSAGES } from './messages';

// The same checkout as with the test provider, through the real Klarna adapter, against a local
// stand-in that speaks Klarna's paths, fields, Basic auth and error codes.
let klarna: KlarnaStandIn;
let buyer: { token: string; user: { id: string } };
beforeAll(async () => {
  // Klarna's callbacks go to the app (it listens on no port in tests).
  const toApp = callbacksInto(() => t.app);
  klarna = await startKlarnaStandIn({ username: 'PK_merchant', password: 'secret-klarna', fetchCallback: toApp });
}, 60_000);
afterAll(async () => {
  await klarna.close();
});
const t = useTestApp(() => ({
  seed: true,
  env: { PAYMENT_PROVIDER: 'klarna', KLARNA_API_URL: klarna.url, KLARNA_USERNAME: 'PK_merchant', KLARNA_PASSWORD: 'secret-klarna' },
}));
beforeAll(async () => {
  buyer = await signUp(t, 'klarna.kopare@example.se', 'hemligt123', 'Klara Köpare');
}, 60_000);

const orderOf = async (assessmentId: string) => (await t.database.db.select().from(orders).where(eq(orders.assessmentId, assessmentId)))[0]!;

describe('checkout with Klarna (local stand-in)', () => {
  it('opens a Klarna session for the cart, in öre, with our callback, with Basic auth', async () => {
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    const res = await startPaymentAs(t, buyer.token, id, { provider: 'klarna' });
    expect(res.statusCode, res.body).toBe(200);
    const session = klarna.sessions.get(res.json().sessionId)!;
    expect(session.cart).toMatchObject({ purchase_country: 'SE', purchase_currency: 'SEK', locale: 'sv-SE', order_amount: 25_000, order_tax_amount: 5000 });
    expect(session.cart.order_lines[0]).toMatchObject({
      type: 'digital',
      quantity: 1,
      unit_price: 25_000,
      tax_rate: 2500,
      total_amount: 25_000,
      total_tax_amount: 5000,
    });
    expect(session.merchantUrls.authorization).toBe(`${t.config.publicUrl}/api/payments/klarna/callback`);
    expect(res.json().clientToken).toBe(session.clientToken);
    expect(klarna.requests.every((r) => r.authorized)).toBe(true);
    // The test provider is not this server's: its path is unknown here.
    expect((await startPaymentAs(t, buyer.token, id, { provider: 'test' })).statusCode).toBe(404);
  });

  it('the callback makes the order when the browser went away; the browser’s call then finds it: one Klarna order, captured', async () => {
    const id = await completeAs(t, buyer.token, sampleAnswers('forsta-gangen'));
    const { sessionId } = (await startPaymentAs(t, buyer.token, id, { provider: 'klarna' })).json();
    const token = await klarna.authorize(sessionId, { outcome: 'approved', notify: true });
    expect(klarna.callbacks.at(-1)).toMatchObject({ sessionId, status: 200 });
    const order = await orderOf(id);
    expect(order).toMatchObject({ status: 'paid', provider: 'klarna', authorizationToken: token });
    const browser = await authorizeAs(t, buyer.token, id, token, 'klarna');
    expect(browser.json()).toMatchObject({ order_id: order.id, status: 'paid', mode: 'playground' });
    const made = [...klarna.orders.values()].filter((o) => o.sessionId === sessionId);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ autoCapture: true, capturedAmount: 25_000, fraudStatus: 'ACCEPTED' });
    expect(made[0]!.cart.merchant_reference1).toBe(String(order.orderNumber));
  });

  it('a discount is in Klarna’s cart, to the öre: 20 % gives 200 kr with 40 kr tax', async () => {
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    const [code] = await t.database.db.insert(discountCodes).values({ code: 'KLARNA-20PROC', type: 'PERCENT', percent: 20 }).returning();
    const { sessionId } = (await startPaymentAs(t, buyer.token, id, { provider: 'klarna', discountCode: code!.code })).json();
    expect(klarna.sessions.get(sessionId)!.cart.order_lines[0]).toMatchObject({ total_discount_amount: 5000, total_amount: 20_000, total_tax_amount: 4000 });
    const token = await klarna.authorize(sessionId, { outcome: 'approved' });
    expect((await authorizeAs(t, buyer.token, id, token, 'klarna')).json().status).toBe('paid');
    expect([...klarna.orders.values()].find((o) => o.sessionId === sessionId)!.capturedAmount).toBe(20_000);
  });

  it('a refused authorization is 402 in Swedish; Klarna refusing our call (401) is 502 and its authorization is cancelled; then a new one pays', async () => {
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    const { sessionId } = (await startPaymentAs(t, buyer.token, id, { provider: 'klarna' })).json();
    const refused = await authorizeAs(t, buyer.token, id, await klarna.authorize(sessionId, { outcome: 'declined' }), 'klarna');
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toBe(PAYMENT_MESSAGES.declined);
    const token = await klarna.authorize(sessionId, { outcome: 'approved' });
    // A 4xx Klarna did not act on (not a 5xx or no answer: those are held as unknown, decision 0047).
    klarna.failNext(1, 401);
    const down = await authorizeAs(t, buyer.token, id, token, 'klarna');
    expect(down.statusCode).toBe(502);
    expect(down.json().error).toBe(PAYMENT_MESSAGES.unavailable);
    expect(klarna.authorizations.get(token)!.state).toBe('cancelled');
    expect((await orderOf(id)).status).toBe('created');
    const again = await authorizeAs(t, buyer.token, id, await klarna.authorize(sessionId, { outcome: 'approved' }), 'klarna');
    expect(again.json().status).toBe('paid');
  });

  it('held for review: authorized, not paid; a notification before the review ends changes nothing; Klarna’s notification of acceptance pays it once', async () => {
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    const { sessionId } = (await startPaymentAs(t, buyer.token, id, { provider: 'klarna' })).json();
    expect(klarna.sessions.get(sessionId)!.merchantUrls.notification).toBe(`${t.config.publicUrl}/api/payments/klarna/notification`);
    const res = await authorizeAs(t, buyer.token, id, await klarna.authorize(sessionId, { outcome: 'pending' }), 'klarna');
    expect(res.json().status).toBe('authorized');
    const held = await orderOf(id);
    expect(held.status).toBe('authorized');
    const notify = (body: object) => t.app.inject({ method: 'POST', url: '/api/payments/klarna/notification', payload: body });
    // Anyone can post a notification: it only makes us ask Klarna, who says it is still pending.
    const forged = await notify({ order_id: held.providerOrderId, event_type: 'FRAUD_RISK_ACCEPTED' });
    expect(forged.statusCode, forged.body).toBe(200);
    expect((await orderOf(id)).status).toBe('authorized');
    expect((await notify({ order_id: 'no-such-order', event_type: 'FRAUD_RISK_ACCEPTED' })).statusCode).toBe(404);
    expect((await notify({ order_id: 'a\u0000b' })).statusCode).toBe(400);

    await klarna.review(held.providerOrderId!, 'ACCEPTED', { notify: true, capture: false });
    expect(klarna.notifications.at(-1)).toMatchObject({ orderId: held.providerOrderId, status: 200 });
    // Klarna repeats a notification it thinks was lost; the sweep asks again too.
    expect((await notify({ order_id: held.providerOrderId, event_type: 'FRAUD_RISK_ACCEPTED' })).statusCode).toBe(200);
    await t.services.jobs.send('sweepHeldPayments', {});
    await t.runJobs();
    const paid = await orderOf(id);
    expect(paid.status).toBe('fulfilled');
    expect(klarna.orders.get(held.providerOrderId!)!.captures).toEqual([expect.objectContaining({ amount: 25_000 })]);
    const report = (await t.outbox()).filter((m) => m.includes('klarna.kopare@example.se') && m.includes(`Ordernummer:`) && m.includes('application/pdf'));
    expect(report.filter((m) => new RegExp(`Ordernummer:[ \u00a0]+${paid.orderNumber}\\b`).test(m))).toHaveLength(1);
  });

  it('held for review and accepted: five notifications and the sweep at once pay it once, capture once and mail the report once', async () => {
    const id = await completeAs(t, buyer.token, sampleAnswers('forsta-gangen'));
    const { sessionId } = (await startPaymentAs(t, buyer.token, id, { provider: 'klarna' })).json();
    await authorizeAs(t, buyer.token, id, await klarna.authorize(sessionId, { outcome: 'pending' }), 'klarna');
    const held = await orderOf(id);
    await klarna.review(held.providerOrderId!, 'ACCEPTED', { capture: false });
    const notify = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/klarna/notification',
        payload: { order_id: held.providerOrderId, event_type: 'FRAUD_RISK_ACCEPTED' },
      });
    const answers = await Promise.all([...Array.from({ length: 5 }, notify), t.services.jobs.send('sweepHeldPayments', {}).then(() => t.runJobs())]);
    for (const res of answers.slice(0, 5)) expect((res as { statusCode: number }).statusCode).toBe(200);
    await t.runJobs();
    const paid = await orderOf(id);
    expect(paid.status).toBe('fulfilled');
    expect(klarna.orders.get(held.providerOrderId!)!.captures).toHaveLength(1);
    const mails = (await t.outbox()).filter((m) => new RegExp(`Ordernummer:[ \u00a0]+${paid.orderNumber}\\b`).test(m) && m.includes('application/pdf'));
    expect(mails).toHaveLength(1);
  });

  it('held for review and rejected: the sweep finds it without a notification, cancels the order and the buyer may pay again', async () => {
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    const { sessionId } = (await startPaymentAs(t, buyer.token, id, { provider: 'klarna' })).json();
    await authorizeAs(t, buyer.token, id, await klarna.authorize(sessionId, { outcome: 'pending' }), 'klarna');
    const held = await orderOf(id);
    await klarna.review(held.providerOrderId!, 'REJECTED');
    await t.services.jobs.send('sweepHeldPayments', {});
    await t.runJobs();
    const [cancelled] = await t.database.db.select().from(orders).where(eq(orders.id, held.id));
    expect(cancelled!.status).toBe('cancelled');
    const again = await startPaymentAs(t, buyer.token, id, { provider: 'klarna' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().orderId).not.toBe(held.id);
  });

  it('a cart changed since the session (Klarna’s 409) asks the buyer to start again', async () => {
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    const { sessionId } = (await startPaymentAs(t, buyer.token, id, { provider: 'klarna' })).json();
    // The stored order no longer matches Klarna's session (as if it had been changed in between).
    await t.database.db.update(orders).set({ listPriceOre: 24_000, totalOre: 24_000, vatOre: 4800 }).where(eq(orders.assessmentId, id));
    const res = await authorizeAs(t, buyer.token, id, await klarna.authorize(sessionId, { outcome: 'approved' }), 'klarna');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(PAYMENT_MESSAGES.cartChanged);
  });

  it('a callback for an unknown session is 404 and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/klarna/callback',
      payload: { authorization_token: 'x', session_id: 'no-such-session' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('Klarna with wrong credentials', () => {
  it('answers 502 in Swedish: the buyer is told to try later, nothing is charged', async () => {
    const wrong = await testAppForTest({
      seed: true,
      env: { PAYMENT_PROVIDER: 'klarna', KLARNA_API_URL: klarna.url, KLARNA_USERNAME: 'PK_merchant', KLARNA_PASSWORD: 'wrong' },
    });
    const someone = await signUp(wrong, 'fel.losen@example.se');
    const id = await completeAs(wrong, someone.token, sampleAnswers('ischias'));
    const res = await startPaymentAs(wrong, someone.token, id, { provider: 'klarna' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe(PAYMENT_MESSAGES.unavailable);
  });
});
