import { asc, eq } from 'drizzle-orm';
import { creditNotes, discountRedemptions, orders } from '../../db/schema';
import type { PersonalDataSource } from '../../privacy/personal-data';

/**
 * The user's orders. They are bookkeeping records (bokföringslagen: kept to the end of the seventh
 * year), so the deletion of the account keeps them but takes the person off them: no user, and no
 * link to the deleted assessment; the amounts, numbers and dates stay. Their credit notes likewise:
 * no user, and the admin's reason (which may name the person) cleared (decision 0038).
 */
export const orderPersonalData: PersonalDataSource = {
  async exportFor(db, owner) {
    const rows = await db.select().from(orders).where(eq(orders.userId, owner.id)).orderBy(asc(orders.createdAt));
    const notes = await db.select().from(creditNotes).where(eq(creditNotes.userId, owner.id)).orderBy(asc(creditNotes.creditNoteNumber));
    return {
      creditNotes: notes.map((n) => ({
        creditNoteNumber: n.creditNoteNumber,
        orderNumber: n.orderNumber,
        receiptNumber: n.receiptNumber,
        totalOre: n.totalOre,
        vatOre: n.vatOre,
        reason: n.reason,
        createdAt: n.createdAt.toISOString(),
      })),
      orders: rows.map((o) => ({
        orderNumber: o.orderNumber,
        receiptNumber: o.receiptNumber,
        status: o.status,
        productName: o.productName,
        listPriceOre: o.listPriceOre,
        discountCode: o.discountCode,
        discountOre: o.discountOre,
        totalOre: o.totalOre,
        vatOre: o.vatOre,
        provider: o.provider,
        createdAt: o.createdAt.toISOString(),
        paidAt: o.paidAt?.toISOString() ?? null,
        withdrawalConsentAt: o.withdrawalConsentAt?.toISOString() ?? null,
      })),
    };
  },
  async eraseFor(tx, owner) {
    await tx.update(creditNotes).set({ userId: null, reason: null }).where(eq(creditNotes.userId, owner.id));
    await tx.update(orders).set({ userId: null, assessmentId: null }).where(eq(orders.userId, owner.id));
    await tx.update(discountRedemptions).set({ userId: null }).where(eq(discountRedemptions.userId, owner.id));
  },
};
