import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { CreateDiscountRequest, Discount, discountCheckRequest } from '../../../shared/contracts/discounts';
import { klarnaAmounts, priceOrder, type DiscountRule } from '../../../shared/domain/pricing';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../http-error';
import type { ServiceDeps } from '../../deps';
import { ownedAssessment } from '../assessment/service';
import type { UserRow } from '../auth/repository';
import { AUDIT_SUMMARIES } from '../audit/messages';
import { recordAdminChange, type AuditActor } from '../audit/service';
import { reportProductRow } from '../products/service';
import { DISCOUNT_MESSAGES } from './messages';
import { discountRepository, type DiscountRow } from './repository';

type Deps = Pick<ServiceDeps, 'db'>;

/** The random part: 6 characters without 0/O and 1/I, so a code read aloud or typed is not misread. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RANDOM_LENGTH = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

export function newCode(prefix: string): string {
  let random = '';
  for (let i = 0; i < RANDOM_LENGTH; i++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${random}`;
}

export function discountView(row: DiscountRow): Discount {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: row.type === 'PERCENT' ? row.percent! : row.amountOre! / 100,
    active: row.active,
    redemptionCount: row.redemptionCount,
    maxRedemptions: row.maxRedemptions,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    perUserLimit: row.perUserLimit,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The code's effect on a price, for the pricing module. */
export function discountRule(row: DiscountRow): DiscountRule {
  return row.type === 'PERCENT' ? { type: 'PERCENT', percent: row.percent! } : { type: 'FIXED', amountOre: row.amountOre! };
}

/** GET /api/discounts/list. */
export async function listDiscounts(deps: Deps, activeOnly: boolean): Promise<Discount[]> {
  return (await discountRepository(deps.db).list(activeOnly, new Date())).map(discountView);
}

/**
 * POST /api/discounts/create: the prefix and a random part; a clash with an existing code draws
 * again (each draw its own transaction: a failed insert ends the transaction it ran in).
 */
export async function createDiscount(deps: Deps, admin: AuditActor, input: CreateDiscountRequest): Promise<Discount> {
  const rule = input.type === 'PERCENT' ? { percent: input.percent!, amountOre: null } : { percent: null, amountOre: input.value! * 100 };
  for (let attempt = 0; ; attempt++) {
    try {
      return await deps.db.transaction(async (tx) => {
        const row = await discountRepository(tx).insert({
          code: newCode(input.prefix),
          type: input.type,
          ...rule,
          maxRedemptions: input.maxRedemptions,
          perUserLimit: input.perUserLimit,
          expiresAt: new Date(Date.now() + input.daysValid * DAY_MS),
          createdBy: admin?.id ?? null,
        });
        const summary = AUDIT_SUMMARIES.discountCreated(row.code);
        await recordAdminChange(deps, tx, { actor: admin, action: 'discount.create', subjectType: 'discount', subjectId: row.id, summary });
        return discountView(row);
      });
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}

/** POST /api/discounts/update: the active switch. */
export async function setDiscountActive(deps: Deps, actor: AuditActor, id: string, active: boolean): Promise<Discount> {
  return deps.db.transaction(async (tx) => {
    const row = await discountRepository(tx).setActive(id, active);
    if (!row) throw HttpError.notFound(DISCOUNT_MESSAGES.unknownId);
    const summary = active ? AUDIT_SUMMARIES.discountActivated(row.code) : AUDIT_SUMMARIES.discountDeactivated(row.code);
    await recordAdminChange(deps, tx, { actor, action: 'discount.update', subjectType: 'discount', subjectId: id, summary });
    return discountView(row);
  });
}

/** Why a code cannot be used by this user now, or null when it can (the caller reads the row consistently). */
async function refusal(deps: Deps, row: DiscountRow, userId: string, now: Date): Promise<string | null> {
  if (!row.active) return DISCOUNT_MESSAGES.inactive;
  if (row.expiresAt && row.expiresAt <= now) return DISCOUNT_MESSAGES.expired;
  if (row.maxRedemptions !== null && row.redemptionCount >= row.maxRedemptions) return DISCOUNT_MESSAGES.exhausted;
  if (row.perUserLimit !== null && (await discountRepository(deps.db).usesBy(row.id, userId)) >= row.perUserLimit) return DISCOUNT_MESSAGES.perUser;
  return null;
}

/** A code the user may use now (before paying; nothing is redeemed), or a Swedish 404/409. */
export async function usableDiscount(deps: Deps, code: string, user: UserRow): Promise<DiscountRow> {
  const row = await discountRepository(deps.db).findByCode(code);
  if (!row) throw HttpError.notFound(DISCOUNT_MESSAGES.notFound);
  const why = await refusal(deps, row, user.id, new Date());
  if (why) throw HttpError.conflict(why, 'discountCode');
  return row;
}

/**
 * Redeems the order's code, once, inside the caller's transaction (`deps.db` is it). The code's
 * row is locked first, so concurrent checkouts are counted one after the other and expiry,
 * `maxRedemptions` and `perUserLimit` hold. An order that has its redemption already is left as it is.
 */
export async function redeemDiscount(deps: Deps, codeId: string, userId: string, orderId: string): Promise<void> {
  const repo = discountRepository(deps.db);
  const row = await repo.lock(codeId);
  if (!row) throw HttpError.conflict(DISCOUNT_MESSAGES.gone, 'discountCode');
  if (await repo.redemptionFor(orderId)) return;
  if (await refusal(deps, row, userId, new Date())) throw HttpError.conflict(DISCOUNT_MESSAGES.gone, 'discountCode');
  await repo.redeem(codeId, userId, orderId);
}

/** Takes an order's redemption back (its payment was refused), inside the caller's transaction. */
export async function releaseDiscount(deps: Deps, orderId: string): Promise<void> {
  const repo = discountRepository(deps.db);
  const redemption = await repo.redemptionFor(orderId);
  if (!redemption) return;
  await repo.lock(redemption.discountCodeId);
  await repo.release(orderId);
}

/**
 * The report priced for this user now: the product row's price and the code, if it may be used
 * (a Swedish 404/409 if not). Checkout (payments) prices its order with this too.
 */
export async function priceReport(deps: Deps, user: UserRow, code: string | null | undefined) {
  const product = await reportProductRow(deps);
  if (!product) throw HttpError.conflict(DISCOUNT_MESSAGES.notForSale);
  const discount = code ? await usableDiscount(deps, code, user) : null;
  const priced = priceOrder({
    reference: product.slug,
    name: product.name,
    unitPriceOre: product.priceOre,
    vatRateBp: product.vatRateBp,
    discount: discount && discountRule(discount),
  });
  return { product, discount, priced };
}

/** POST /api/discounts/check: what the code makes the price of the user's own assessment's report, before paying (nothing is redeemed). */
export async function checkDiscountFor(deps: Pick<ServiceDeps, 'db' | 'limiter'>, user: UserRow, input: z.infer<typeof discountCheckRequest>) {
  // The key is the one it had under payments: a running window is not reset by the move.
  await deps.limiter.consume([{ key: `payment:discount-check:user:${user.id}`, limit: 30, windowMs: 10 * 60 * 1000 }]);
  await ownedAssessment(deps, user, input.assessmentId);
  const { priced, discount } = await priceReport(deps, user, input.code);
  const amounts = klarnaAmounts(priced);
  return {
    code: discount!.code,
    listPrice: priced.listPriceOre,
    discountAmount: priced.discountOre,
    orderAmount: amounts.order_amount,
    orderTaxAmount: amounts.order_tax_amount,
  };
}
