import type { AppConfig } from '../../config';
import { createKlarnaProvider } from './klarna';
import { recordPayment } from '../../metrics/metrics';
import { PaymentProviderError, type PaymentProvider } from './provider';
import { createTestProvider } from './test-provider';

/** The configured provider: Klarna Payments, or the built-in test provider (the default; no network). */
export function paymentProviderFor(config: AppConfig): PaymentProvider {
  const p = config.payments;
  return countingPayments(p.provider === 'klarna' ? createKlarnaProvider(p) : createTestProvider());
}

/**
 * The provider, with each answer to an order counted for the metrics (`payments_total`):
 * accepted, pending (held for review), or the kind of failure (declined, cart_mismatch,
 * unavailable, unknown). The same object, its `createOrder` wrapped (the test provider keeps its extras).
 */
export function countingPayments<P extends PaymentProvider>(provider: P): P {
  const createOrder = provider.createOrder.bind(provider);
  provider.createOrder = async (authorizationToken, cart, options) => {
    try {
      const order = await createOrder(authorizationToken, cart, options);
      recordPayment(provider.name, order.outcome);
      return order;
    } catch (err) {
      recordPayment(provider.name, err instanceof PaymentProviderError ? err.kind : 'unavailable');
      throw err;
    }
  };
  return provider;
}
