import { and, desc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderListQuery } from '../../../shared/contracts/admin-orders';
import { DASHBOARD_TIME_ZONE } from '../../../shared/contracts/dashboard';
import type { Database } from '../../db/client';
import { counters, creditNotes, orders, reports, users } from '../../db/schema';
import type { CreditNoteRow } from './credit-note';
import type { OrderRow } from './repository';

export type AdminOrderFilter = Pick<AdminOrderListQuery, 'q' | 'status' | 'dateFrom' | 'dateTo'>;

export interface AdminOrderRow {
  order: OrderRow;
  customer: { id: string; name: string; email: string } | null;
}

/** `text` as a LIKE pattern that matches it anywhere, lower-cased, its wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The list's conditions. A search is an order or receipt number (digits) or a part of the buyer's
 * address (3 characters or more: the accounts are found by the address's trigram index, decision
 * 0034, and their orders by orders_user_idx). The days are Swedish calendar days, both included.
 */
function where(filter: AdminOrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const q = filter.q?.trim();
  if (q) {
    const byEmail = [...q].length >= 3 ? sql`${orders.userId} in (select u.id from users u where lower(u.email) like ${containsPattern(q)})` : undefined;
    const number = /^\d{1,9}$/.test(q) ? Number(q) : null;
    conditions.push(or(number === null ? undefined : eq(orders.orderNumber, number), number === null ? undefined : eq(orders.receiptNumber, number), byEmail));
  }
  if (filter.status !== 'all') conditions.push(eq(orders.status, filter.status));
  if (filter.dateFrom) conditions.push(gte(orders.createdAt, sql`(${filter.dateFrom}::date::timestamp at time zone ${DASHBOARD_TIME_ZONE})`));
  if (filter.dateTo) conditions.push(lt(orders.createdAt, sql`((${filter.dateTo}::date + 1)::timestamp at time zone ${DASHBOARD_TIME_ZONE})`));
  return and(...conditions);
}

/** The admin order list's reads and the credit notes' rows. */
export function adminOrderRepository(db: Database) {
  const selection = { order: orders, customerId: users.id, name: users.name, email: users.email };
  const toRow = (r: { order: OrderRow; customerId: string | null; name: string | null; email: string | null }): AdminOrderRow => ({
    order: r.order,
    customer: r.customerId ? { id: r.customerId, name: r.name ?? '', email: r.email ?? '' } : null,
  });
  return {
    /** How many orders match, and one page of them, newest first. */
    async list(filter: AdminOrderFilter, offset: number, limit: number): Promise<{ total: number; rows: AdminOrderRow[] }> {
      const condition = where(filter);
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(orders)
        .where(condition);
      const total = Number(counted?.total ?? 0);
      if (offset >= total) return { total, rows: [] };
      const rows = await db
        .select(selection)
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(condition)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset);
      return { total, rows: rows.map(toRow) };
    },
    async byId(id: string): Promise<AdminOrderRow | undefined> {
      const [row] = await db.select(selection).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, id)).limit(1);
      return row ? toRow(row) : undefined;
    },
    async creditNotesOf(orderIds: string[]): Promise<CreditNoteRow[]> {
      if (orderIds.length === 0) return [];
      return db.select().from(creditNotes).where(inArray(creditNotes.orderId, orderIds));
    },
    /** Which of these assessments have their full report stored. */
    async withFullReport(assessmentIds: string[]): Promise<Set<string>> {
      if (assessmentIds.length === 0) return new Set();
      const rows = await db
        .select({ id: reports.assessmentId })
        .from(reports)
        .where(and(inArray(reports.assessmentId, assessmentIds), eq(reports.kind, 'full')));
      return new Set(rows.map((r) => r.id));
    },
    /**
     * Claims the order for an admin's provider call (refund, cancel) if it is in one of `from` and no
     * other call holds it (or that one is older than `staleBefore`: its process died). Undefined when
     * it could not be claimed.
     */
    async claimProviderCall(id: string, from: OrderRow['status'][], staleBefore: Date): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ providerCallAt: new Date(), updatedAt: new Date() })
        .where(and(eq(orders.id, id), inArray(orders.status, from), or(sql`${orders.providerCallAt} is null`, lt(orders.providerCallAt, staleBefore))))
        .returning();
      return row;
    },
    /** The call failed: the order is free again, as it was. */
    async releaseProviderCall(id: string): Promise<void> {
      await db
        .update(orders)
        .set({ providerCallAt: null })
        .where(and(eq(orders.id, id), isNotNull(orders.providerCallAt)));
    },
    /** The next credit-note number: gapless, as it is taken in the transaction that uses it (its row is made on first use). */
    async nextCreditNoteNumber(): Promise<number> {
      const [row] = await db
        .insert(counters)
        .values({ name: 'credit_note', value: 1 })
        .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
        .returning({ value: counters.value });
      if (!row) throw new Error('the credit-note counter returned nothing');
      return row.value;
    },
    async insertCreditNote(values: typeof creditNotes.$inferInsert): Promise<CreditNoteRow> {
      const [row] = await db.insert(creditNotes).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
  };
}
