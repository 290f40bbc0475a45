import type { OrderSummary } from '../../../shared/contracts/payments';
import type { ServiceDeps } from '../../services';
import { releaseDiscount } from '../discounts/service';
import { orderRepository, type OrderRow } from './repository';

/** A report is paid when its assessment has a paid (or fulfilled) order. */
export async function isReportPaid(deps: Pick<ServiceDeps, 'db'>, assessmentId: string): Promise<boolean> {
  return !!(await orderRepository(deps.db).paidFor(assessmentId));
}

class NotWaiting extends Error {}

/**
 * The provider took the money: the order is paid, with the next receipt number, and the job that
 * makes the report and mails it with the receipt is written in the same transaction, so the report
 * follows the payment once, whatever happens to this process. Undefined when the order was not
 * waiting for this payment (nothing is changed then).
 */
export async function recordPaid(
  deps: ServiceDeps,
  order: OrderRow,
  payment: { attemptId: string | undefined; providerOrderId: string; authorizationToken: string | null },
): Promise<OrderRow | undefined> {
  const paid = await deps.db
    .transaction(async (tx) => {
      const repo = orderRepository(tx);
      const now = new Date();
      const row = await repo.transition(order.id, ['created', 'authorized'], 'paid', {
        paidAt: now,
        authorizedAt: order.authorizedAt ?? now,
        providerOrderId: payment.providerOrderId,
        authorizationToken: payment.authorizationToken,
        receiptNumber: await repo.nextReceiptNumber(),
      });
      // Not waiting for this payment: rolling back returns the receipt number, so numbers stay gapless.
      if (!row) throw new NotWaiting();
      if (payment.attemptId) await repo.finishAttempt(payment.attemptId, 'approved', { providerOrderId: payment.providerOrderId });
      if (row.assessmentId) await deps.jobs.send('generateReport', { assessmentId: row.assessmentId, orderId: row.id }, { db: tx });
      return row;
    })
    .catch((err: unknown) => {
      if (err instanceof NotWaiting) return undefined;
      throw err;
    });
  // Committed: the report is made now, not at the worker's next poll.
  if (paid) deps.jobs.wake('generateReport');
  return paid;
}

/** The provider holds the payment for review: the order is authorized, not paid (no report yet). */
export async function recordPending(deps: ServiceDeps, order: OrderRow, payment: { attemptId: string; providerOrderId: string; authorizationToken: string }) {
  return deps.db.transaction(async (tx) => {
    const repo = orderRepository(tx);
    const row = await repo.transition(order.id, ['created'], 'authorized', {
      authorizedAt: new Date(),
      providerOrderId: payment.providerOrderId,
      authorizationToken: payment.authorizationToken,
    });
    await repo.finishAttempt(payment.attemptId, 'pending', { providerOrderId: payment.providerOrderId });
    return row;
  });
}

/**
 * The provider's review rejected a pending payment: no money is taken, the order is cancelled (so
 * the report can be bought again), its discount released, and `then` (a mail to the buyer) is
 * written in the same transaction. Undefined when the order was no longer under review.
 */
export async function recordReviewRejected(
  deps: ServiceDeps,
  order: OrderRow,
  attemptId: string | undefined,
  then: (tx: ServiceDeps['db'], row: OrderRow) => Promise<unknown>,
): Promise<OrderRow | undefined> {
  return deps.db.transaction(async (tx) => {
    const repo = orderRepository(tx);
    const row = await repo.transition(order.id, ['authorized'], 'cancelled', { cancelledAt: new Date() });
    if (!row) return undefined;
    if (attemptId) await repo.finishAttempt(attemptId, 'declined', { error: 'rejected after the provider’s review' });
    await releaseDiscount({ db: tx }, order.id);
    await then(tx, row);
    return row;
  });
}

/** A refused or failed payment: the attempt says why, the discount is released, the order can be paid again. */
export async function recordRefused(deps: ServiceDeps, order: OrderRow, attemptId: string, status: 'declined' | 'failed', error: string) {
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
