import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, discountRedemptions, orders } from '../../db/schema';
import { signUp } from '../../../../tests/support/accounts';
import { authorizeAs, startPaymentAs } from '../../../../tests/support/payments';
import { completeAs, sampleAnswers } from '../../../../tests/support/reports';
import { testDatabaseKind } from '../../../../tests/support/test-database';
import { type TestApp, useKlarnaTestApp, useTestApp } from '../../../../tests/support/test-app';
import { PAYMENT_MESSAGES } from './messages';
import type { PaymentProvider } from './provider';
import { FREE_TOKEN } from './service';

// A payment and a new session for the same order at once (another code, so other amounts): what is
// charged, what is stored and what the receipt says must agree, every time. On PostgreSQL the two
// requests really run at once, so each case is repeated until any interleaving would have shown.
const ROUNDS = testDatabaseKind() === 'postgres' ? 10 : 3;

/** What the provider was asked to charge and to give back, per our order number. */
interface Ledger {
  charged: Map<string, number>;
  refunded: Map<string, number>;
}

/** The test provider keeps nothing: this records its charges and refunds at its boundary, as Klarna's books would. */
function recording(provider: PaymentProvider, ledger: Ledger): PaymentProvider {
  const references = new Map<string, string>();
  return {
    ...provider,
    name: provider.name,
    mode: provider.mode,
    async createOrder(token, cart, options) {
      const made = await provider.createOrder(token, cart, options);
      references.set(made.providerOrderId, cart.merchant_reference1);
      if (made.outcome === 'accepted') ledger.charged.set(cart.merchant_reference1, (ledger.charged.get(cart.merchant_reference1) ?? 0) + made.amountOre);
      return made;
    },
    async voidOrder(providerOrderId) {
      const voided = await provider.voidOrder(providerOrderId);
      ledger.refunded.set(references.get(providerOrderId)!, voided.refundedOre);
      return voided;
    },
  };
}

interface Setup {
  t: TestApp;
  provider: 'test' | 'klarna';
  /** A token the buyer's browser would have after approving the session. */
  approve(sessionId: string, round: number): Promise<string>;
  /** Net money taken for our order (charged less refunded). */
  netTaken(orderNumber: number): number;
}

let test: Setup;
let klarnaSetup: Setup;
const ledger: Ledger = { charged: new Map(), refunded: new Map() };

const testApp = useTestApp({ seed: true }, 120_000);
const { app: klarnaApp, klarna } = useKlarnaTestApp({ username: 'PK_race', password: 'secret-race' });
beforeAll(() => {
  testApp.services.deps.payments = recording(testApp.services.deps.payments, ledger);
  test = {
    t: testApp,
    provider: 'test',
    approve: async (_sessionId, round) => `test-approved:${round}`,
    netTaken: (n) => (ledger.charged.get(String(n)) ?? 0) - (ledger.refunded.get(String(n)) ?? 0),
  };
  klarnaSetup = {
    t: klarnaApp,
    provider: 'klarna',
    approve: (sessionId) => klarna.authorize(sessionId, { outcome: 'approved' }),
    netTaken: (n) =>
      [...klarna.orders.values()].filter((o) => o.cart.merchant_reference1 === String(n)).reduce((sum, o) => sum + o.capturedAmount - o.refundedAmount, 0),
  };
});

async function freeCode(t: TestApp) {
  const [row] = await t.database.db
    .insert(discountCodes)
    .values({ code: `GRATIS-${Math.random().toString(36).slice(2, 8).toUpperCase()}`, type: 'PERCENT', percent: 100 })
    .returning();
  return row!;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Each round: a new assessment's order is opened at `from` and approved, then its payment and a new
 * session that changes it to `to` are sent at once (the session a little later each round, so every
 * interleaving comes up). Whatever the outcome, the stored order, its code's redemption and the
 * money taken agree.
 */
async function race(setup: Setup, direction: 'paid → free' | 'free → paid') {
  const { t } = setup;
  const code = await freeCode(t);
  const outcomes = { paid: 0, refused: 0 };
  let buyer = await signUp(t, `race.${setup.provider}.${direction.startsWith('paid') ? 'a' : 'b'}@example.se`);
  for (let round = 0; round < ROUNDS; round++) {
    // The per-user limits of sessions and payments are the buyer's: a new buyer every few rounds.
    if (round > 0 && round % 6 === 0) buyer = await signUp(t, `race.${setup.provider}.${direction.startsWith('paid') ? 'a' : 'b'}${round}@example.se`);
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    const first = await startPaymentAs(t, buyer.token, id, { provider: setup.provider, ...(direction === 'free → paid' ? { discountCode: code.code } : {}) });
    expect(first.statusCode, first.body).toBe(200);
    const token = direction === 'free → paid' ? FREE_TOKEN : await setup.approve(first.json().sessionId, round);
    const [paying, reopening] = await Promise.all([
      authorizeAs(t, buyer.token, id, token, setup.provider),
      pause(round % 4).then(() =>
        startPaymentAs(t, buyer.token, id, { provider: setup.provider, ...(direction === 'paid → free' ? { discountCode: code.code } : {}) }),
      ),
    ]);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.assessmentId, id));
    const redemptions = await t.database.db.select().from(discountRedemptions).where(eq(discountRedemptions.orderId, order!.id));
    const taken = setup.netTaken(order!.orderNumber);
    if (paying.statusCode === 200 && order!.status === 'paid') {
      outcomes.paid++;
      // The receipt is the stored order: its total is what was taken, its code was redeemed.
      expect({ round, total: order!.totalOre, taken }).toEqual({ round, total: taken, taken });
      expect(order!.receiptNumber).not.toBeNull();
      expect(redemptions.length).toBe(order!.discountCodeId ? 1 : 0);
      // The session that came too late changed nothing.
      expect(reopening.statusCode, reopening.body).toBe(409);
    } else {
      outcomes.refused++;
      expect({ round, status: order!.status, taken, receipt: order!.receiptNumber }).toEqual({ round, status: 'created', taken: 0, receipt: null });
      expect(redemptions).toHaveLength(0);
      // Refused only because the session came first and changed the cart: never caught at the end.
      expect({ round, status: paying.statusCode, error: paying.json().error }).toEqual({ round, status: 409, error: PAYMENT_MESSAGES.cartChanged });
    }
    // The lock decides the race, not the check at the end: no payment was taken and given back.
    expect({ round, refunded: ledgerRefunds(setup, order!.orderNumber) }).toEqual({ round, refunded: 0 });
  }
  return outcomes;
}

function ledgerRefunds(setup: Setup, orderNumber: number) {
  if (setup.provider === 'test') return ledger.refunded.get(String(orderNumber)) ?? 0;
  return [...klarna.orders.values()].filter((o) => o.cart.merchant_reference1 === String(orderNumber)).reduce((sum, o) => sum + o.refundedAmount, 0);
}

describe('a payment racing a new session of its order: the amounts are fixed once a payment starts', () => {
  for (const provider of ['test', 'klarna'] as const) {
    for (const direction of ['paid → free', 'free → paid'] as const) {
      it(`${provider} provider, ${direction}: the charge, the stored order and the receipt agree`, { timeout: 120_000 }, async () => {
        const outcomes = await race(provider === 'test' ? test : klarnaSetup, direction);
        expect(outcomes.paid + outcomes.refused).toBe(ROUNDS);
      });
    }
  }
});
