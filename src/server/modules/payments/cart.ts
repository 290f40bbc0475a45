import { orderLine } from '../../../shared/domain/pricing';
import type { ServiceDeps } from '../../deps';
import { HttpError } from '../../http-error';
import type { OrderRow } from '../orders/repository';
import { PAYMENT_MESSAGES } from './messages';
import { PaymentProviderError, type ProviderCart } from './provider';

// The provider's side of a payment: which provider is asked, the cart it is shown (always from the
// order's stored amounts) and its failures in the buyer's words.

/** The token that completes an order of 0 kr (a 100 % code): nothing is paid, no provider is asked. */
export const FREE_TOKEN = 'free';

export function assertProvider(deps: Pick<ServiceDeps, 'payments'>, provider: string) {
  if (provider !== deps.payments.name) throw HttpError.notFound(PAYMENT_MESSAGES.unknownProvider);
}

/** The provider's cart of an order, always built from the order's stored amounts (session and order agree). */
export function cartFor(order: OrderRow): ProviderCart {
  return {
    purchase_country: 'SE',
    purchase_currency: 'SEK',
    locale: 'sv-SE',
    order_amount: order.totalOre,
    order_tax_amount: order.vatOre,
    order_lines: [orderLine({ ...order, reference: order.productId ?? 'ryggrapport', name: order.productName })],
    merchant_reference1: String(order.orderNumber),
  };
}

export function providerFailure(err: unknown): HttpError {
  if (err instanceof PaymentProviderError) {
    if (err.kind === 'declined') return HttpError.paymentRequired(PAYMENT_MESSAGES.declined);
    if (err.kind === 'cart_mismatch') return HttpError.conflict(PAYMENT_MESSAGES.cartChanged);
    return HttpError.badGateway(PAYMENT_MESSAGES.unavailable);
  }
  return err instanceof HttpError ? err : HttpError.badGateway(PAYMENT_MESSAGES.unavailable);
}

/** A provider call, its failure in the buyer's words. */
export async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw providerFailure(err);
  }
}
