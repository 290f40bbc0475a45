import type { z } from 'zod';
import { WITHDRAWAL_CONSENT_VERSION, type paymentSessionRequest } from '../../../shared/contracts/payments';
import { isUniqueViolation } from '../../db/errors';
import type { orders } from '../../db/schema';
import type { ServiceDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { ASSESSMENT_MESSAGES } from '../assessment/messages';
import { assertSellable, findAssessment, ownedAssessment, type AssessmentRow } from '../assessment/service';
import type { UserRow } from '../auth/repository';
import { priceReport } from '../discounts/service';
import { orderRepository, type OrderRow } from '../orders/repository';
import { assertProvider, cartFor, fromProvider } from './cart';
import { PAYMENT_MESSAGES } from './messages';
import { isOutcomeUnknown } from './unknown-outcome';

// Checkout: the assessment's order opened or brought up to date, and the provider's session for it.

type SessionInput = z.infer<typeof paymentSessionRequest>;

/** The user's own assessment (a payment is the owner's; an admin pays for nobody else). */
export function ownAssessment(deps: Pick<ServiceDeps, 'db'>, user: UserRow, assessmentId: string): Promise<AssessmentRow> {
  return ownedAssessment(deps, user, assessmentId);
}

/** The sale rule (the assessment module's), said the checkout's way: no sale, and the advice. */
function assertForSale(deps: Pick<ServiceDeps, 'db'>, assessment: AssessmentRow) {
  return assertSellable(deps, assessment.id, (flags) => `${PAYMENT_MESSAGES.emergency} ${flags.find((f) => f.urgency === 'emergency')?.advice}`);
}

const perUser = (user: UserRow, what: string, limit: number) => [{ key: `payment:${what}:user:${user.id}`, limit, windowMs: 10 * 60 * 1000 }];

/**
 * POST /api/payments/{provider}/session: the assessment's order is made, or the open one brought up
 * to date (price, code, the ticked withdrawal consent), and the provider's session opened for its
 * cart. Refused beside an emergency sign, when already paid, and while a payment is under review.
 */
export async function startPayment(deps: Pick<ServiceDeps, 'db' | 'config' | 'limiter' | 'payments'>, user: UserRow, provider: string, input: SessionInput) {
  assertProvider(deps, provider);
  await deps.limiter.consume(perUser(user, 'session', 20));
  const assessment = await ownAssessment(deps, user, input.assessmentId);
  await assertForSale(deps, assessment);
  const { product, discount, priced } = await priceReport(deps, user, input.discountCode);
  const values = {
    productId: product.id,
    productName: product.name,
    listPriceOre: priced.listPriceOre,
    discountCodeId: discount?.id ?? null,
    discountCode: discount?.code ?? null,
    discountOre: priced.discountOre,
    totalOre: priced.totalOre,
    vatOre: priced.vatOre,
    vatRateBp: priced.vatRateBp,
    withdrawalConsentAt: new Date(),
    withdrawalConsentVersion: WITHDRAWAL_CONSENT_VERSION,
  };
  const order = await openOrder(deps, user, assessment, values);
  // A code that makes the report free needs no provider (Klarna takes no 0 kr orders): the buyer
  // confirms with the token FREE_TOKEN instead of paying.
  const session =
    order.totalOre === 0
      ? { sessionId: `free_${order.id}`, clientToken: '', paymentMethodCategories: [] }
      : await fromProvider(() =>
          deps.payments.createSession(cartFor(order), {
            authorizationCallbackUrl: `${deps.config.publicUrl}/api/payments/klarna/callback`,
            notificationUrl: `${deps.config.publicUrl}/api/payments/klarna/notification`,
          }),
        );
  // The session is the order's only while the order's cart is still the one it was opened for.
  const cart = JSON.stringify(cartFor(order));
  const stored = await changeUnpaid(deps, order.id, (locked) => (JSON.stringify(cartFor(locked)) === cart ? { providerSessionId: session.sessionId } : null));
  if (typeof stored !== 'object') throw HttpError.conflict(PAYMENT_MESSAGES.inProgress);
  return {
    sessionId: session.sessionId,
    clientToken: session.clientToken,
    paymentMethodCategories: session.paymentMethodCategories,
    orderAmount: stored.totalOre,
    orderTaxAmount: stored.vatOre,
    discountAmount: stored.discountOre,
    orderId: stored.id,
    orderNumber: stored.orderNumber,
  };
}

type OrderValues = Pick<
  typeof orders.$inferInsert,
  | 'productId'
  | 'productName'
  | 'listPriceOre'
  | 'discountCodeId'
  | 'discountCode'
  | 'discountOre'
  | 'totalOre'
  | 'vatOre'
  | 'vatRateBp'
  | 'withdrawalConsentAt'
  | 'withdrawalConsentVersion'
>;

/**
 * Changes an order not yet paid under its row lock, the lock a payment's claim takes, so the two
 * never overlap: once a payment of the order has started (read after the lock, so one claimed
 * meanwhile is seen) its amounts are what is charged and nothing changes them. `change` gives the
 * values from the locked row, or null to leave it. The changed row, or why not: `moved` (no
 * longer created), `paying` (a payment started), `stale` (change said no).
 */
async function changeUnpaid(
  deps: Pick<ServiceDeps, 'db'>,
  orderId: string,
  change: (locked: OrderRow) => Partial<OrderValues & { providerSessionId: string }> | null,
): Promise<OrderRow | 'moved' | 'paying' | 'stale'> {
  return deps.db.transaction(async (tx) => {
    const repo = orderRepository(tx);
    const locked = await repo.lock(orderId);
    if (locked?.status !== 'created') return 'moved';
    if (await repo.paymentStarted(orderId)) return 'paying';
    const values = change(locked);
    return values ? repo.update(orderId, values) : 'stale';
  });
}

/**
 * The assessment's open order with these values, made when there is none (two at once: one wins,
 * both use it). An order with a payment started is not changed: its amounts are what is charged.
 */
async function openOrder(deps: Pick<ServiceDeps, 'db' | 'payments'>, user: UserRow, assessment: AssessmentRow, values: OrderValues): Promise<OrderRow> {
  const repo = orderRepository(deps.db);
  for (let attempt = 0; attempt < 3; attempt++) {
    const live = await repo.liveFor(assessment.id);
    if (live?.status === 'paid' || live?.status === 'fulfilled') throw HttpError.conflict(PAYMENT_MESSAGES.alreadyPaid);
    if (live?.status === 'authorized') throw HttpError.conflict(isOutcomeUnknown(live) ? PAYMENT_MESSAGES.outcomePending : PAYMENT_MESSAGES.underReview);
    if (live) {
      const changed = await changeUnpaid(deps, live.id, () => values);
      if (typeof changed === 'object') return changed;
      if (changed === 'paying') throw HttpError.conflict(PAYMENT_MESSAGES.inProgress);
      // Moved on (paid, held, cancelled) meanwhile: looked at again.
      continue;
    }
    try {
      return await repo.insert({
        ...values,
        userId: user.id,
        assessmentId: assessment.id,
        provider: deps.payments.name,
        status: 'created',
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw HttpError.conflict(PAYMENT_MESSAGES.inProgress);
}

/**
 * POST /api/checkout/klarna (the spec's path; the developer panel): starts no payment. Checks that
 * the report can be bought and answers with the link to the results page where it is bought.
 */
export async function reportPurchaseLink(deps: Pick<ServiceDeps, 'db' | 'config'>, assessmentId: string) {
  const assessment = await findAssessment(deps, assessmentId);
  if (!assessment) throw HttpError.notFound(ASSESSMENT_MESSAGES.notFound);
  await assertForSale(deps, assessment);
  if (await orderRepository(deps.db).paidFor(assessmentId)) throw HttpError.conflict(PAYMENT_MESSAGES.alreadyPaid);
  return { checkoutUrl: `${deps.config.publicUrl}/results?assessment=${encodeURIComponent(assessmentId)}#kop` };
}
