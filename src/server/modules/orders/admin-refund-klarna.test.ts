import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, orders, users } from '../../db/schema';
import { bearer, mailsTo, signUp } from '../../../../tests/support/accounts';
import { authorizeAs, startPaymentAs } from '../../../../tests/support/payments';
import { completeAs, sampleAnswers } from '../../../../tests/support/reports';
import { useKlarnaTestApp } from '../../../../tests/support/test-app';
import { ORDER_ADMIN_MESSAGES as M } from './messages';

// The admin's refund and cancel through the real Klarna adapter, against the local stand-in that
// speaks Order Management's refunds (201, Refund-Id and Location, idempotency key, no more than captured).
const ADMIN = 'klarna-ordrar@ryggkollen.test';
const { app: t, klarna } = useKlarnaTestApp({ username: 'PK_orders', password: 'secret-orders' });
let admin: Record<string, string>;
let buyer: { token: string; user: { id: string; email: string } };

beforeAll(async () => {
  const signed = await signUp(t, ADMIN, 'hemligt123', 'Ada Admin');
  // The Klarna app has no ADMIN_EMAILS: promoted as `npm run create-admin` would.
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, signed.user.id));
  admin = bearer(signed.token);
  buyer = await signUp(t, 'klarna.retur@example.se', 'hemligt123', 'Kim Köpare');
}, 60_000);

const act = (id: string, action: 'cancel' | 'refund') =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/${action}`, headers: admin, payload: {} });
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** A Klarna order for a new assessment: paid (accepted and auto-captured) or held for review. */
async function klarnaOrder(outcome: 'approved' | 'pending') {
  const assessment = await completeAs(t, buyer.token, sampleAnswers('ischias'));
  const session = await startPaymentAs(t, buyer.token, assessment, { provider: 'klarna' });
  expect(session.statusCode, session.body).toBe(200);
  const token = await klarna.authorize(session.json().sessionId, { outcome });
  const res = await authorizeAs(t, buyer.token, assessment, token, 'klarna');
  expect(res.statusCode, res.body).toBe(200);
  const order = await orderRow(res.json().order_id);
  return { order, standIn: klarna.orders.get(order.providerOrderId!)! };
}

describe('admin refunds with Klarna (local stand-in)', () => {
  it('refunds the captured amount with its order lines and an idempotency key; the credit note keeps the Refund-Id', async () => {
    const { order, standIn } = await klarnaOrder('approved');
    expect(standIn.capturedAmount).toBe(25_000);
    const res = await act(order.id, 'refund');
    expect(res.statusCode, res.body).toBe(200);
    expect(standIn.refundedAmount).toBe(25_000);
    expect(standIn.refunds).toEqual([expect.objectContaining({ amount: 25_000, idempotencyKey: `admin-refund-${order.id}` })]);
    const [note] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    expect(note).toMatchObject({ providerRefundId: standIn.refunds[0]!.refundId, provider: 'klarna', totalOre: -25_000, vatOre: -5000 });
    expect(klarna.requests.filter((r) => r.path.endsWith('/refunds')).every((r) => r.authorized)).toBe(true);
    const mail = (await mailsTo(t, buyer.user.email)).find((m) => m.subject?.startsWith(`Kreditnota ${note!.creditNoteNumber} `));
    expect(mail?.text).toContain('Återbetalas via:');
    expect(mail?.text).toContain('Klarna');
    // Twice: refused, and Klarna is not asked again.
    const calls = klarna.requests.length;
    expect((await act(order.id, 'refund')).json()).toEqual({ error: M.alreadyRefunded });
    expect(klarna.requests.length).toBe(calls);
  }, 60_000);

  it('Klarna down: 502, nothing recorded; the retry refunds once', async () => {
    const { order, standIn } = await klarnaOrder('approved');
    klarna.failNext(1, 503);
    const down = await act(order.id, 'refund');
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ error: M.refundFailed });
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', providerCallAt: null });
    expect(await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id))).toHaveLength(0);
    expect((await act(order.id, 'refund')).statusCode).toBe(200);
    expect(standIn.refundedAmount).toBe(25_000);
  }, 60_000);

  it('a refund Klarna refuses (more than captured) is a 502 and changes nothing', async () => {
    const { order, standIn } = await klarnaOrder('approved');
    // Given back elsewhere (Klarna's merchant portal): nothing is left to refund.
    standIn.refundedAmount = standIn.capturedAmount;
    const res = await act(order.id, 'refund');
    expect(res.statusCode).toBe(502);
    expect(standIn.refunds).toHaveLength(0);
    expect((await orderRow(order.id)).status).toBe('paid');
  }, 60_000);

  it('cancelling an order Klarna holds for review cancels it at Klarna', async () => {
    const { order, standIn } = await klarnaOrder('pending');
    expect(order.status).toBe('authorized');
    const res = await act(order.id, 'cancel');
    expect(res.statusCode, res.body).toBe(200);
    expect(standIn.status).toBe('CANCELLED');
    expect((await orderRow(order.id)).status).toBe('cancelled');
  }, 60_000);
});

describe('the Klarna stand-in’s refunds', () => {
  it('answers 201 with Refund-Id and Location, repeats a key once, and refuses more than captured', async () => {
    const { order, standIn } = await klarnaOrder('approved');
    const call = (amount: number, key: string) =>
      fetch(`${klarna.url}/ordermanagement/v1/orders/${order.providerOrderId}/refunds`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from('PK_orders:secret-orders').toString('base64')}`,
          'content-type': 'application/json',
          'klarna-idempotency-key': key,
        },
        body: JSON.stringify({ refunded_amount: amount }),
      });
    const first = await call(10_000, 'k1');
    expect(first.status).toBe(201);
    const id = first.headers.get('refund-id');
    expect(first.headers.get('location')).toBe(`${klarna.url}/ordermanagement/v1/orders/${order.providerOrderId}/refunds/${id}`);
    const repeat = await call(10_000, 'k1');
    expect(repeat.headers.get('refund-id')).toBe(id);
    expect(standIn.refundedAmount).toBe(10_000);
    const over = await call(15_001, 'k2');
    expect(over.status).toBe(403);
    expect((await over.json()).error_code).toBe('REFUND_NOT_ALLOWED');
  }, 60_000);
});
