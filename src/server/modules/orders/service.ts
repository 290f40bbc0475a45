import type { PaymentReviewState } from '../../../shared/contracts/assessment';
import type { OrderSummary } from '../../../shared/contracts/payments';
import type { ServiceDeps } from '../../deps';
import { releaseDiscount } from '../discounts/service';
import type { OrderStatus } from '../../db/schema';
import { orderRepository, type OrderRow } from './repository';

export { receiptHtml, receiptText } from './receipt';
export type { OrderRow } from './repository';
/** The statuses of a paid order (paid, fulfilled): what the dashboard counts as sold. */
export { PAID } from './repository';

/** A report is paid when its assessment has a paid (or fulfilled) order. */
export async function isReportPaid(deps: Pick<ServiceDeps, 'db'>, assessmentId: string): Promise<boolean> {
  return !!(await orderRepository(deps.db).paidFor(assessmentId));
}

class NotWaiting extends Error {}

/** What the provider did with a payment: its order there, and the öre it took (accepted) or holds (pending). */
export interface ProviderPayment {
  attemptId: string | undefined;
  providerOrderId: string;
  authorizationToken: string | null;
  amountOre: number;
}

/**
 * What recording a provider's payment came to: the order as it now stands; `waiting: false` when
 * the order was not waiting for this payment (nothing changed), `mismatch` when the provider's
 * amount is not the order's (no receipt: the payment is given back by a job).
 */
export type Recorded = { outcome: 'recorded'; row: OrderRow } | { outcome: 'not_waiting' } | { outcome: 'mismatch'; row: OrderRow };

/**
 * The order, locked, if it is in one of `from` and its total is what the provider took: the last
 * check before a payment is recorded, under the lock every change of the order takes. On a
 * mismatch the payment is stopped in the same transaction: the attempt fails, the discount is
 * released, an order held for review is cancelled, and the job that cancels or refunds it at the
 * provider (and tells the buyer) is written.
 */
async function lockForPayment(deps: Pick<ServiceDeps, 'jobs'>, tx: ServiceDeps['db'], order: OrderRow, from: OrderStatus[], payment: ProviderPayment) {
  const repo = orderRepository(tx);
  const locked = await repo.lock(order.id);
  if (!locked || !from.includes(locked.status)) return { outcome: 'not_waiting' } as const;
  if (locked.totalOre === payment.amountOre) return { outcome: 'locked', row: locked } as const;
  const error = `amount mismatch: the provider has ${payment.amountOre} öre, the order ${locked.totalOre}`;
  if (payment.attemptId) await repo.finishAttempt(payment.attemptId, 'failed', { providerOrderId: payment.providerOrderId, error });
  await releaseDiscount({ db: tx }, order.id);
  const row = locked.status === 'authorized' ? ((await repo.transition(order.id, ['authorized'], 'cancelled', { cancelledAt: new Date() })) ?? locked) : locked;
  if (payment.amountOre > 0) await deps.jobs.send('voidPayment', { orderId: order.id, providerOrderId: payment.providerOrderId }, { db: tx });
  return { outcome: 'mismatch', row } as const;
}

/**
 * The provider took the money: the order is paid, with the next receipt number, and the job that
 * makes the report and mails it with the receipt is written in the same transaction, so the report
 * follows the payment once, whatever happens to this process. Only when the provider's amount is
 * the order's: otherwise nothing is paid and the payment is given back (`mismatch`).
 */
