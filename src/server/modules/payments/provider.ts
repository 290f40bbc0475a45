import type { KlarnaOrderLine } from '../../../shared/domain/pricing';

/** A payment method a provider offers in a session (Klarna's categories). */
export interface PaymentMethodCategory {
  identifier: 'pay_now' | 'pay_later' | 'pay_over_time' | (string & {});
  name: string;
  asset_urls: { descriptive: string; standard: string };
}

/** The cart a session and an order are made for, in Klarna's fields (integers in öre). */
export interface ProviderCart {
  purchase_country: 'SE';
  purchase_currency: 'SEK';
  locale: 'sv-SE';
  order_amount: number;
  order_tax_amount: number;
  order_lines: KlarnaOrderLine[];
  /** Our order number, shown to the buyer by the provider. */
  merchant_reference1: string;
}

export interface ProviderSession {
  sessionId: string;
  clientToken: string;
  paymentMethodCategories: PaymentMethodCategory[];
}

/**
 * What creating an order from an authorization gave: accepted (money taken), or held for review;
 * with the amount in öre the provider took (accepted) or holds (pending) for it. The service
 * compares it with the stored order before it marks the order paid.
 */
export interface ProviderOrder {
  outcome: 'accepted' | 'pending';
  providerOrderId: string;
  amountOre: number;
}

/**
 * Where an order held for review stands: accepted (and captured: the money is taken), still
 * pending, or rejected (cancelled by the provider: no money is taken).
 */
export type ReviewOutcome = 'accepted' | 'pending' | 'rejected';

/** How a review ended, with what the provider has captured for the order (öre) once it is accepted. */
export interface ReviewResult {
  outcome: ReviewOutcome;
  capturedOre: number;
}

/** A refund the provider made: its id there (Klarna's Refund-Id) and what it gave back, in öre. */
export interface ProviderRefund {
  refundId: string | null;
  refundedOre: number;
}

/** What to give back of a captured order: the amount, its order lines, a line for the buyer's statement, and the idempotency key. */
export interface RefundRequest {
  amountOre: number;
  orderLines: KlarnaOrderLine[];
  description: string;
  /** The same key for every try of one refund: the provider gives back once however often it is asked. */
  idempotencyKey: string;
}

/**
 * Why a provider call failed, for the buyer and for us:
 * - `declined`: the provider refused this authorization (unknown, expired, used, refused): the
 *   buyer may try again with a new one;
 * - `cart_mismatch`: the cart differs from the session's (Klarna's 409);
 * - `unavailable`: the provider could not be reached or answered with an error; nothing is known;
 * - `unknown`: a call that may have taken money (create-order) got no answer, or a 5xx, even when
 *   repeated with its idempotency key: the provider may have placed the order. Never followed by a
 *   release, never told to the buyer as "nothing taken" (decision 0047).
 * `code` is the provider's own error code when it gave one (Klarna's error_code).
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: 'declined' | 'cart_mismatch' | 'unavailable' | 'unknown',
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/**
 * A payment provider: Klarna Payments, or the built-in test provider that needs no network. The
 * service calls it outside any database transaction; every call may throw PaymentProviderError.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'klarna';
  /** 'test' (built-in, no money), 'playground' (Klarna's test environment) or 'live'. */
  readonly mode: 'test' | 'playground' | 'live';
  /** POST /payments/v1/sessions: a session for the cart, with its client token and methods. */
  createSession(cart: ProviderCart, options: { authorizationCallbackUrl: string; notificationUrl: string }): Promise<ProviderSession>;
  /** POST /payments/v1/sessions/{id}: the session's cart changed (a discount code was applied). */
  updateSession(sessionId: string, cart: ProviderCart): Promise<void>;
  /**
   * POST /payments/v1/authorizations/{token}/order, auto-captured (the report is delivered at once).
   * `idempotencyKey` is the same for every try of one order and token (orderKey): a repeat gives the
   * order the first try placed. Throws `unknown` when the outcome could not be learnt.
   */
  createOrder(authorizationToken: string, cart: ProviderCart, options: { idempotencyKey: string }): Promise<ProviderOrder>;
  /** DELETE /payments/v1/authorizations/{token}: an authorization we will not use is released. */
  cancelAuthorization(authorizationToken: string): Promise<void>;
  /**
   * GET /ordermanagement/v1/orders/{id}: how the review of a pending order ended. An accepted order
   * not yet captured is captured here (idempotently), so 'accepted' always means paid.
   */
  reviewOutcome(providerOrderId: string): Promise<ReviewResult>;
  /**
   * Gives back everything the provider took or holds for an order we will not deliver (its amount
   * disagreed with ours): cancelled when nothing is captured, else what is captured is refunded.
   * Safe to repeat (an idempotency key): a second call gives nothing back twice. Resolves to the
   * öre refunded for the order in all (0 when it was cancelled with nothing taken).
   */
  voidOrder(providerOrderId: string): Promise<{ refundedOre: number }>;
  /**
   * POST /ordermanagement/v1/orders/{id}/refunds: gives back `amountOre` of what was captured (an
   * admin's refund, decision 0038). Refused (PaymentProviderError) when it is more than what is
   * captured and not yet refunded; a repeat with the same key refunds once.
   */
  refund(providerOrderId: string, request: RefundRequest): Promise<ProviderRefund>;
}
