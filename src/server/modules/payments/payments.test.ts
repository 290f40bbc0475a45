import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAWAL_CONSENT_VERSION } from '../../../shared/contracts/payments';
import { discountCodes, discountRedemptions, mailDeliveries, orders, paymentAttempts, products, reports } from '../../db/schema';
import { sendReportMail } from '../reports/delivery';
import { bearer, signUp } from '../../../../tests/support/accounts';
import { authorizeAs, payWithTestProvider, startPaymentAs } from '../../../../tests/support/payments';
import { completeAs, sampleAnswers } from '../../../../tests/support/reports';
import { useTestApp } from '../../../../tests/support/test-app';
import { PAYMENT_MESSAGES } from './messages';
import { PaymentProviderError, type PaymentProvider } from './provider';

const t = useTestApp({ seed: true, env: { ADMIN_EMAILS: 'chef@ryggkollen.test' } });
let buyer: { token: string; user: { id: string } };
let other: { token: string; user: { id: string } };
beforeAll(async () => {
  buyer = await signUp(t, 'kopare@example.se', 'hemligt123', 'Kim Köpare');
  other = await signUp(t, 'nagon.annan@example.se');
}, 60_000);

const orderRow = async (assessmentId: string) => (await t.database.db.select().from(orders).where(eq(orders.assessmentId, assessmentId)))[0]!;

/** Counts the provider's calls (and can make them fail) for one test, then restores it. */
async function withProvider<T>(change: (real: PaymentProvider) => Partial<PaymentProvider>, run: (calls: string[]) => Promise<T>): Promise<T> {
  const deps = t.services.deps;
  const real = deps.payments;
  const calls: string[] = [];
  const changed = change(real);
  deps.payments = {
    ...real,
    createSession: (...a) => (calls.push('createSession'), (changed.createSession ?? real.createSession)(...a)),
    createOrder: (...a) => (calls.push(`createOrder ${a[0]}`), (changed.createOrder ?? real.createOrder)(...a)),
    cancelAuthorization: (...a) => (calls.push(`cancel ${a[0]}`), (changed.cancelAuthorization ?? real.cancelAuthorization)(...a)),
  };
  try {
    return await run(calls);
  } finally {
    deps.payments = real;
  }
}

async function createCode(values: Partial<typeof discountCodes.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(discountCodes)
    .values({ code: `TEST-${Math.random().toString(36).slice(2, 8).toUpperCase()}`, type: 'PERCENT', percent: 20, ...values })
    .returning();
  return row!;
}