export async function recordPaid(deps: Pick<ServiceDeps, 'db' | 'jobs'>, order: OrderRow, payment: ProviderPayment): Promise<Recorded> {
  const recorded = await deps.db
    .transaction(async (tx): Promise<Recorded> => {
      const repo = orderRepository(tx);
      const checked = await lockForPayment(deps, tx, order, ['created', 'authorized'], payment);
      if (checked.outcome !== 'locked') return checked;
      const now = new Date();
      const row = await repo.transition(order.id, ['created', 'authorized'], 'paid', {
        paidAt: now,
        authorizedAt: checked.row.authorizedAt ?? now,
        providerOrderId: payment.providerOrderId,
        authorizationToken: payment.authorizationToken,
        receiptNumber: await repo.nextReceiptNumber(),
        // Paid: an outcome that was unknown (decision 0047) is known now.
        failureReason: null,
      });
      // Not waiting for this payment: rolling back returns the receipt number, so numbers stay gapless.
      if (!row) throw new NotWaiting();
      if (payment.attemptId) await repo.finishAttempt(payment.attemptId, 'approved', { providerOrderId: payment.providerOrderId });
      if (row.assessmentId) await deps.jobs.send('generateReport', { assessmentId: row.assessmentId }, { db: tx });
      return { outcome: 'recorded', row };
    })
    .catch((err: unknown): Recorded => {
      if (err instanceof NotWaiting) return { outcome: 'not_waiting' };
      throw err;
    });
  // Committed: the report (or the refund) is made now, not at the worker's next poll.
  if (recorded.outcome === 'recorded') deps.jobs.wake('generateReport');
  if (recorded.outcome === 'mismatch') deps.jobs.wake('voidPayment');
  return recorded;
}

/**
 * The provider holds the payment for review: the order is authorized, not paid (no report yet), if
 * the amounts agree. `from`: also 'authorized' for an order held while its outcome was unknown
 * (decision 0047), whose provider order is now known.
 */
export async function recordPending(
  deps: Pick<ServiceDeps, 'db' | 'jobs'>,
  order: OrderRow,
  payment: ProviderPayment & { attemptId: string; authorizationToken: string },
  from: OrderStatus[] = ['created'],
) {
  const recorded = await deps.db.transaction(async (tx): Promise<Recorded> => {
    const repo = orderRepository(tx);
    const checked = await lockForPayment(deps, tx, order, from, payment);
    if (checked.outcome !== 'locked') return checked;
    // Held with a known provider order already: another request recorded it first.
    if (checked.row.status === 'authorized' && checked.row.providerOrderId) return { outcome: 'not_waiting' };
    const row = await repo.transition(order.id, from, 'authorized', {
      authorizedAt: checked.row.authorizedAt ?? new Date(),
      providerOrderId: payment.providerOrderId,
      authorizationToken: payment.authorizationToken,
      failureReason: null,
    });
    await repo.finishAttempt(payment.attemptId, 'pending', { providerOrderId: payment.providerOrderId });
    return row ? { outcome: 'recorded', row } : { outcome: 'not_waiting' };
  });
  if (recorded.outcome === 'mismatch') deps.jobs.wake('voidPayment');
  return recorded;
}

/**
 * The provider's review rejected a pending payment: no money is taken, the order is cancelled (so
 * the report can be bought again), its discount released, and `then` (a mail to the buyer) is
 * written in the same transaction. Undefined when the order was no longer under review.
 */
export async function recordReviewRejected(
  deps: Pick<ServiceDeps, 'db'>,
  order: OrderRow,
  attemptId: string | undefined,
  then: (tx: ServiceDeps['db'], row: OrderRow) => Promise<unknown>,
): Promise<OrderRow | undefined> {
  return deps.db.transaction(async (tx) => {
    const repo = orderRepository(tx);
    const row = await repo.transition(order.id, ['authorized'], 'cancelled', { cancelledAt: new Date(), failureReason: REVIEW_REJECTED });
    if (!row) return undefined;
    if (attemptId) await repo.finishAttempt(attemptId, 'declined', { error: 'rejected after the provider’s review' });
    await releaseDiscount({ db: tx }, order.id);
    await then(tx, row);
    return row;
  });
}

/** The failure reason of an order the provider's review rejected (the pages say so; the buyer may pay again). */
export const REVIEW_REJECTED = 'review_rejected';

/**
 * A payment whose create-order got no answer (our time limit, a network error, a 5xx), even when
 * repeated at once with its key: the provider may have placed (and captured) the order. Its order
 * is held (status `authorized`, no provider order yet) with this failure reason until the provider
 * answers, and no new payment is started meanwhile (decision 0047).
 */
