import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { creditNotes, orders, paymentAttempts } from '../../db/schema';
import { bearer, mailsTo, signUp } from '../../../../tests/support/accounts';
import { expectAdminOnly } from '../../../../tests/support/access';
import { authorizeAs, payWithTestProvider, startPaymentAs } from '../../../../tests/support/payments';
import { completeAs, paidOrder, sampleAnswers } from '../../../../tests/support/reports';
import { useTestApp } from '../../../../tests/support/test-app';
import type { AdminOrder, AdminOrderListResponse } from '../../../shared/contracts/admin-orders';
import type { TestPaymentProvider } from '../payments/test-provider';
import { formatKronorExact as kr } from '../../../shared/domain/money';
import { ORDER_ADMIN_MESSAGES as M } from './messages';

const ADMIN = 'ordrar-admin@ryggkollen.test';
const t = useTestApp({ seed: true, env: { ADMIN_EMAILS: ADMIN } });
let admin: Record<string, string>;
let buyer: { token: string; user: { id: string; email: string } };

beforeAll(async () => {
  admin = bearer((await signUp(t, ADMIN, 'hemligt123', 'Ada Admin')).token);
  buyer = await signUp(t, 'ordrar.kopare@example.se', 'hemligt123', 'Kim Köpare');
}, 60_000);

