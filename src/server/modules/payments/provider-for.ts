import type { AppConfig } from '../../config';
import { createKlarnaProvider } from './klarna';
import type { PaymentProvider } from './provider';
import { createTestProvider } from './test-provider';

/** The configured provider: Klarna Payments, or the built-in test provider (the default; no network). */
export function paymentProviderFor(config: AppConfig): PaymentProvider {
  const p = config.payments;
  return p.provider === 'klarna' ? createKlarnaProvider(p) : createTestProvider();
}
