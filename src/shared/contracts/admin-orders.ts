import { z } from 'zod';
import { text } from './common';
import { CUSTOMER_SEARCH_MESSAGES, dayField, wholeParam } from './customers';
import { ORDER_STATUSES, orderStatus, PAYMENT_PROVIDERS } from './payments';

/** The admin order list's default page size (at most 100 a page). */
export const ADMIN_ORDER_PAGE_SIZE = 20;
export const ADMIN_ORDER_SEARCH_MIN_LENGTH = 3;

/**
 * The full report of a paid order: none (not paid, or no assessment), pending (its job is waiting or
 * running), ready (stored), failed (no report and no job: its retries are spent or it never ran).
 */
export const REPORT_STATES = ['none', 'pending', 'ready', 'failed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/**
 * The search: an order or receipt number (digits, any length), or a part of the customer's e-mail
 * address (at least 3 characters). Blank is no search.
 */
const orderSearch = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  text('Sökningen', { max: 100 })
    .refine((v) => /^\d+$/.test(v) || [...v].length >= ADMIN_ORDER_SEARCH_MIN_LENGTH, CUSTOMER_SEARCH_MESSAGES.tooShort)
    .optional(),
);

/** GET /api/admin/orders: newest first; the dates are the days the orders were made, Swedish time, both included. */
export const adminOrderListQuery = z
  .object({
    q: orderSearch,
    status: z.enum(['all', ...ORDER_STATUSES], { error: 'Okänd orderstatus.' }).default('all'),
    dateFrom: dayField('Från-datumet'),
    dateTo: dayField('Till-datumet'),
    page: wholeParam(CUSTOMER_SEARCH_MESSAGES.badPage, 1, 100_000, 1),
    pageSize: wholeParam(CUSTOMER_SEARCH_MESSAGES.badPageSize, 1, 100, ADMIN_ORDER_PAGE_SIZE),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, { path: ['dateTo'], message: CUSTOMER_SEARCH_MESSAGES.dateOrder });
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;

/** A credit note (kreditnota) as the admin list shows it: its own number, the negative amounts (öre). */
export const adminCreditNote = z.object({
  id: z.string(),
  creditNoteNumber: z.number().int(),
  total: z.number().int(),
  vat: z.number().int(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});

/** One order in the admin list; amounts in öre. */
export const adminOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  receiptNumber: z.number().int().nullable(),
  status: orderStatus,
  /** The buyer; null when the account was deleted (the order is kept for the books, without the person). */
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  productName: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  listPrice: z.number().int(),
  total: z.number().int(),
  vat: z.number().int(),
  vatRateBp: z.number().int(),
  discount: z.object({ code: z.string().nullable(), amount: z.number().int() }).nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The provider's order id (Klarna's order_id), once the provider has one. */
  providerReference: z.string().nullable(),
  /**
   * A held order (authorized) whose payment's outcome Klarna did not tell (decision 0047):
   * `reconciling` while the reconcile job still asks Klarna, `check` when Klarna answered "already
   * used" and an admin must check the order in Klarna's merchant portal; null for every other order.
   */
  paymentOutcome: z.enum(['reconciling', 'check']).nullable(),
  reportState: z.enum(REPORT_STATES),
  creditNote: adminCreditNote.nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderListResponse = z.object({
  orders: z.array(adminOrderSchema),
  /** Every order the filters matched (not only this page). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponse>;

/** POST /api/admin/orders/:id/refund: why (optional, kept on the credit note; not mailed). The body itself may be left out. */
export const adminRefundRequest = z.object({ reason: text('Anledningen', { max: 500 }).optional() }).nullish();
export type AdminRefundRequest = NonNullable<z.infer<typeof adminRefundRequest>>;

/** What an admin action on an order answers: the order as it now stands, and a Swedish line for the toast. */
export const adminOrderActionResponse = z.object({ order: adminOrderSchema, message: z.string() });
export type AdminOrderActionResponse = z.infer<typeof adminOrderActionResponse>;