const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: admin });
const act = (id: string, action: 'retry-report' | 'cancel' | 'refund', payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/${action}`, headers: admin, ...(payload ? { payload } : {}) });
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const provider = () => t.services.deps.payments as TestPaymentProvider;
const notesOf = (orderId: string) => t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
const auditFor = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?limit=100', headers: admin }))
    .json<{ subjectId: string; action: string; summary: string }[]>()
    .filter((e) => e.subjectId === id);

/** A buyer's paid order through the test provider (its report job is written, not run). */
async function paid(token = buyer.token, discountCode?: string) {
  const assessment = await completeAs(t, token, sampleAnswers('ischias'));
  const { order_id } = await payWithTestProvider(t, token, assessment, discountCode ? { discountCode } : {});
  return { id: order_id, assessment };
}

describe('GET /api/admin/orders', () => {
  let lister: { token: string; user: { id: string; email: string } };
  const made: { id: string; orderNumber: number; createdAt: Date; status: string }[] = [];
  beforeAll(async () => {
    lister = await signUp(t, 'listan.kund@example.se', 'hemligt123', 'Lisa Lista');
    // 45 orders, one a day back from 2026-10-31 12:00 Swedish time (UTC+1): every fifth one paid.
    for (let i = 0; i < 45; i++) {
      const createdAt = new Date(Date.UTC(2026, 9, 31, 11) - i * 86_400_000);
      const status = i % 5 === 0 ? 'paid' : 'created';
      const [row] = await t.database.db
        .insert(orders)
        .values({
          userId: lister.user.id,
          status,
          provider: 'test',
          productName: 'Personlig ryggrapport',
          listPriceOre: 25_000,
          totalOre: 25_000,
          vatOre: 5000,
          vatRateBp: 2500,
          createdAt,
          ...(status === 'paid' ? { paidAt: createdAt, receiptNumber: 90_000 + i } : {}),
        })
        .returning();
      made.push({ id: row!.id, orderNumber: row!.orderNumber, createdAt, status });
    }
  }, 60_000);

  it('is an admin’s only, and personal: no-store', async () => {
    await expectAdminOnly([(h) => t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: h })], buyer.token);
    const res = await list('');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('pages the matches newest first: the first, a middle and the last page, and past the end', async () => {
    const q = `q=${encodeURIComponent('listan.kund')}`;
    const first = (await list(`${q}&page=1`)).json<AdminOrderListResponse>();
    expect(first).toMatchObject({ total: 45, page: 1, pageSize: 20 });
    expect(first.orders.map((o) => o.id)).toEqual(made.slice(0, 20).map((m) => m.id));
    const middle = (await list(`${q}&page=2`)).json<AdminOrderListResponse>();
    expect(middle.orders.map((o) => o.id)).toEqual(made.slice(20, 40).map((m) => m.id));
    const last = (await list(`${q}&page=3`)).json<AdminOrderListResponse>();
    expect(last.orders.map((o) => o.id)).toEqual(made.slice(40).map((m) => m.id));
    expect((await list(`${q}&page=4`)).json()).toMatchObject({ orders: [], total: 45, page: 4 });
    const ten = (await list(`${q}&page=2&pageSize=10`)).json<AdminOrderListResponse>();
    expect(ten.orders.map((o) => o.id)).toEqual(made.slice(10, 20).map((m) => m.id));
    expect(first.orders[0]).toMatchObject({
      customer: { id: lister.user.id, name: 'Lisa Lista', email: 'listan.kund@example.se' },
      status: 'paid',
      total: 25_000,
      vat: 5000,
      discount: null,
      provider: 'test',
      reportState: 'none',
      creditNote: null,
    });
  });

  it('combines status, Swedish days and the search', async () => {
    // 2026-10-01 … 2026-10-10 (Swedish days) hold orders i = 21 … 30; the paid ones are 25 and 30.
    const res = await list(`q=listan.kund&status=paid&dateFrom=2026-10-01&dateTo=2026-10-10`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AdminOrderListResponse>();
    expect(body.total).toBe(2);
    expect(body.orders.map((o) => o.id)).toEqual([made[21 + 4]!.id, made[30]!.id]);
    const oneDay = (await list(`q=listan.kund&dateFrom=2026-10-31&dateTo=2026-10-31`)).json<AdminOrderListResponse>();
    expect(oneDay.orders.map((o) => o.id)).toEqual([made[0]!.id]);
  });

  it('finds an order by its order number, a paid one by its receipt number, and orders by part of the e-mail address', async () => {
    const byNumber = (await list(`q=${made[7]!.orderNumber}`)).json<AdminOrderListResponse>();
    expect(byNumber.orders.map((o) => o.id)).toEqual([made[7]!.id]);
    const byReceipt = (await list(`q=${90_000 + 10}`)).json<AdminOrderListResponse>();
    expect(byReceipt.orders.map((o) => o.id)).toEqual([made[10]!.id]);
    expect((await list('q=LISTAN.KUND%40EXAMPLE')).json<AdminOrderListResponse>().total).toBe(45);
    expect((await list('q=%25%25%25')).json<AdminOrderListResponse>().total).toBe(0);
  });

  it('refuses bad filters with Swedish messages', async () => {
    for (const [query, field] of [
      ['q=ab', 'q'],
      ['status=betald', 'status'],
      ['dateFrom=2026-02-30', 'dateFrom'],
      ['dateFrom=2026-10-10&dateTo=2026-10-01', 'dateTo'],
      ['pageSize=101', 'pageSize'],
      ['page=0', 'page'],
      [`q=${encodeURIComponent('ab\u0000c')}`, 'q'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), query).toContain(field);
    }
  });
});

describe('POST /api/admin/orders/:id/retry-report', () => {
  it('queues the report of a paid order whose report failed, once, even for two at once', async () => {
    const assessment = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    const order = await paidOrder(t, buyer.user.id, assessment);
    expect((await list(`q=${order.orderNumber}`)).json<AdminOrderListResponse>().orders[0]!.reportState).toBe('failed');
    const [a, b] = await Promise.all([act(order.id, 'retry-report'), act(order.id, 'retry-report')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ok = a.statusCode === 200 ? a : b;
    expect(ok.json()).toMatchObject({ order: { id: order.id, reportState: 'pending' }, message: M.retried(order.orderNumber) });
    expect((a.statusCode === 409 ? a : b).json()).toEqual({ error: M.reportPending });
    const queued = await t.services.jobs.queuedFor('generateReport', 'assessmentId', [assessment]);
    expect([...queued]).toEqual([assessment]);
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'generate-report' and data->>'assessmentId' = ${assessment}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(1);
    expect(await auditFor(order.id)).toEqual([
      expect.objectContaining({ action: 'order.retry_report', summary: `Skapade rapporten för order ${order.orderNumber} igen` }),
    ]);
    await t.runJobs();
    expect((await list(`q=${order.orderNumber}`)).json<AdminOrderListResponse>().orders[0]!.reportState).toBe('ready');
    expect((await act(order.id, 'retry-report')).json()).toEqual({ error: M.reportReady });
    // Written straight into the database, it has no order at the provider: it cannot be refunded here.
    expect((await act(order.id, 'refund')).json()).toEqual({ error: M.noProviderOrder });
  }, 60_000);

  it('refuses an unpaid order, an unknown id and a bad id', async () => {
    const assessment = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    const session = await startPaymentAs(t, buyer.token, assessment);
    const created = await act(session.json().orderId, 'retry-report');
    expect(created.statusCode).toBe(409);
    expect(created.json()).toEqual({ error: M.retryNotPaid });
    expect((await act('00000000-0000-4000-8000-000000000000', 'retry-report')).statusCode).toBe(404);
    expect((await act('inte-ett-id', 'retry-report')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/orders/:id/cancel', () => {
  it('cancels a made order once; a paid one is refused', async () => {
    const assessment = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    const orderId = (await startPaymentAs(t, buyer.token, assessment)).json().orderId as string;
    const [a, b] = await Promise.all([act(orderId, 'cancel'), act(orderId, 'cancel')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await orderRow(orderId)).status).toBe('cancelled');
    expect((await act(orderId, 'cancel')).json()).toEqual({ error: M.alreadyCancelled });
    expect((await auditFor(orderId)).map((e) => e.action)).toEqual(['order.cancel']);
    const { id } = await paid();
    const refused = await act(id, 'cancel');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: M.cancelPaid });
  });

  it('the admin’s cancel and the buyer’s payment of the same order at once: a cancelled order is never paid', async () => {
    for (let round = 0; round < 3; round++) {
      const assessment = await completeAs(t, buyer.token, sampleAnswers('ischias'));
      const orderId = (await startPaymentAs(t, buyer.token, assessment)).json().orderId as string;
      const [cancel, pay] = await Promise.all([act(orderId, 'cancel'), authorizeAs(t, buyer.token, assessment, `test-approved:${round}-${assessment}`)]);
      const row = await orderRow(orderId);
      if (cancel.statusCode === 200) {
        // Cancelled first: the payment went to no order of this one, or was refused.
        expect(row.status).toBe('cancelled');
        expect(row.receiptNumber).toBeNull();
        if (pay.statusCode === 200) expect(pay.json().order_id).not.toBe(orderId);
      } else {
        // Paid (or paying) first: the admin is told, and the order is paid once.
        expect(cancel.statusCode).toBe(409);
        expect(pay.statusCode).toBe(200);
        expect(row.status).toBe('paid');
      }
    }
  }, 60_000);

  it('the admin’s cancel and the buyer’s new payment session at once: the session never leads to paying a cancelled order', async () => {
    const assessment = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    const orderId = (await startPaymentAs(t, buyer.token, assessment)).json().orderId as string;
    const [cancel, session] = await Promise.all([act(orderId, 'cancel'), startPaymentAs(t, buyer.token, assessment)]);
    expect(cancel.statusCode).toBe(200);
    expect(session.statusCode).toBe(200);
    const paid = await authorizeAs(t, buyer.token, assessment, `test-approved:${assessment}`);
    expect((await orderRow(orderId)).status).toBe('cancelled');
    // The buyer can still pay: on an order of its own, never the cancelled one.
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order_id).not.toBe(orderId);
    expect((await orderRow(paid.json().order_id)).status).toBe('paid');
  }, 60_000);

  it('releases a payment held for review at the provider, and ends the held attempt', async () => {
    const assessment = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    await startPaymentAs(t, buyer.token, assessment);
    const held = await authorizeAs(t, buyer.token, assessment, 'test-pending:accept:avbryt');
    expect(held.json().status).toBe('authorized');
    const orderId = held.json().order_id as string;
    const voided = vi.spyOn(t.services.deps.payments, 'voidOrder');
    try {
      const res = await act(orderId, 'cancel');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().order).toMatchObject({ status: 'cancelled' });
      expect(voided).toHaveBeenCalledTimes(1);
    } finally {
      voided.mockRestore();
    }
    const attempts = await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
    expect(attempts.map((x) => x.status)).toEqual(['declined']);
    // The report can be bought again.
    expect((await startPaymentAs(t, buyer.token, assessment)).statusCode).toBe(200);
  });

  it('a review accepted while the provider is asked wins: the order stays paid and the admin is told', async () => {
    const assessment = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    await startPaymentAs(t, buyer.token, assessment);
    const orderId = (await authorizeAs(t, buyer.token, assessment, 'test-pending:accept:kapplopp')).json().order_id as string;
    // The claimed order is skipped by the review meanwhile…
    const real = t.services.deps.payments.voidOrder;
    const racing = vi.spyOn(t.services.deps.payments, 'voidOrder').mockImplementationOnce(async (providerOrderId) => {
      const review = await t.app.inject({ method: 'POST', url: '/api/payments/test/review', headers: bearer(buyer.token), payload: { orderId } });
      expect(review.json()).toEqual({ status: 'authorized' });
      // …so the race is played by paying it straight in the database, as a review in another process would.
      await t.database.db.update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, orderId));
      return real(providerOrderId);
    });
    try {
      const res = await act(orderId, 'cancel');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: M.paidWhileCancelling });
    } finally {
      racing.mockRestore();
    }
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', providerCallAt: null });
    expect(await auditFor(orderId)).toEqual([]);
  });

  it('keeps a held order as it was when the provider fails (502), and can be retried', async () => {
    const assessment = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    await startPaymentAs(t, buyer.token, assessment);
    const orderId = (await authorizeAs(t, buyer.token, assessment, 'test-pending:still')).json().order_id as string;
    const down = vi.spyOn(t.services.deps.payments, 'voidOrder').mockRejectedValueOnce(new Error('down'));
    try {
      const res = await act(orderId, 'cancel');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ error: M.cancelFailed });
    } finally {
      down.mockRestore();
    }
    expect(await orderRow(orderId)).toMatchObject({ status: 'authorized', providerCallAt: null });
    expect((await act(orderId, 'cancel')).statusCode).toBe(200);
  });
});

describe('POST /api/admin/orders/:id/refund', () => {
  it('refunds a paid order through the provider, makes credit note, mails it, and audits it', async () => {
    const { id } = await paid();
    // The report is made and mailed first (it stays the customer's after the refund).
    await t.runJobs();
    const before = await orderRow(id);
    const res = await act(id, 'refund', { reason: 'Kunden ångrade sig' });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json<{ order: AdminOrder; message: string }>().order;
    const [note] = await notesOf(id);
    expect(note).toMatchObject({
      orderNumber: before.orderNumber,
      receiptNumber: before.receiptNumber,
      totalOre: -25_000,
      vatOre: -5000,
      vatRateBp: 2500,
      reason: 'Kunden ångrade sig',
      userId: buyer.user.id,
    });
    expect(note!.receiptDate.toISOString()).toBe(before.paidAt!.toISOString());
    expect(order).toMatchObject({ status: 'refunded', creditNote: { creditNoteNumber: note!.creditNoteNumber, total: -25_000, vat: -5000 } });
    expect(res.json().message).toBe(M.refunded(before.orderNumber, kr(25_000), note!.creditNoteNumber));
    const refund = provider().refunds.find((r) => r.providerOrderId === before.providerOrderId);
    expect(refund).toMatchObject({ refundedOre: 25_000, idempotencyKey: `admin-refund-${id}` });
    expect(note!.providerRefundId).toBe(refund!.refundId);
    const mail = (await mailsTo(t, buyer.user.email)).find((m) => m.subject === `Kreditnota ${note!.creditNoteNumber} för order ${before.orderNumber}`);
    expect(mail, 'the credit-note mail').toBeDefined();
    expect(mail!.text).toContain(`Kreditnotanummer:`);
    expect(mail!.text).toContain(`Avser kvitto:`);
    expect(mail!.text).toMatch(new RegExp(`Avser kvitto:\\s+nr ${before.receiptNumber} av den`));
    expect(mail!.text).toContain('Totalt krediterat:');
    expect(mail!.text).toContain(kr(-25_000));
    expect(mail!.text).toContain(kr(-5000));
    expect(mail!.text).toContain(kr(-20_000));
    expect(mail!.text).not.toContain('Kunden ångrade sig');
    expect(await auditFor(id)).toEqual([
      expect.objectContaining({
        action: 'order.refund',
        summary: `Återbetalade order ${before.orderNumber} (${kr(25_000)}), kreditnota ${note!.creditNoteNumber}`,
      }),
    ]);
    // A second refund is refused, and nothing more is given back.
    const again = await act(id, 'refund');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: M.alreadyRefunded });
    expect(provider().refunds.filter((r) => r.providerOrderId === before.providerOrderId)).toHaveLength(1);
    // The customer keeps their report: it stays downloadable (decision 0038). The order is no longer paid.
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(buyer.token) })).json().status).toBe('refunded');
    const reports = (await t.app.inject({ method: 'GET', url: '/api/my-reports', headers: bearer(buyer.token) })).json<
      { kind: string; downloadUrl: string }[]
    >();
    const full = reports.filter((r) => r.kind === 'full');
    expect(full.length).toBeGreaterThan(0);
    const download = await t.app.inject({ method: 'GET', url: full[0]!.downloadUrl, headers: bearer(buyer.token) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
  }, 60_000);

  it('two refunds at once: one provider call, one credit note; the other is told it is under way', async () => {
    const { id } = await paid();
    const calls = vi.spyOn(t.services.deps.payments, 'refund');
    try {
      const [a, b] = await Promise.all([act(id, 'refund'), act(id, 'refund')]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect([M.refundInProgress, M.alreadyRefunded]).toContain((a.statusCode === 409 ? a : b).json().error);
      expect(calls).toHaveBeenCalledTimes(1);
    } finally {
      calls.mockRestore();
    }
    expect(await notesOf(id)).toHaveLength(1);
    expect(await auditFor(id)).toHaveLength(1);
  }, 60_000);

  it('numbers credit notes without gaps across orders, also past a failed refund', async () => {
    const first = await paid();
    const second = await paid();
    const down = vi.spyOn(t.services.deps.payments, 'refund').mockRejectedValueOnce(new Error('down'));
    try {
      const failed = await act(first.id, 'refund');
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({ error: M.refundFailed });
    } finally {
      down.mockRestore();
    }
    // Nothing recorded: still paid, no credit note, no audit entry, free to retry.
    expect(await orderRow(first.id)).toMatchObject({ status: 'paid', providerCallAt: null, refundedAt: null });
    expect(await notesOf(first.id)).toHaveLength(0);
    expect(await auditFor(first.id)).toHaveLength(0);
    expect((await act(first.id, 'refund')).statusCode).toBe(200);
    expect((await act(second.id, 'refund')).statusCode).toBe(200);
    const [a] = await notesOf(first.id);
    const [b] = await notesOf(second.id);
    expect(b!.creditNoteNumber).toBe(a!.creditNoteNumber + 1);
    const all = (await t.database.db.select({ n: creditNotes.creditNoteNumber }).from(creditNotes)).map((r) => r.n).sort((x, y) => x - y);
    expect(all).toEqual(all.map((_, i) => i + 1));
  }, 60_000);

  it('credits what was paid with a discount code, VAT 25 % in öre', async () => {
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/discounts/create',
      headers: admin,
      payload: { type: 'PERCENT', percent: 20, prefix: 'kredit', daysValid: 30, perUserLimit: 1, maxRedemptions: 10 },
    });
    const { id } = await paid(buyer.token, code.json().code);
    const res = await act(id, 'refund');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ total: 20_000, discount: { code: code.json().code, amount: 5000 }, creditNote: { total: -20_000, vat: -4000 } });
  }, 60_000);

  it('refuses what cannot be refunded: unpaid, unknown, bad ids, a bad reason; a customer is refused', async () => {
    const assessment = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    const created = (await startPaymentAs(t, buyer.token, assessment)).json().orderId as string;
    expect((await act(created, 'refund')).json()).toEqual({ error: M.refundNotPaid });
    expect((await act('00000000-0000-4000-8000-000000000000', 'refund')).statusCode).toBe(404);
    expect((await act('%00', 'refund')).statusCode).toBe(400);
    expect((await act(created, 'refund', { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await act(created, 'refund', { reason: 'a\u0000b' })).statusCode).toBe(400);
    const lone = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${created}/refund`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"reason":"a\\ud800b"}',
    });
    expect(lone.statusCode).toBe(400);
    // A URL cannot carry a lone surrogate: its bytes are read as replacement characters, an ordinary search.
    expect((await list('q=%ED%A0%80abc')).statusCode).toBe(200);
    await expectAdminOnly(
      (['retry-report', 'cancel', 'refund'] as const).map(
        (action) => (h: Record<string, string>) => t.app.inject({ method: 'POST', url: `/api/admin/orders/${created}/${action}`, headers: h }),
      ),
      buyer.token,
    );
  });

  it('the account’s export holds its credit notes; its deletion keeps them without the person', async () => {
    const person = await signUp(t, 'kredit.radera@example.se', 'hemligt123', 'Rut Radera');
    const { id } = await paid(person.token);
    expect((await act(id, 'refund', { reason: 'Rut bad om det' })).statusCode).toBe(200);
    const exported = await t.app.inject({ method: 'GET', url: '/api/download-user-data', headers: bearer(person.token) });
    expect(JSON.parse(exported.body).creditNotes).toEqual([expect.objectContaining({ totalOre: -25_000, reason: 'Rut bad om det' })]);
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/delete-account', headers: bearer(person.token), payload: { password: 'hemligt123' } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [note] = await notesOf(id);
    expect(note).toMatchObject({ userId: null, reason: null, totalOre: -25_000 });
    expect((await list(`q=${note!.orderNumber}`)).json<AdminOrderListResponse>().orders[0]).toMatchObject({ customer: null, status: 'refunded' });
  }, 60_000);
});
