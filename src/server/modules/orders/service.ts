import type { ServiceDeps } from '../../services';
import { orderRepository } from './repository';

/**
 * Orders as far as the report needs them (the payment issue builds the rest: amounts, the
 * provider, discounts, receipts). A report is paid when its assessment has a paid order.
 */
export async function isReportPaid(deps: Pick<ServiceDeps, 'db'>, assessmentId: string): Promise<boolean> {
  return !!(await orderRepository(deps.db).paidFor(assessmentId));
}

/**
 * Marks an order paid and, in the same transaction, writes the job that makes the full report and
 * mails it: the report follows the payment once, whatever happens to this process.
 */
export async function markOrderPaid(deps: ServiceDeps, orderId: string): Promise<boolean> {
  const paid = await deps.db.transaction(async (tx) => {
    const order = await orderRepository(tx).markPaid(orderId);
    if (!order?.assessmentId) return false;
    await deps.jobs.send('generateReport', { assessmentId: order.assessmentId, orderId: order.id }, { db: tx });
    return true;
  });
  // Committed: the report is made now, not at the worker's next poll.
  if (paid) deps.jobs.wake('generateReport');
  return paid;
}

/**
 * The test hook's payment (test and development mode, until the payment issue lands): a paid order
 * for the assessment, made as a payment would make it, or the paid one that exists.
 */
export async function recordTestPayment(deps: ServiceDeps, userId: string, assessmentId: string): Promise<{ orderId: string; alreadyPaid: boolean }> {
  const paid = await orderRepository(deps.db).paidFor(assessmentId);
  if (paid) return { orderId: paid.id, alreadyPaid: true };
  const order = await orderRepository(deps.db).insert({ userId, assessmentId, status: 'pending' });
  await markOrderPaid(deps, order.id);
  return { orderId: order.id, alreadyPaid: false };
}
