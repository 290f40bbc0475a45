import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { discountCodes, orders, paymentAttempts } from '../../db/schema';
import { signUp } from '../../../../tests/support/accounts';
import { authorizeAs, startPaymentAs } from '../../../../tests/support/payments';
import { completeAs, sampleAnswers } from '../../../../tests/support/reports';
import { useKlarnaTestApp, useTestApp, type TestApp } from '../../../../tests/support/test-app';
import { PAYMENT_MESSAGES } from './messages';
import type { PaymentProvider } from './provider';
import { voidMismatchedPayment } from './void';

// The last check before a receipt: the amount the provider took (or holds, or captured after its
// review) must be the stored order's. The row lock keeps them equal (amount-races.test.ts); here
// the stored amounts are changed behind its back while the provider is charging, as a bug or a
// hand in the database would, to show that a mismatch never becomes a receipt and is given back.
const t = useTestApp({ seed: true });
const { app: k, klarna } = useKlarnaTestApp({ username: 'PK_check', password: 'secret-check' });

const orderOf = async (app: TestApp, assessmentId: string) => (await app.database.db.select().from(orders).where(eq(orders.assessmentId, assessmentId)))[0]!;

/** The provider as it is, but the stored order's amounts change while it charges (the lock bypassed). */
async function changingAmountsWhileCharging<T>(app: TestApp, to: { totalOre: number; vatOre: number; discountOre: number }, run: () => Promise<T>): Promise<T> {
  const deps = app.services.deps;
  const real = deps.payments;
  deps.payments = {
    ...real,
    async createOrder(token, cart, options) {
      await app.database.db
        .update(orders)
        .set(to)
        .where(eq(orders.orderNumber, Number(cart.merchant_reference1)));
      return real.createOrder(token, cart, options);
    },
  } satisfies PaymentProvider;
  try {
    return await run();
  } finally {
    deps.payments = real;
  }
}

async function mailsTo(app: TestApp, address: string) {
  return (await Promise.all((await app.outbox()).map((m) => simpleParser(m)))).filter((m) => JSON.stringify(m.to).includes(address));
}

