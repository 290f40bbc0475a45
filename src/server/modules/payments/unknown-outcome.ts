import { createHash } from 'node:crypto';
import type { ServiceDeps } from '../../deps';
import { brandOf } from '../../mail/layout';
import { queueMail } from '../../mail/queue';
import { releaseDiscount } from '../discounts/service';
import { findUser } from '../auth/service';
import { orderRepository, type OrderRow } from '../orders/repository';
import { OUTCOME_CHECK, OUTCOME_UNKNOWN, recordPaid, recordPending } from '../orders/service';
import { cartFor } from './cart';
import { SESSION_COMPLETED } from './klarna';
import { PaymentProviderError, type ProviderOrder } from './provider';
import { unknownPaymentRefusedMail } from './review-mail';

export { OUTCOME_CHECK, isOutcomeUnknown } from '../orders/service';

/**
 * The create-order's Klarna-Idempotency-Key: the same for every try of one order with one
 * authorization token (the buyer's request, its retry, the callback, the reconcile job), so the
 * provider places one order however often it is asked. The token itself never leaves in it.
 */
export function orderKey(orderId: string, authorizationToken: string): string {
  return `order-${orderId}-${createHash('sha256').update(authorizationToken).digest('hex').slice(0, 16)}`;
}

/**
 * The provider's order for the token, asked with the order's key: what the buyer's request, the
 * callback and the reconcile job all call.
 */
export function placeOrder(deps: Pick<ServiceDeps, 'payments'>, order: OrderRow, token: string): Promise<ProviderOrder> {
  return deps.payments.createOrder(token, cartFor(order), { idempotencyKey: orderKey(order.id, token) });
}

/**
 * The create-order's outcome is unknown: in one transaction the order is held (authorized, with
 * the token, OUTCOME_UNKNOWN), the attempt stays live (pending: no other payment can start), the
 * discount stays redeemed, and the reconcile job is written. Nothing is released.
 */
export async function recordUnknown(deps: Pick<ServiceDeps, 'db' | 'jobs'>, order: OrderRow, attemptId: string, token: string, error: string) {
  await deps.db.transaction(async (tx) => {
    const repo = orderRepository(tx);
    const row = await repo.transition(order.id, ['created'], 'authorized', {
      authorizedAt: new Date(),
      authorizationToken: token,
      failureReason: OUTCOME_UNKNOWN,
    });
    await repo.finishAttempt(attemptId, 'pending', { error: `outcome unknown: ${error}`.slice(0, 300) });
    if (row) await deps.jobs.send('reconcilePayment', { orderId: order.id }, { db: tx });
  });
}

/**
 * Asks the provider again, with the same key, for the order of a payment whose outcome is unknown,
 * and carries out its answer once: an order → paid (receipt, report, mail) or held for review as
 * usual; a definitive refusal → the attempt failed, the discount released, the order open for a
 * new payment and the buyer mailed; "already used" → held for an admin's check (OUTCOME_CHECK).
 * Still no answer → throws (the job retries with backoff). Safe to run at once from the callback
 * and the job: the key gives both the same provider order, and the order's lock records it once.
 */
export async function settleUnknownPayment(deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'payments'>, order: OrderRow): Promise<OrderRow> {
  const repo = orderRepository(deps.db);
  if (order.status !== 'authorized' || order.failureReason !== OUTCOME_UNKNOWN || !order.authorizationToken) return order;
  if (order.provider !== deps.payments.name) throw new Error(`order ${order.orderNumber} was paid with ${order.provider}`);
  const token = order.authorizationToken;
  const attempt = await repo.pendingAttempt(order.id);
  let outcome: ProviderOrder;
  try {
    outcome = await placeOrder(deps, order, token);
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    if (err.code === SESSION_COMPLETED) {
      await repo.transition(order.id, ['authorized'], 'authorized', { failureReason: OUTCOME_CHECK });
      return (await repo.find(order.id)) ?? order;
    }
    if (err.kind === 'declined' || err.kind === 'cart_mismatch') return (await reopen(deps, order, attempt?.id, err.message)) ?? order;
    throw err;
  }
  const payment = { attemptId: attempt?.id, providerOrderId: outcome.providerOrderId, authorizationToken: token, amountOre: outcome.amountOre };
  if (outcome.outcome === 'accepted') await recordPaid(deps, order, payment);
  else if (attempt) await recordPending(deps, order, { ...payment, attemptId: attempt.id }, ['authorized']);
  return (await repo.find(order.id)) ?? order;
}

/** The provider refused the payment for good: nothing was taken; the order is open again and the buyer told. */
async function reopen(deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs'>, order: OrderRow, attemptId: string | undefined, error: string) {
  return deps.db.transaction(async (tx) => {
    const repo = orderRepository(tx);
    const locked = await repo.lock(order.id);
    if (locked?.status !== 'authorized' || locked.failureReason !== OUTCOME_UNKNOWN) return undefined;
    const row = await repo.transition(order.id, ['authorized'], 'created', { authorizedAt: null, authorizationToken: null, failureReason: null });
    if (attemptId) await repo.finishAttempt(attemptId, 'failed', { error: error.slice(0, 300) });
    await releaseDiscount({ db: tx }, order.id);
    const user = locked.userId ? await findUser({ db: tx }, locked.userId) : undefined;
    if (user) {
      const mail = unknownPaymentRefusedMail(
        { to: user.email, name: user.name ?? '', orderNumber: locked.orderNumber, assessmentId: locked.assessmentId },
        brandOf(deps.config),
      );
      await queueMail(deps, tx, mail);
    }
    return row;
  });
}

/** The job `reconcilePayment`: the order's unknown payment settled, or an error so the job is retried. */
export async function reconcileUnknownPayment(deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'payments'>, orderId: string, log: (message: string) => void) {
  const order = await orderRepository(deps.db).find(orderId);
  if (!order) return;
  const settled = await settleUnknownPayment(deps, order);
  // The order's number only: nothing personal, no token.
  if (settled.failureReason === OUTCOME_CHECK && order.failureReason !== OUTCOME_CHECK)
    log(`payment of order ${order.orderNumber}: outcome unknown and the authorization is used at the provider; check it in the provider's portal`);
}
