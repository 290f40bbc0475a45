import type { OrderSummary } from '../../../shared/contracts/payments';
import type { ServiceDeps } from '../../deps';
import { ownedBy } from '../auth/owned';
import type { UserRow } from '../auth/repository';
import { orderRepository } from '../orders/repository';
import { orderSummary } from '../orders/service';
import { hasFullReport } from '../reports/service';
import { PAYMENT_MESSAGES } from './messages';

/**
 * The payments module's entry for the routes and for other modules (decision 0024): checkout
 * (checkout.ts), the provider's cart and failures (cart.ts), authorization (authorize.ts), held
 * payments (review.ts) and mismatched amounts (void.ts); here, the buyer's view of an order.
 */
export { FREE_TOKEN } from './cart';
export { reportPurchaseLink, startPayment } from './checkout';

/** GET /api/orders/:id: the buyer's own order. */
export async function orderFor(deps: Pick<ServiceDeps, 'db'>, user: UserRow, id: string): Promise<OrderSummary> {
  const row = ownedBy(await orderRepository(deps.db).find(id), user, PAYMENT_MESSAGES.orderNotFound);
  return orderSummary(row, !!row.assessmentId && (await hasFullReport(deps, row.assessmentId)));
}
