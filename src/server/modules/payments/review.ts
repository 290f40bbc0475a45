import type { ServiceDeps } from '../../deps';
import { ownedBy } from '../auth/owned';
import type { UserRow } from '../auth/repository';
import { HttpError } from '../../http-error';
import { brandOf } from '../../mail/layout';
import { queueMail } from '../../mail/queue';
import { findUser } from '../auth/service';
import { orderRepository, PROVIDER_CALL_STALE_MS, type OrderRow } from '../orders/repository';
import { recordPaid, recordReviewRejected } from '../orders/service';
import { PAYMENT_MESSAGES } from './messages';
import { reviewRejectedMail } from './review-mail';
import { assertProvider } from './cart';

/** How many held orders one sweep asks the provider about (the rest wait for the next). */
const SWEEP_BATCH = 100;

/**
 * Asks the provider how the review of a held (authorized) order ended, and carries it out once:
 * accepted → paid, with the report job and its receipt mail (as a payment accepted at once);
 * rejected → cancelled, the discount released, the buyer mailed. Still pending → nothing. The
 * provider is always asked: a notification only says when to ask, never what happened.
 */
export async function resolveReview(deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'payments'>, order: OrderRow): Promise<OrderRow['status']> {
  if (order.status !== 'authorized' || !order.providerOrderId || order.provider !== deps.payments.name) return order.status;
  // An admin is cancelling it at the provider now (decision 0038): the cancel decides, not the review.
  if (order.providerCallAt && Date.now() - order.providerCallAt.getTime() < PROVIDER_CALL_STALE_MS) return order.status;
  const review = await deps.payments.reviewOutcome(order.providerOrderId);
  if (review.outcome === 'pending') return order.status;
  const repo = orderRepository(deps.db);
  const attempt = await repo.pendingAttempt(order.id);
  const payment = {
    attemptId: attempt?.id,
    providerOrderId: order.providerOrderId,
    authorizationToken: order.authorizationToken,
    amountOre: review.capturedOre,
  };
  // Accepted: paid if what the provider captured is the order's total (else cancelled and given back).
  const row =
    review.outcome === 'accepted'
      ? await recordPaid(deps, order, payment).then((recorded) => (recorded.outcome === 'not_waiting' ? undefined : recorded.row))
      : await recordReviewRejected(deps, order, attempt?.id, async (tx, cancelled) => {
          const user = cancelled.userId ? await findUser({ db: tx }, cancelled.userId) : undefined;
          if (!user) return;
          const mail = reviewRejectedMail(
            { to: user.email, name: user.name ?? '', orderNumber: cancelled.orderNumber, assessmentId: cancelled.assessmentId },
            brandOf(deps.config),
          );
          await queueMail(deps, tx, mail);
        });
  // Undefined: another request resolved it first; the order says how.
  return (row ?? (await repo.find(order.id)) ?? order).status;
}

/**
 * POST /api/payments/klarna/notification: Klarna says a held order's review has ended. Its body is
 * not trusted: the order is looked up and Klarna asked how the review ended.
 */
export async function klarnaReviewNotification(deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'payments'>, body: { order_id: string }) {
  assertProvider(deps, 'klarna');
  const order = await orderRepository(deps.db).byProviderOrder('klarna', body.order_id);
  if (!order) throw HttpError.notFound(PAYMENT_MESSAGES.orderNotFound);
  await resolveReview(deps, order);
  return { message: 'OK' };
}

/**
 * POST /api/payments/test/review (test provider only): the stand-in for Klarna's notification that
 * a held order's review has ended. The buyer in test mode sends it from the pending screen; as with
 * Klarna the body only says which order to ask about, and the test provider answers how the review
 * ended from what the buyer chose in the test widget (`test-pending:accept` or `test-pending:reject`;
 * a plain `test-pending` stays under review). Without it the sweep asks every 15 minutes anyway.
 */
export async function testReviewNotification(deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'payments'>, user: UserRow, body: { orderId: string }) {
  assertProvider(deps, 'test');
  const order = ownedBy(await orderRepository(deps.db).find(body.orderId), user, PAYMENT_MESSAGES.orderNotFound);
  return { status: await resolveReview(deps, order) };
}

/**
 * The scheduled sweep: every order still held for review is asked about, so a lost notification
 * (or a provider that sends none) never leaves a buyer waiting. One failure does not stop the rest.
 */
export async function sweepHeldPayments(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'payments'>,
  log: (message: string) => void,
): Promise<{ asked: number; failed: number }> {
  const held = await orderRepository(deps.db).underReview(deps.payments.name, SWEEP_BATCH);
  let failed = 0;
  for (const order of held) {
    try {
      await resolveReview(deps, order);
    } catch (err) {
      failed++;
      // The order's number only: nothing personal, no token.
      log(`held payment of order ${order.orderNumber} not resolved: ${err instanceof Error ? err.message : 'error'}`);
    }
  }
  return { asked: held.length, failed };
}
