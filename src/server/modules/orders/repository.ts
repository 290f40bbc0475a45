import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

export function orderRepository(db: Database) {
  return {
    /** A paid order for the assessment's report, or undefined. */
    async paidFor(assessmentId: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.assessmentId, assessmentId), eq(orders.status, 'paid')))
        .limit(1);
      return row;
    },
    /** Of these assessments, the ids whose report is paid. */
    async paidAmong(assessmentIds: string[]): Promise<Set<string>> {
      if (!assessmentIds.length) return new Set();
      const rows = await db
        .selectDistinct({ assessmentId: orders.assessmentId })
        .from(orders)
        .where(and(inArray(orders.assessmentId, assessmentIds), eq(orders.status, 'paid')));
      return new Set(rows.map((r) => r.assessmentId).filter((id): id is string => id !== null));
    },
    async insert(values: typeof orders.$inferInsert): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** Marks a pending order paid; true only for the one caller that changed it. */
    async markPaid(id: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ status: 'paid', paidAt: new Date() })
        .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
        .returning();
      return row;
    },
  };
}
