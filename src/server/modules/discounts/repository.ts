import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { discountCodes, discountRedemptions } from '../../db/schema';

export type DiscountRow = typeof discountCodes.$inferSelect;

export function discountRepository(db: Database) {
  return {
    /** Newest first; `activeOnly`: switched on and not past its expiry. */
    async list(activeOnly: boolean, now: Date): Promise<DiscountRow[]> {
      const where = activeOnly ? and(eq(discountCodes.active, true), or(isNull(discountCodes.expiresAt), gt(discountCodes.expiresAt, now))) : undefined;
      return db.select().from(discountCodes).where(where).orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
    },
    async insert(values: typeof discountCodes.$inferInsert): Promise<DiscountRow> {
      const [row] = await db.insert(discountCodes).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async setActive(id: string, active: boolean): Promise<DiscountRow | undefined> {
      const [row] = await db.update(discountCodes).set({ active, updatedAt: new Date() }).where(eq(discountCodes.id, id)).returning();
      return row;
    },
    async findByCode(code: string): Promise<DiscountRow | undefined> {
      const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
      return row;
    },
    /**
     * The code's row, locked until the transaction ends: redemptions of one code queue here, so its
     * count and a user's uses are checked and changed by one transaction at a time.
     */
    async lock(id: string): Promise<DiscountRow | undefined> {
      const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
      return row;
    },
    async usesBy(codeId: string, userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(discountRedemptions)
        .where(and(eq(discountRedemptions.discountCodeId, codeId), eq(discountRedemptions.userId, userId)));
      return row?.n ?? 0;
    },
    async redemptionFor(orderId: string) {
      const [row] = await db.select().from(discountRedemptions).where(eq(discountRedemptions.orderId, orderId)).limit(1);
      return row;
    },
    /** One redemption for the order, counted on the code (call with the code locked). */
    async redeem(codeId: string, userId: string | null, orderId: string): Promise<void> {
      await db.insert(discountRedemptions).values({ discountCodeId: codeId, userId, orderId });
      await db
        .update(discountCodes)
        .set({ redemptionCount: sql`${discountCodes.redemptionCount} + 1` })
        .where(eq(discountCodes.id, codeId));
    },
    /** The order's redemption taken back (its payment was refused); false when it had none. */
    async release(orderId: string): Promise<boolean> {
      const [gone] = await db.delete(discountRedemptions).where(eq(discountRedemptions.orderId, orderId)).returning();
      if (!gone) return false;
      await db
        .update(discountCodes)
        .set({ redemptionCount: sql`greatest(${discountCodes.redemptionCount} - 1, 0)` })
        .where(eq(discountCodes.id, gone.discountCodeId));
      return true;
    },
  };
}