describe('starting a payment', () => {
  it('makes the order from the product row’s price and opens a session: 250 kr, 50 kr VAT, the consent stored', async () => {
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    const res = await startPaymentAs(t, buyer.token, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ orderAmount: 25_000, orderTaxAmount: 5000, discountAmount: 0, sessionId: expect.stringMatching(/^test_session_/) });
    expect(body.paymentMethodCategories.map((c: { identifier: string }) => c.identifier)).toEqual(['pay_now', 'pay_later', 'pay_over_time']);
    const order = await orderRow(id);
    expect(order).toMatchObject({ status: 'created', userId: buyer.user.id, listPriceOre: 25_000, totalOre: 25_000, vatOre: 5000, provider: 'test' });
    expect(order.withdrawalConsentVersion).toBe(WITHDRAWAL_CONSENT_VERSION);
    expect(order.withdrawalConsentAt).toBeInstanceOf(Date);
    // Starting again keeps the one order (at most one open order per assessment).
    expect((await startPaymentAs(t, buyer.token, id)).json().orderId).toBe(body.orderId);
    expect(await t.database.db.select().from(orders).where(eq(orders.assessmentId, id))).toHaveLength(1);
  });

  it('needs the ticked withdrawal consent, the owner, and the configured provider', async () => {
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    const unticked = await t.app.inject({ method: 'POST', url: '/api/payments/test/session', headers: bearer(buyer.token), payload: { assessmentId: id } });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().fields.withdrawalConsent).toBe('Kryssa i att leveransen börjar direkt och att ångerrätten då upphör.');
    expect((await startPaymentAs(t, other.token, id)).statusCode).toBe(404);
    const klarna = await startPaymentAs(t, buyer.token, id, { provider: 'klarna' });
    expect(klarna.statusCode).toBe(404);
    expect(klarna.json().error).toBe(PAYMENT_MESSAGES.unknownProvider);
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/test/session', payload: { assessmentId: id, withdrawalConsent: true } })).statusCode).toBe(
      401,
    );
  });

  it('is refused with the advice beside an emergency sign, and with too few answers', async () => {
    const emergency = await completeAs(t, buyer.token, sampleAnswers('ischias', { red_flags: 'bladder_bowel' }));
    const res = await startPaymentAs(t, buyer.token, emergency);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/^Vi säljer ingen rapport när svaren visar tecken på att du behöver vård direkt\. Sök vård direkt på en akutmottagning/);
    const few = await completeAs(t, buyer.token, { red_flags: 'none', age_band: '30_44' });
    expect((await startPaymentAs(t, buyer.token, few)).statusCode).toBe(409);
    expect(await t.database.db.select().from(orders).where(eq(orders.assessmentId, emergency))).toHaveLength(0);
  });

  it('is refused when the report is not for sale (its product hidden)', async () => {
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.slug, 'ryggrapport'));
    try {
      const res = await startPaymentAs(t, buyer.token, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('Rapporten går inte att köpa just nu. Försök igen senare.');
    } finally {
      await t.database.db.update(products).set({ isActive: true }).where(eq(products.slug, 'ryggrapport'));
    }
  });
});