describe('a provider amount that is not the order’s never becomes a receipt', () => {
  it('test provider: 409 in Swedish, no receipt or report, the code released, 250 kr given back and the buyer told; then it can be paid', async () => {
    const buyer = await signUp(t, 'fel.belopp@example.se', 'hemligt123', 'Frida Fel');
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    const [code] = await t.database.db.insert(discountCodes).values({ code: 'KOLL-10', type: 'PERCENT', percent: 10, maxRedemptions: 5 }).returning();
    expect((await startPaymentAs(t, buyer.token, id, { discountCode: code!.code })).json()).toMatchObject({ orderAmount: 22_500 });
    const voided: string[] = [];
    const real = t.services.deps.payments;
    const res = await changingAmountsWhileCharging(t, { totalOre: 0, vatOre: 0, discountOre: 25_000 }, async () => {
      t.services.deps.payments = { ...t.services.deps.payments, voidOrder: (orderId) => (voided.push(orderId), real.voidOrder(orderId)) };
      const answer = await authorizeAs(t, buyer.token, id, 'test-approved');
      // The refund job runs with the provider that took the money.
      await t.runJobs();
      return answer;
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(PAYMENT_MESSAGES.amountChanged);
    const order = await orderOf(t, id);
    expect(order).toMatchObject({ status: 'created', receiptNumber: null, paidAt: null });
    const [attempt] = await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
    expect(attempt).toMatchObject({ status: 'failed', error: 'amount mismatch: the provider has 22500 öre, the order 0' });
    expect(voided).toEqual([attempt!.providerOrderId]);
    expect((await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, code!.id)))[0]!.redemptionCount).toBe(0);
    const mails = await mailsTo(t, 'fel.belopp@example.se');
    expect(mails.filter((m) => m.attachments.length > 0)).toHaveLength(0);
    const told = mails.filter((m) => m.subject === `Din betalning för order ${order.orderNumber} är stoppad`);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('Hej Frida!');
    expect(told[0]!.text).toContain('Vi har betalat tillbaka 225,00 kr');
    expect(told[0]!.text).toContain(`/results?assessment=${id}#kop`);
    // A new session with the order's real price, and the report is bought.
    expect((await startPaymentAs(t, buyer.token, id)).json()).toMatchObject({ orderAmount: 25_000 });
    expect((await authorizeAs(t, buyer.token, id, 'test-approved:again')).json()).toMatchObject({ status: 'paid' });
    expect(await orderOf(t, id)).toMatchObject({ status: 'paid', totalOre: 25_000 });
  });

  it('test provider, held for review: a capture that is not the order’s total cancels the order and gives it back', async () => {
    const buyer = await signUp(t, 'granskat.belopp@example.se', 'hemligt123', 'Gösta Granskad');
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    await startPaymentAs(t, buyer.token, id);
    expect((await authorizeAs(t, buyer.token, id, 'test-pending:accept')).json()).toMatchObject({ status: 'authorized' });
    // The stored total differs from what the provider holds (25 000 öre).
    const held = await orderOf(t, id);
    await t.database.db.update(orders).set({ totalOre: 20_000, vatOre: 4000, discountOre: 5000 }).where(eq(orders.id, held.id));
    await t.services.jobs.send('sweepHeldPayments', {});
    await t.runJobs();
    expect(await orderOf(t, id)).toMatchObject({ status: 'cancelled', receiptNumber: null, paidAt: null });
    const told = (await mailsTo(t, 'granskat.belopp@example.se')).filter((m) => m.subject === `Din betalning för order ${held.orderNumber} är stoppad`);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('Vi har betalat tillbaka 250,00 kr');
  });

  it('Klarna: the captured 250 kr is refunded once (even when the job runs again), no receipt', async () => {
    const buyer = await signUp(k, 'klarna.fel@example.se', 'hemligt123', 'Karl Klarna');
    const id = await completeAs(k, buyer.token, sampleAnswers('ischias'));
    const { sessionId } = (await startPaymentAs(k, buyer.token, id, { provider: 'klarna' })).json();
    const token = await klarna.authorize(sessionId, { outcome: 'approved' });
    const res = await changingAmountsWhileCharging(k, { totalOre: 20_000, vatOre: 4000, discountOre: 5000 }, async () => {
      const answer = await authorizeAs(k, buyer.token, id, token, 'klarna');
      await k.runJobs();
      return answer;
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(PAYMENT_MESSAGES.amountChanged);
    const placed = [...klarna.orders.values()].find((o) => o.sessionId === sessionId)!;
    expect(placed).toMatchObject({ capturedAmount: 25_000, refundedAmount: 25_000 });
    expect(await orderOf(k, id)).toMatchObject({ status: 'created', receiptNumber: null });
    // The job again (a retry after a lost answer): Klarna is asked, nothing is refunded twice.
    await k.services.jobs.send('voidPayment', { orderId: (await orderOf(k, id)).id, providerOrderId: placed.orderId });
    await k.runJobs();
    expect(placed.refunds).toHaveLength(1);
    const told = (await mailsTo(k, 'klarna.fel@example.se')).filter((m) => m.subject?.endsWith('är stoppad'));
    expect(told.map((m) => m.text?.includes('Vi har betalat tillbaka 250,00 kr'))).toEqual([true, true]);
  });

  it('Klarna, held for review: the order Klarna holds is cancelled (nothing was captured)', async () => {
    const buyer = await signUp(k, 'klarna.granskad@example.se', 'hemligt123', 'Kerstin Klarna');
    const id = await completeAs(k, buyer.token, sampleAnswers('ischias'));
    const { sessionId } = (await startPaymentAs(k, buyer.token, id, { provider: 'klarna' })).json();
    const token = await klarna.authorize(sessionId, { outcome: 'pending' });
    const res = await changingAmountsWhileCharging(k, { totalOre: 0, vatOre: 0, discountOre: 25_000 }, async () => {
      const answer = await authorizeAs(k, buyer.token, id, token, 'klarna');
      await k.runJobs();
      return answer;
    });
    expect(res.json().error).toBe(PAYMENT_MESSAGES.amountChanged);
    const placed = [...klarna.orders.values()].find((o) => o.sessionId === sessionId)!;
    expect(placed).toMatchObject({ status: 'CANCELLED', capturedAmount: 0, refundedAmount: 0 });
    const told = (await mailsTo(k, 'klarna.granskad@example.se')).filter((m) => m.subject?.endsWith('är stoppad'));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('inga pengar har dragits');
  });

  it('a voidPayment job for an order of another provider fails loudly instead of guessing', async () => {
    const buyer = await signUp(t, 'annan.leverantor@example.se');
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    await startPaymentAs(t, buyer.token, id);
    const order = await orderOf(t, id);
    await t.database.db.update(orders).set({ provider: 'klarna' }).where(eq(orders.id, order.id));
    await expect(voidMismatchedPayment(t.services.deps, { orderId: order.id, providerOrderId: 'test_order_a25000_x' })).rejects.toThrow(/was paid with klarna/);
  });
});
