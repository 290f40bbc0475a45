import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { counters, orders, paymentAttempts, type OrderStatus, type PaymentProviderName } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type AttemptRow = typeof paymentAttempts.$inferSelect;

/** An order that holds the assessment's sale: at most one exists (a unique index). */
export const LIVE: OrderStatus[] = ['created', 'authorized', 'paid', 'fulfilled'];
/**
 * How long an admin's provider call (refund, cancel) may hold an order before another may take
 * over: far above the provider's own timeout (15 s), so only a call whose process died is taken
 * over; the provider's idempotency key makes the second call refund once (decision 0038). A
 * review's answer waits meanwhile.
 */
export const PROVIDER_CALL_STALE_MS = 2 * 60_000;

/** The report is paid for. */
export const PAID: OrderStatus[] = ['paid', 'fulfilled'];

export function orderRepository(db: Database) {
  return {
    async find(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },
    /** The assessment's live order (created, authorized, paid or fulfilled), if any. */
    async liveFor(assessmentId: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.assessmentId, assessmentId), inArray(orders.status, LIVE)))
        .limit(1);
      return row;
    },
    async bySession(provider: PaymentProviderName, sessionId: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.provider, provider), eq(orders.providerSessionId, sessionId)))
        .limit(1);
      return row;
    },
    /** The order the provider knows by this id (a review notification names it so). */
    async byProviderOrder(provider: PaymentProviderName, providerOrderId: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.provider, provider), eq(orders.providerOrderId, providerOrderId)))
        .limit(1);
      return row;
    },
    /**
     * Orders the provider holds for review (authorized, not paid), oldest first; not those held
     * while a payment's outcome is unknown (no provider order yet: the reconcile job has them).
     */
    async underReview(provider: PaymentProviderName, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.provider, provider), eq(orders.status, 'authorized'), isNotNull(orders.providerOrderId)))
        .orderBy(orders.authorizedAt)
        .limit(limit);
    },
    /** The order's payment that is held for review, if any. */
    async pendingAttempt(orderId: string): Promise<AttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'pending')))
        .limit(1);
      return row;
    },
    /** A paid order for the assessment's report, or undefined. */
    async paidFor(assessmentId: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.assessmentId, assessmentId), inArray(orders.status, PAID)))
        .limit(1);
      return row;
    },
    /**
     * The user's orders of these assessments whose payment reached the provider (held for review,
     * paid, or cancelled after it): what the pages say about each assessment's payment.
     */
    async settledAmong(assessmentIds: string[], userId: string): Promise<OrderRow[]> {
      if (!assessmentIds.length) return [];
      return db
        .select()
        .from(orders)
        .where(
          and(inArray(orders.assessmentId, assessmentIds), eq(orders.userId, userId), inArray(orders.status, ['authorized', 'paid', 'fulfilled', 'cancelled'])),
        );
    },
    async insert(values: typeof orders.$inferInsert): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /**
     * Whether a payment of the order has started and not been refused (in flight, approved or held
     * for review): from then on its amounts are what is charged and may not change.
     */
    async paymentStarted(orderId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: paymentAttempts.id })
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.orderId, orderId), inArray(paymentAttempts.status, ['in_flight', 'approved', 'pending'])))
        .limit(1);
      return !!row;
    },
    async update(id: string, values: Partial<typeof orders.$inferInsert>): Promise<OrderRow> {
      const [row] = await db
        .update(orders)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(orders.id, id))
        .returning();
      if (!row) throw new Error('update returned no row');
      return row;
    },
    /** Moves an order from one of `from` to `to` with the values given; undefined when it was not in `from`. */
    async transition(id: string, from: OrderStatus[], to: OrderStatus, values: Partial<typeof orders.$inferInsert> = {}): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ ...values, status: to, updatedAt: new Date() })
        .where(and(eq(orders.id, id), inArray(orders.status, from)))
        .returning();
      return row;
    },
    /** The order, locked until the transaction ends (its payments are decided one at a time). */
    async lock(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },
    /**
     * Attempts left in flight longer than any provider call may take (the process died during
     * the call): given up, so the order can be paid again.
     */
    async abandonStaleAttempts(orderId: string, olderThan: Date): Promise<void> {
      await db
        .update(paymentAttempts)
        .set({ status: 'failed', error: 'abandoned: no answer was recorded', finishedAt: new Date() })
        .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'in_flight'), lt(paymentAttempts.createdAt, olderThan)));
    },
    /** The next receipt number: gapless, as it is taken in the transaction that uses it. */
    async nextReceiptNumber(): Promise<number> {
      const [row] = await db
        .update(counters)
        .set({ value: sql`${counters.value} + 1` })
        .where(eq(counters.name, 'receipt'))
        .returning({ value: counters.value });
      if (!row) throw new Error('the receipt counter is missing');
      return row.value;
    },
    /** The first request with this token for the order claims it; undefined when another already has. */
    async claimAttempt(orderId: string, authorizationToken: string): Promise<AttemptRow | undefined> {
      const [row] = await db.insert(paymentAttempts).values({ orderId, authorizationToken }).onConflictDoNothing().returning();
      return row;
    },
    async findAttempt(orderId: string, authorizationToken: string): Promise<AttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.authorizationToken, authorizationToken)))
        .limit(1);
      return row;
    },
    async finishAttempt(id: string, status: AttemptRow['status'], values: { providerOrderId?: string; error?: string } = {}): Promise<void> {
      await db
        .update(paymentAttempts)
        .set({ status, finishedAt: new Date(), ...values })
        .where(eq(paymentAttempts.id, id));
    },
  };
}