export const OUTCOME_UNKNOWN = 'payment_outcome_unknown';
/**
 * Held as above, and the provider answered the repeat with "already used" (SESSION_COMPLETED): it
 * did not honour the key, so whether it placed an order is not known here. An admin checks the
 * order in the provider's portal; nothing is retried.
 */
export const OUTCOME_CHECK = 'payment_outcome_check';

/** The order is held because its payment's outcome is unknown (being reconciled, or for an admin to check). */
export function isOutcomeUnknown(order: Pick<OrderRow, 'status' | 'failureReason'>): boolean {
  return order.status === 'authorized' && (order.failureReason === OUTCOME_UNKNOWN || order.failureReason === OUTCOME_CHECK);
}

/**
 * What the pages say about one assessment's payment, from its orders that reached the provider: paid;
 * or held for review (no second purchase meanwhile); or, when the newest held payment was rejected
 * by the review, declined (nothing charged, it can be bought again). A cancellation for any other
 * reason (an amount that did not match, told by its own mail) is not a review's answer.
 */
export function paymentStateOf(rows: readonly OrderRow[]): { paid: boolean; payment: PaymentReviewState | null } {
  if (rows.some((r) => r.status === 'paid' || r.status === 'fulfilled')) return { paid: true, payment: null };
  const held = rows.find((r) => r.status === 'authorized');
  if (held)
    return {
      paid: false,
      payment: {
        state: 'under_review',
        orderId: held.id,
        orderNumber: held.orderNumber,
        at: (held.authorizedAt ?? held.updatedAt).toISOString(),
        ...(isOutcomeUnknown(held) ? { outcomeUnknown: true } : {}),
      },
    };
  const newest = rows.filter((r) => r.authorizedAt).sort((a, b) => b.authorizedAt!.getTime() - a.authorizedAt!.getTime())[0];
  if (newest?.failureReason === REVIEW_REJECTED) {
    return {
      paid: false,
      payment: { state: 'declined', orderId: newest.id, orderNumber: newest.orderNumber, at: (newest.cancelledAt ?? newest.updatedAt).toISOString() },
    };
  }
  return { paid: false, payment: null };
}

/** What the pages say about each of the user's assessments' payment (`paymentStateOf` of its orders). */
export async function paymentStatesOf(deps: Pick<ServiceDeps, 'db'>, userId: string, assessmentIds: string[]) {
  const rows = await orderRepository(deps.db).settledAmong(assessmentIds, userId);
  return (assessmentId: string) => paymentStateOf(rows.filter((o) => o.assessmentId === assessmentId));
}

/** A refused or failed payment: the attempt says why, the discount is released, the order can be paid again. */
export async function recordRefused(deps: Pick<ServiceDeps, 'db'>, order: OrderRow, attemptId: string, status: 'declined' | 'failed', error: string) {
  await deps.db.transaction(async (tx) => {
    await orderRepository(tx).finishAttempt(attemptId, status, { error: error.slice(0, 300) });
    await releaseDiscount({ db: tx }, order.id);
  });
}

/** After the report and its receipt were mailed: the order is done. */
export async function markFulfilled(deps: Pick<ServiceDeps, 'db'>, orderId: string) {
  await orderRepository(deps.db).transition(orderId, ['paid'], 'fulfilled', { fulfilledAt: new Date() });
}

export function orderSummary(row: OrderRow, reportReady: boolean): OrderSummary {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    receiptNumber: row.receiptNumber,
    assessmentId: row.assessmentId,
    status: row.status,
    productName: row.productName,
    listPrice: row.listPriceOre,
    discountCode: row.discountCode,
    discountAmount: row.discountOre,
    total: row.totalOre,
    vat: row.vatOre,
    vatRateBp: row.vatRateBp,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    reportReady,
  };
}

/** The assessment's paid (or fulfilled) order, if any: its number is the one the report and the receipt give. */
export async function paidOrderFor(deps: Pick<ServiceDeps, 'db'>, assessmentId: string): Promise<OrderRow | undefined> {
  return orderRepository(deps.db).paidFor(assessmentId);
}