describe('paying', () => {
  it(
    'a report mail that went on an earlier run of its job, which then failed, still fulfils the order when the job runs again',
    { timeout: 60_000 },
    async () => {
      const own = await signUp(t, 'tidigare.korning@example.se');
      const id = await completeAs(t, own.token, sampleAnswers('forsta-gangen'));
      await payWithTestProvider(t, own.token, id);
      await t.runJobs();
      expect((await orderRow(id)).status).toBe('fulfilled');
      // The earlier run: its mail went (the delivery is recorded), then it failed before marking the order.
      const order = await orderRow(id);
      await t.database.db.update(orders).set({ status: 'paid', fulfilledAt: null }).where(eq(orders.id, order.id));
      const [report] = await t.database.db
        .select()
        .from(reports)
        .where(and(eq(reports.assessmentId, id), eq(reports.kind, 'full')));
      const jobId = crypto.randomUUID();
      await t.database.db.insert(mailDeliveries).values({ jobId });
      const mailsBefore = (await t.outbox()).length;
      await sendReportMail(t.services.deps, report!.id, { id: jobId, mailDomain: 'ryggkollen.test' });
      expect((await orderRow(id)).status).toBe('fulfilled');
      expect((await t.outbox()).length).toBe(mailsBefore);
    },
  );

  it('with an approved authorization: paid, a receipt number, the report and a receipt mailed, then fulfilled', { timeout: 60_000 }, async () => {
    const id = await completeAs(t, buyer.token, sampleAnswers('forsta-gangen'));
    const code = await createCode({ percent: 20 });
    const session = await startPaymentAs(t, buyer.token, id, { discountCode: code.code.toLowerCase() });
    expect(session.json()).toMatchObject({ orderAmount: 20_000, orderTaxAmount: 4000, discountAmount: 5000 });
    const res = await authorizeAs(t, buyer.token, id, 'test-approved');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', mode: 'test', orderNumber: expect.any(Number) });
    const paid = await orderRow(id);
    expect(paid).toMatchObject({
      status: 'paid',
      discountCode: code.code,
      discountOre: 5000,
      totalOre: 20_000,
      vatOre: 4000,
      authorizationToken: 'test-approved',
    });
    expect(paid.receiptNumber).toBeGreaterThan(0);
    expect((await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, code.id)))[0]!.redemptionCount).toBe(1);
    // The job makes the report and mails it with the receipt.
    const mails = (await Promise.all((await t.outbox()).map((m) => simpleParser(m)))).filter(
      (m) => JSON.stringify(m.to).includes('kopare@example.se') && m.attachments.length === 1,
    );
    expect(mails).toHaveLength(1);
    // The receipt's rows, read with the spacing of its columns closed up.
    const text = (mails[0]!.text ?? '').replace(/[ \u00a0]+/g, ' ');
    for (const line of [
      `Kvittonummer: ${paid.receiptNumber}`,
      `Ordernummer: ${paid.orderNumber}`,
      'Vara: Personlig ryggrapport, 1 st',
      'Pris: 250,00 kr',
      `Rabatt (${code.code}): −50,00 kr`,
      'Pris exkl. moms: 160,00 kr',
      'Moms 25 %: 40,00 kr',
      'Totalt betalt: 200,00 kr',
      'org.nr',
      'bekräftade att du därmed inte har någon ångerrätt',
    ])
      expect(text, line).toContain(line);
    expect((await orderRow(id)).status).toBe('fulfilled');
    const summary = await t.app.inject({ method: 'GET', url: `/api/orders/${paid.id}`, headers: bearer(buyer.token) });
    expect(summary.json()).toMatchObject({ status: 'fulfilled', total: 20_000, vat: 4000, discountAmount: 5000, reportReady: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${paid.id}`, headers: bearer(other.token) })).statusCode).toBe(404);
    // Paid: no second session.
    const again = await startPaymentAs(t, buyer.token, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(PAYMENT_MESSAGES.alreadyPaid);
  });

  it('is done once: the same token again, or twice at once, makes one provider order, one redemption, one receipt number', async () => {
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    const code = await createCode({ percent: 10 });
    await startPaymentAs(t, buyer.token, id, { discountCode: code.code });
    await withProvider(
      () => ({}),
      async (calls) => {
        const token = `test-approved:${id}`;
        const answers = await Promise.all([1, 2, 3].map(() => authorizeAs(t, buyer.token, id, token)));
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
        expect(new Set(answers.map((a) => a.json().order_id)).size).toBe(1);
        expect((await authorizeAs(t, buyer.token, id, token)).json().status).toBe('paid');
        expect(calls.filter((c) => c.startsWith('createOrder'))).toHaveLength(1);
      },
    );
    const order = await orderRow(id);
    expect(await t.database.db.select().from(discountRedemptions).where(eq(discountRedemptions.orderId, order.id))).toHaveLength(1);
    expect((await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, code.id)))[0]!.redemptionCount).toBe(1);
  });

  it('never charges twice: another authorization for a paid order is released, not used', async () => {
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    await startPaymentAs(t, buyer.token, id);
    await withProvider(
      () => ({}),
      async (calls) => {
        const [a, b] = await Promise.all([authorizeAs(t, buyer.token, id, 'test-approved:a'), authorizeAs(t, buyer.token, id, 'test-approved:b')]);
        expect(a.json().order_id).toBe(b.json().order_id);
        expect(calls.filter((c) => c.startsWith('createOrder'))).toHaveLength(1);
        const used = (await orderRow(id)).authorizationToken;
        const unused = used === 'test-approved:a' ? 'test-approved:b' : 'test-approved:a';
        expect(calls).toContain(`cancel ${unused}`);
      },
    );
  });

  it('declined: says so in Swedish, releases the code, and the buyer can pay again', async () => {
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    const code = await createCode({ percent: 15, maxRedemptions: 1 });
    await startPaymentAs(t, buyer.token, id, { discountCode: code.code });
    const declined = await authorizeAs(t, buyer.token, id, 'test-declined');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toBe(PAYMENT_MESSAGES.declined);
    expect((await orderRow(id)).status).toBe('created');
    expect((await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, code.id)))[0]!.redemptionCount).toBe(0);
    // A repeat of the refused token is refused again, never tried at the provider twice.
    expect((await authorizeAs(t, buyer.token, id, 'test-declined')).statusCode).toBe(402);
    const approved = await authorizeAs(t, buyer.token, id, 'test-approved');
    expect(approved.json().status).toBe('paid');
    expect((await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, code.id)))[0]!.redemptionCount).toBe(1);
  });

  it('pending: authorized, not paid, no report; a new session is refused while it is reviewed', async () => {
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    await startPaymentAs(t, buyer.token, id);
    const res = await authorizeAs(t, buyer.token, id, 'test-pending');
    expect(res.json()).toMatchObject({ status: 'authorized' });
    expect((await orderRow(id)).status).toBe('authorized');
    const session = await startPaymentAs(t, buyer.token, id);
    expect(session.statusCode).toBe(409);
    expect(session.json().error).toBe(PAYMENT_MESSAGES.underReview);
    expect((await t.app.inject({ method: 'POST', url: '/api/generate-report', headers: bearer(buyer.token), payload: { assessmentId: id } })).statusCode).toBe(
      402,
    );
  });

  it('held for review and accepted: the sweep pays the order and the report is mailed once; a second sweep changes nothing', async () => {
    const reviewed = await signUp(t, 'granskad.kopare@example.se', 'hemligt123', 'Gun Granskad');
    const id = await completeAs(t, reviewed.token, sampleAnswers('ischias'));
    await startPaymentAs(t, reviewed.token, id);
    expect((await authorizeAs(t, reviewed.token, id, 'test-pending:accept:1')).json()).toMatchObject({ status: 'authorized' });
    const { orderNumber } = await orderRow(id);
    const reportMails = async () =>
      (await Promise.all((await t.outbox()).map((m) => simpleParser(m)))).filter(
        (m) =>
          JSON.stringify(m.to).includes('granskad.kopare@example.se') &&
          new RegExp(`Ordernummer:[ \u00a0]+${orderNumber}\\b`).test(m.text ?? '') &&
          m.attachments.length === 1,
      );
    expect(await reportMails()).toHaveLength(0);
    await t.services.jobs.send('sweepHeldPayments', {});
    await t.runJobs();
    expect(await reportMails()).toHaveLength(1);
    const paid = await orderRow(id);
    expect(paid).toMatchObject({ status: 'fulfilled', authorizationToken: 'test-pending:accept:1' });
    expect(paid.receiptNumber).toBeGreaterThan(0);
    const attempts = await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, paid.id));
    expect(attempts.map((a) => a.status)).toEqual(['approved']);
    await t.services.jobs.send('sweepHeldPayments', {});
    await t.runJobs();
    expect(await reportMails()).toHaveLength(1);
    expect((await orderRow(id)).receiptNumber).toBe(paid.receiptNumber);
  });

  it('held for review and rejected: the order is cancelled, its code released, the buyer told by mail, and the report can be bought again', async () => {
    const rejected = await signUp(t, 'nekad.kopare@example.se', 'hemligt123', 'Nils Nekad');
    const id = await completeAs(t, rejected.token, sampleAnswers('ischias'));
    const code = await createCode({ percent: 10, maxRedemptions: 1 });
    await startPaymentAs(t, rejected.token, id, { discountCode: code.code });
    expect((await authorizeAs(t, rejected.token, id, 'test-pending:reject')).json()).toMatchObject({ status: 'authorized' });
    const redemptions = async () => (await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, code.id)))[0]!.redemptionCount;
    expect(await redemptions()).toBe(1);
    const held = await orderRow(id);
    await t.services.jobs.send('sweepHeldPayments', {});
    await t.runJobs();
    const [cancelled] = await t.database.db.select().from(orders).where(eq(orders.id, held.id));
    expect(cancelled).toMatchObject({ status: 'cancelled', paidAt: null, receiptNumber: null });
    expect(cancelled!.cancelledAt).toBeInstanceOf(Date);
    expect(await redemptions()).toBe(0);
    const told = (await Promise.all((await t.outbox()).map((m) => simpleParser(m)))).filter(
      (m) => m.subject === `Din betalning för order ${held.orderNumber} godkändes inte`,
    );
    expect(told).toHaveLength(1);
    expect(JSON.stringify(told[0]!.to)).toContain('nekad.kopare@example.se');
    expect(told[0]!.text).toContain('Hej Nils!');
    expect(told[0]!.text).toContain('Inga pengar har dragits');
    expect(told[0]!.text).toContain(`/results?assessment=${id}#kop`);
    expect(told[0]!.attachments).toHaveLength(0);
    // Bought again: a new order, the freed code usable once more.
    const again = await startPaymentAs(t, rejected.token, id, { discountCode: code.code });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().orderId).not.toBe(held.id);
    expect((await authorizeAs(t, rejected.token, id, 'test-approved')).json()).toMatchObject({ status: 'paid', order_id: again.json().orderId });
    expect(await redemptions()).toBe(1);
  });

  it('a review not yet ended stays held: the sweep asks and changes nothing', async () => {
    const waiting = await signUp(t, 'vantande.kopare@example.se');
    const id = await completeAs(t, waiting.token, sampleAnswers('ischias'));
    await startPaymentAs(t, waiting.token, id);
    await authorizeAs(t, waiting.token, id, 'test-pending:still');
    await t.services.jobs.send('sweepHeldPayments', {});
    await t.runJobs();
    expect((await orderRow(id)).status).toBe('authorized');
  });

  it('provider down: 502 in Swedish, nothing taken, the authorization released, and it can be paid later', async () => {
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    await startPaymentAs(t, buyer.token, id);
    await withProvider(
      () => ({
        createOrder: async () => {
          throw new PaymentProviderError('unavailable', 'Klarna create order: HTTP 503');
        },
      }),
      async (calls) => {
        const res = await authorizeAs(t, buyer.token, id, 'test-approved:first');
        expect(res.statusCode).toBe(502);
        expect(res.json().error).toBe(PAYMENT_MESSAGES.unavailable);
        expect(calls).toContain('cancel test-approved:first');
      },
    );
    expect((await orderRow(id)).status).toBe('created');
    expect((await authorizeAs(t, buyer.token, id, 'test-approved:second')).json().status).toBe('paid');
  });

  it('a payment left in flight by a process that died is given up after two minutes, and the order can be paid', async () => {
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    await startPaymentAs(t, buyer.token, id);
    const order = await orderRow(id);
    await t.database.db
      .insert(paymentAttempts)
      .values({ orderId: order.id, authorizationToken: 'test-approved:lost', createdAt: new Date(Date.now() - 3 * 60_000) });
    expect((await authorizeAs(t, buyer.token, id, 'test-approved:new')).json().status).toBe('paid');
    const [lost] = await t.database.db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.authorizationToken, 'test-approved:lost')));
    expect(lost!.status).toBe('failed');
  });

  it('without a started payment there is nothing to authorize; another user’s assessment is not found', async () => {
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    const res = await authorizeAs(t, buyer.token, id, 'test-approved');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(PAYMENT_MESSAGES.noSession);
    await startPaymentAs(t, buyer.token, id);
    expect((await authorizeAs(t, other.token, id, 'test-approved')).statusCode).toBe(404);
  });

  it('a 100 % code: nothing to pay, no provider asked; the buyer confirms and gets the report', async () => {
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    const free = await createCode({ percent: 100 });
    await withProvider(
      () => ({}),
      async (calls) => {
        const session = await startPaymentAs(t, buyer.token, id, { discountCode: free.code });
        expect(session.json()).toMatchObject({ orderAmount: 0, orderTaxAmount: 0, discountAmount: 25_000, paymentMethodCategories: [] });
        // A provider's token cannot pay 0 kr (it is released, never charged); the confirmation cannot pay a price.
        const provider = await authorizeAs(t, buyer.token, id, 'test-approved');
        expect(provider.statusCode).toBe(409);
        expect(provider.json().error).toBe(PAYMENT_MESSAGES.cartChanged);
        expect(calls).toEqual(['cancel test-approved']);
        const res = await authorizeAs(t, buyer.token, id, 'free');
        expect(res.json()).toMatchObject({ status: 'paid' });
        expect(calls).toEqual(['cancel test-approved']);
      },
    );
    expect(await orderRow(id)).toMatchObject({ status: 'paid', totalOre: 0, vatOre: 0, discountOre: 25_000 });
    const paidFor = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    await startPaymentAs(t, buyer.token, paidFor);
    expect((await authorizeAs(t, buyer.token, paidFor, 'free')).statusCode).toBe(409);
  });

  it('paid but the report fails: the order stays paid, nothing is charged again, and the retried job mails the report once', { timeout: 120_000 }, async () => {
    const id = await completeAs(t, buyer.token, sampleAnswers('forsta-gangen'));
    const deps = t.services.deps;
    const real = deps.renderer;
    deps.renderer = { ...real, render: async () => Promise.reject(new Error('render failed: the fonts are gone')) };
    try {
      await payWithTestProvider(t, buyer.token, id);
      await t.runJobs();
      expect((await orderRow(id)).status).toBe('paid');
      const download = await t.app.inject({ method: 'POST', url: '/api/generate-report', headers: bearer(buyer.token), payload: { assessmentId: id } });
      expect(download.statusCode).toBe(500);
      // Paying again is refused: it is paid.
      expect((await startPaymentAs(t, buyer.token, id)).statusCode).toBe(409);
    } finally {
      deps.renderer = real;
    }
    // The job's retry (1 s in tests) makes the report and mails it with the receipt, once.
    // Earlier tests mail this buyer too: count the mails of this order only.
    const { orderNumber } = await orderRow(id);
    const ofThisOrder = new RegExp(`Ordernummer:[ \u00a0]+${orderNumber}\\b`);
    await new Promise((r) => setTimeout(r, 1500));
    await expect
      .poll(
        async () =>
          (await Promise.all((await t.outbox()).map((m) => simpleParser(m)))).filter(
            (m) => JSON.stringify(m.to).includes('kopare@example.se') && ofThisOrder.test(m.text ?? '') && m.attachments.length === 1,
          ).length,
        // The job's retries back off (1 s, 2 s, 4 s …): a busy machine may need a few.
        { timeout: 60_000, interval: 500 },
      )
      .toBe(1);
    expect((await orderRow(id)).status).toBe('fulfilled');
  });

  it('the developer panel’s checkout points at the results page of the assessment, for admins only', async () => {
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    const admin = await signUp(t, 'chef@ryggkollen.test');
    const call = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkout/klarna',
        headers: bearer(token),
        payload: { assessmentId: id, email: 'kopare@example.se', userName: 'Kim' },
      });
    expect((await call(buyer.token)).statusCode).toBe(403);
    const res = await call(admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ checkoutUrl: `${t.config.publicUrl}/results?assessment=${id}#kop` });
  });

  it('receipt numbers follow each other without gaps', async () => {
    const numbers: number[] = [];
    // A buyer of its own: the one above has used most of the 20 payment starts allowed in 10 minutes.
    const regular = await signUp(t, 'stamkund@example.se');
    for (let i = 0; i < 3; i++) {
      const id = await completeAs(t, regular.token, sampleAnswers('ischias'));
      const order = await payWithTestProvider(t, regular.token, id);
      numbers.push((await t.database.db.select().from(orders).where(eq(orders.id, order.order_id)))[0]!.receiptNumber!);
    }
    expect(numbers[1]).toBe(numbers[0]! + 1);
    expect(numbers[2]).toBe(numbers[0]! + 2);
  });
});
