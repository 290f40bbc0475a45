import type { JobPayload } from '../../jobs/definitions';
import type { ServiceDeps } from '../../deps';
import { brandOf } from '../../mail/layout';
import { queueMail } from '../../mail/queue';
import { findUser } from '../auth/service';
import { orderRepository } from '../orders/repository';
import { paymentReturnedMail } from './review-mail';

/**
 * The job `voidPayment`: a payment whose amount was not its order's is cancelled or refunded at the
 * provider (a repeat gives nothing back twice), then the buyer is told what was given back.
 */
export async function voidMismatchedPayment(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'payments'>,
  { orderId, providerOrderId }: JobPayload<'voidPayment'>,
) {
  const order = await orderRepository(deps.db).find(orderId);
  if (!order) throw new Error(`voidPayment: order ${orderId} is gone`);
  // Only the provider that took it can give it back; a job left from another provider fails loudly.
  if (order.provider !== deps.payments.name) throw new Error(`voidPayment: order ${order.orderNumber} was paid with ${order.provider}`);
  const { refundedOre } = await deps.payments.voidOrder(providerOrderId);
  const user = order.userId ? await findUser(deps, order.userId) : undefined;
  if (!user) return;
  const mail = paymentReturnedMail(
    { to: user.email, name: user.name ?? '', orderNumber: order.orderNumber, assessmentId: order.assessmentId, refundedOre },
    brandOf(deps.config),
  );
  await queueMail(deps, deps.db, mail);
}
