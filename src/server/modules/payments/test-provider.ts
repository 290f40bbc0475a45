import { randomUUID } from 'node:crypto';
import { PaymentProviderError, type PaymentMethodCategory, type PaymentProvider, type ProviderRefund, type RefundRequest, type ReviewResult } from './provider';

/** The test provider's authorization tokens: exactly these, or one of them with `:anything` after it. */
export const TEST_TOKENS = { approved: 'test-approved', declined: 'test-declined', pending: 'test-pending' } as const;

/**
 * A pending token may say how its review ends: `test-pending:accept[:…]` or `test-pending:reject[:…]`
 * (any other pending token stays under review). The order id carries it and the amount charged
 * (`test_order_a25000_…`, `test_order_review-accept_a25000_…`), so the provider keeps nothing and
 * any process can read them back.
 *
 * How a review ends, as with Klarna (its order is PENDING, then ACCEPTED or REJECTED, and Klarna
 * POSTs a notification, after which we ask it): the order stays held (status `authorized`) until we
 * ask the provider, which then answers with the outcome the token chose. We ask when the stand-in
 * for Klarna's notification arrives, `POST /api/payments/test/review { orderId }` (the test-mode
 * pending screen's "Avsluta granskningen nu" sends it), or at the sweep every 15 minutes
 * (`sweepHeldPayments`). Accepted: paid, the report made and mailed. Rejected: the order cancelled,
 * nothing charged, the buyer mailed and free to pay again.
 */
const REVIEWED = /^test-pending:(accept|reject)(?::|$)/;
const ORDER_ID = /^test_order_(?:review-(accept|reject|none)_)?a(\d+)_/;

export const TEST_METHODS: PaymentMethodCategory[] = [
  { identifier: 'pay_now', name: 'Betala nu', asset_urls: { descriptive: '', standard: '' } },
  { identifier: 'pay_later', name: 'Betala om 30 dagar', asset_urls: { descriptive: '', standard: '' } },
  { identifier: 'pay_over_time', name: 'Dela upp betalningen', asset_urls: { descriptive: '', standard: '' } },
];

function outcomeOf(token: string): keyof typeof TEST_TOKENS | null {
  for (const [outcome, prefix] of Object.entries(TEST_TOKENS) as [keyof typeof TEST_TOKENS, string][]) {
    if (token === prefix || token.startsWith(`${prefix}:`)) return outcome;
  }
  return null;
}

/** A refund the test provider made (no money moves): kept in this process, by idempotency key. */
export interface TestRefund extends ProviderRefund {
  providerOrderId: string;
  idempotencyKey: string;
  description: string;
}

/** The test provider, with the refunds it recorded (tests read them). */
export type TestPaymentProvider = PaymentProvider & { readonly refunds: readonly TestRefund[] };

/**
 * The built-in provider: no network and no money. Its widget in the page plays Klarna's states and
 * lets the buyer approve, decline or leave a payment pending; scripted clients send the tokens
 * above. It keeps nothing: the token alone says what happens, so any number of server processes
 * agree.
 */
export function createTestProvider(): TestPaymentProvider {
  const refunds: TestRefund[] = [];
  return {
    refunds,
    name: 'test',
    mode: 'test',
    async createSession() {
      return { sessionId: `test_session_${randomUUID()}`, clientToken: `test_client_${randomUUID()}`, paymentMethodCategories: TEST_METHODS };
    },
    async updateSession() {},
    async createOrder(authorizationToken, cart) {
      const outcome = outcomeOf(authorizationToken);
      const amountOre = cart.order_amount;
      if (outcome === 'approved') return { outcome: 'accepted', providerOrderId: `test_order_a${amountOre}_${randomUUID()}`, amountOre };
      if (outcome === 'pending') {
        const review = REVIEWED.exec(authorizationToken)?.[1] ?? 'none';
        return { outcome: 'pending', providerOrderId: `test_order_review-${review}_a${amountOre}_${randomUUID()}`, amountOre };
      }
      throw new PaymentProviderError('declined', outcome === 'declined' ? 'the test buyer declined' : 'not a test authorization token', 403);
    },
    async cancelAuthorization() {},
    async reviewOutcome(providerOrderId): Promise<ReviewResult> {
      const match = ORDER_ID.exec(providerOrderId);
      const review = match?.[1];
      if (!review) throw new PaymentProviderError('unavailable', 'not a test order under review', 404);
      if (review === 'accept') return { outcome: 'accepted', capturedOre: Number(match[2]) };
      return { outcome: review === 'reject' ? 'rejected' : 'pending', capturedOre: 0 };
    },
    async voidOrder(providerOrderId) {
      const match = ORDER_ID.exec(providerOrderId);
      if (!match) throw new PaymentProviderError('unavailable', 'not a test order', 404);
      // No money moves here; what a real provider would give back is what it took.
      const taken = match[1] === undefined || match[1] === 'accept';
      return { refundedOre: taken ? Number(match[2]) : 0 };
    },
    async refund(providerOrderId, request: RefundRequest) {
      const match = ORDER_ID.exec(providerOrderId);
      if (!match) throw new PaymentProviderError('unavailable', 'not a test order', 404);
      const repeat = refunds.find((r) => r.idempotencyKey === request.idempotencyKey);
      if (repeat) return { refundId: repeat.refundId, refundedOre: repeat.refundedOre };
      // As Klarna: never more than was captured and not yet given back.
      const captured = match[1] === undefined || match[1] === 'accept' ? Number(match[2]) : 0;
      const given = refunds.filter((r) => r.providerOrderId === providerOrderId).reduce((sum, r) => sum + r.refundedOre, 0);
      if (!Number.isSafeInteger(request.amountOre) || request.amountOre <= 0 || request.amountOre > captured - given)
        throw new PaymentProviderError('unavailable', 'the test provider refuses a refund above what was captured', 403);
      const made: TestRefund = {
        refundId: `test_refund_${randomUUID()}`,
        refundedOre: request.amountOre,
        providerOrderId,
        idempotencyKey: request.idempotencyKey,
        description: request.description,
      };
      refunds.push(made);
      return { refundId: made.refundId, refundedOre: made.refundedOre };
    },
  };
}
