import { randomUUID } from 'node:crypto';
import { PaymentProviderError, type PaymentMethodCategory, type PaymentProvider, type ReviewOutcome } from './provider';

/** The test provider's authorization tokens: exactly these, or one of them with `:anything` after it. */
export const TEST_TOKENS = { approved: 'test-approved', declined: 'test-declined', pending: 'test-pending' } as const;

/**
 * A pending token may say how its review ends: `test-pending:accept[:…]` or `test-pending:reject[:…]`
 * (any other pending token stays under review). The order id carries it, so the provider keeps
 * nothing and any process can read it back.
 */
const REVIEWED = /^test-pending:(accept|reject)(?::|$)/;
const REVIEW_ID = /^test_order_review-(accept|reject|none)_/;

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

/**
 * The built-in provider: no network and no money. Its widget in the page plays Klarna's states and
 * lets the buyer approve, decline or leave a payment pending; scripted clients send the tokens
 * above. It keeps nothing: the token alone says what happens, so any number of server processes
 * agree.
 */
export function createTestProvider(): PaymentProvider {
  return {
    name: 'test',
    mode: 'test',
    async createSession() {
      return { sessionId: `test_session_${randomUUID()}`, clientToken: `test_client_${randomUUID()}`, paymentMethodCategories: TEST_METHODS };
    },
    async updateSession() {},
    async createOrder(authorizationToken) {
      const outcome = outcomeOf(authorizationToken);
      if (outcome === 'approved') return { outcome: 'accepted', providerOrderId: `test_order_${randomUUID()}` };
      if (outcome === 'pending') {
        const review = REVIEWED.exec(authorizationToken)?.[1] ?? 'none';
        return { outcome: 'pending', providerOrderId: `test_order_review-${review}_${randomUUID()}` };
      }
      throw new PaymentProviderError('declined', outcome === 'declined' ? 'the test buyer declined' : 'not a test authorization token', 403);
    },
    async cancelAuthorization() {},
    async reviewOutcome(providerOrderId): Promise<ReviewOutcome> {
      const review = REVIEW_ID.exec(providerOrderId)?.[1];
      if (!review) throw new PaymentProviderError('unavailable', 'not a test order under review', 404);
      return review === 'accept' ? 'accepted' : review === 'reject' ? 'rejected' : 'pending';
    },
  };
}
