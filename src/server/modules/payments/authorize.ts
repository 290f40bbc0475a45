import { setTimeout as sleep } from 'node:timers/promises';
import type { PaymentAuthorizeResponse } from '../../../shared/contracts/payments';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../http-error';
import type { ServiceDeps } from '../../deps';
import type { UserRow } from '../auth/repository';
import { redeemDiscount } from '../discounts/service';
import { orderRepository, type AttemptRow, type OrderRow } from '../orders/repository';
import { recordPaid, recordPending, recordRefused } from '../orders/service';
import { PAYMENT_MESSAGES } from './messages';
import { PaymentProviderError, type ProviderOrder } from './provider';
import { FREE_TOKEN, assertProvider, providerFailure } from './cart';
import { ownAssessment } from './checkout';
import { isOutcomeUnknown, placeOrder, recordUnknown, settleUnknownPayment } from './unknown-outcome';

/** Longer than any provider call may take (Klarna's calls time out after 15 s). */
const STALE_ATTEMPT_MS = 2 * 60 * 1000;
/** How long a repeat of a payment in flight waits for its outcome. */
const WAIT_FOR_OUTCOME_MS = 20_000;

/** What an authorization answers: the map's success response of POST /api/payments/{provider}/authorize. */
export type AuthorizeResult = PaymentAuthorizeResponse;

/** POST /api/payments/{provider}/authorize: the buyer's browser brings the authorization token. */
export async function authorizePayment(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'limiter' | 'payments'>,
  user: UserRow,
  provider: string,
  input: { authorizationToken: string; assessmentId: string },
) {
  assertProvider(deps, provider);
  await deps.limiter.consume([{ key: `payment:authorize:user:${user.id}`, limit: 30, windowMs: 10 * 60 * 1000 }]);
  const assessment = await ownAssessment(deps, user, input.assessmentId);
  const order = await orderRepository(deps.db).liveFor(assessment.id);
  if (!order) throw HttpError.conflict(PAYMENT_MESSAGES.noSession);
  return complete(deps, order, input.authorizationToken);
}

/**
 * POST /api/payments/klarna/callback: Klarna tells us of an authorization, so the order is made
 * even when the buyer's browser went away. The same path as the browser's call: whichever comes
 * first makes the order, the other finds it.
 */
export async function klarnaAuthorizationCallback(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'payments'>,
  body: { authorization_token: string; session_id: string },
) {
  assertProvider(deps, 'klarna');
  const order = await orderRepository(deps.db).bySession('klarna', body.session_id);
  if (!order) throw HttpError.notFound(PAYMENT_MESSAGES.orderNotFound);
  await complete(deps, order, body.authorization_token);
  return { message: 'OK' };
}

function resultOf(deps: Pick<ServiceDeps, 'payments'>, order: OrderRow): AuthorizeResult {
  return { order_id: order.id, orderNumber: order.orderNumber, status: order.status, mode: deps.payments.mode };
}

/** An authorization we will not use is released at the provider; that it fails changes nothing for us. */
async function release(deps: Pick<ServiceDeps, 'payments'>, token: string) {
  await deps.payments.cancelAuthorization(token).catch(() => undefined);
}

/**
 * Pays the order with the token, once. The first request with a token claims it (an attempt row)
 * and redeems the order's discount in one transaction under the order's lock; only then is the
 * provider asked to make its order. A repeat of the same token waits for that outcome and gives
 * it; another token while a payment is in flight or done is released and never charged.
 */
async function complete(deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'payments'>, found: OrderRow, token: string): Promise<AuthorizeResult> {
  if (found.status !== 'created') return settled(deps, found, token);
  const claimed = await claim(deps, found, token);
  if (claimed === 'cart_changed') {
    // The order's amount changed before this payment could claim it: its token is for another cart.
    if (token !== FREE_TOKEN) await release(deps, token);
    throw HttpError.conflict(PAYMENT_MESSAGES.cartChanged);
  }
  if (!claimed) return awaitOutcome(deps, found, token);
  // The order as the claim locked it: its amounts are what is charged and what the receipt says.
  const { attempt, locked: order } = claimed;
  let outcome: ProviderOrder;
  try {
    outcome = order.totalOre === 0 ? { outcome: 'accepted', providerOrderId: `free_${order.id}`, amountOre: 0 } : await placeOrder(deps, order, token);
  } catch (err) {
    const kind = err instanceof PaymentProviderError ? err.kind : 'unavailable';
    if (kind === 'unknown') {
      // The provider may have placed (and captured) the order: nothing is released and the buyer is
      // not told that nothing was taken; the order is held and reconciled (decision 0047).
      await recordUnknown(deps, order, attempt.id, token, err instanceof Error ? err.message : 'unknown');
      throw HttpError.badGateway(PAYMENT_MESSAGES.outcomeUnknown);
    }
    await recordRefused(deps, order, attempt.id, kind === 'declined' ? 'declined' : 'failed', err instanceof Error ? err.message : 'failed');
    // Nothing is known after an outage: the authorization is released, so no money can be taken for it.
    if (kind !== 'declined') await release(deps, token);
    throw providerFailure(err);
  }
  const payment = { attemptId: attempt.id, providerOrderId: outcome.providerOrderId, authorizationToken: token, amountOre: outcome.amountOre };
  const recorded = outcome.outcome === 'accepted' ? await recordPaid(deps, order, payment) : await recordPending(deps, order, payment);
  // The provider's amount is not the order's: no receipt; a job gives the money back and tells the buyer.
  if (recorded.outcome === 'mismatch') throw HttpError.conflict(PAYMENT_MESSAGES.amountChanged);
  return resultOf(deps, recorded.outcome === 'recorded' ? recorded.row : ((await orderRepository(deps.db).find(order.id)) ?? order));
}

/**
 * An order past `created`: the same token gets the same answer; another is released. An order held
 * while its payment's outcome is unknown is asked about again with the same key when its own token
 * comes back (Klarna's callback, the buyer's retry): whichever of them and the reconcile job comes
 * first completes it, once.
 */
async function settled(deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'payments'>, order: OrderRow, token: string): Promise<AuthorizeResult> {
  if (isOutcomeUnknown(order)) {
    if (order.authorizationToken !== token) {
      await release(deps, token);
      throw HttpError.conflict(PAYMENT_MESSAGES.outcomePending);
    }
    let now: OrderRow;
    try {
      now = await settleUnknownPayment(deps, order);
    } catch (err) {
      // Klarna still gives no answer: still unknown (the reconcile job keeps asking).
      if (err instanceof PaymentProviderError) throw HttpError.badGateway(PAYMENT_MESSAGES.outcomeUnknown);
      throw err;
    }
    if (isOutcomeUnknown(now)) throw HttpError.badGateway(PAYMENT_MESSAGES.outcomeUnknown);
    if (now.status === 'created') throw HttpError.paymentRequired(PAYMENT_MESSAGES.declined);
    return resultOf(deps, now);
  }
  if (order.authorizationToken === token) return resultOf(deps, order);
  await release(deps, token);
  if (order.status === 'paid' || order.status === 'fulfilled') return resultOf(deps, order);
  if (order.status === 'authorized') throw HttpError.conflict(PAYMENT_MESSAGES.underReview);
  throw HttpError.conflict(PAYMENT_MESSAGES.noSession);
}

/**
 * The claim, under the order's row lock (the lock every change of its amounts takes): undefined
 * when the token (or another payment of the order) is already being handled, `cart_changed` when
 * the token does not fit the order's amount as it now stands (0 kr is confirmed with FREE_TOKEN and
 * never reaches a provider; a provider's token never pays 0 kr).
 */
async function claim(
  deps: Pick<ServiceDeps, 'db' | 'payments'>,
  order: OrderRow,
  token: string,
): Promise<{ attempt: AttemptRow; locked: OrderRow } | 'cart_changed' | undefined> {
  try {
    return await deps.db.transaction(async (tx) => {
      const repo = orderRepository(tx);
      const locked = await repo.lock(order.id);
      if (locked?.status !== 'created') return undefined;
      if ((locked.totalOre === 0) !== (token === FREE_TOKEN)) return 'cart_changed';
      await repo.abandonStaleAttempts(order.id, new Date(Date.now() - STALE_ATTEMPT_MS));
      const attempt = await repo.claimAttempt(order.id, token);
      if (!attempt) return undefined;
      if (locked.discountCodeId && locked.userId) await redeemDiscount({ db: tx }, locked.discountCodeId, locked.userId, locked.id);
      return { attempt, locked };
    });
  } catch (err) {
    // Another token's payment of this order is in flight or done (one live attempt per order).
    if (isUniqueViolation(err)) return undefined;
    // The code can no longer be used: this authorization is not taken.
    await release(deps, token);
    throw err;
  }
}

/** A request that found its token (or the order) being paid by another: waits for that outcome. */
async function awaitOutcome(deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'payments'>, order: OrderRow, token: string): Promise<AuthorizeResult> {
  const repo = orderRepository(deps.db);
  const until = Date.now() + WAIT_FOR_OUTCOME_MS;
  const current = async () => (await repo.find(order.id)) ?? order;
  for (;;) {
    const attempt = await repo.findAttempt(order.id, token);
    if (!attempt) {
      // Another token holds the order: this one is never used.
      const now = await current();
      if (now.status !== 'created') return settled(deps, now, token);
    } else if (attempt.status === 'approved' || attempt.status === 'pending') {
      const now = await current();
      if (isOutcomeUnknown(now)) throw HttpError.badGateway(PAYMENT_MESSAGES.outcomeUnknown);
      return resultOf(deps, now);
    } else if (attempt.status === 'declined') {
      throw HttpError.paymentRequired(PAYMENT_MESSAGES.declined);
    } else if (attempt.status === 'failed') {
      throw HttpError.badGateway(PAYMENT_MESSAGES.unavailable);
    }
    if (Date.now() > until) {
      if (!attempt) await release(deps, token);
      throw HttpError.conflict(PAYMENT_MESSAGES.inProgress);
    }
    await sleep(150);
  }
}
