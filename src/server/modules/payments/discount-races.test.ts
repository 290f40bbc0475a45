import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discountCodes, discountRedemptions, orders } from '../../db/schema';
import { signUp } from '../../../../tests/support/accounts';
import { authorizeAs, startPaymentAs } from '../../../../tests/support/payments';
import { completeAs, sampleAnswers } from '../../../../tests/support/reports';
import { useTestApp } from '../../../../tests/support/test-app';
import { DISCOUNT_MESSAGES } from '../discounts/messages';

// Limits that must hold when checkouts race: on PostgreSQL these requests really run at once.
const t = useTestApp({ seed: true });

async function code(values: Partial<typeof discountCodes.$inferInsert>) {
  const [row] = await t.database.db
    .insert(discountCodes)
    .values({ code: `RACE-${Math.random().toString(36).slice(2, 8).toUpperCase()}`, type: 'FIXED', amountOre: 5000, ...values })
    .returning();
  return row!;
}

const countOf = async (id: string) => (await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, id)))[0]!.redemptionCount;

describe('discount limits under concurrent checkouts', () => {
  it(
    'maxRedemptions: 8 buyers pay at once with a code for 3; exactly 3 get it, the others are told, nothing is taken from them',
    { timeout: 60_000 },
    async () => {
      const limited = await code({ maxRedemptions: 3 });
      const buyers = await Promise.all(Array.from({ length: 8 }, (_, i) => signUp(t, `race.${i}@example.se`)));
      const ids = await Promise.all(buyers.map((b) => completeAs(t, b.token, sampleAnswers('ischias'))));
      // Every session is opened while the code is still free.
      for (const [i, b] of buyers.entries()) expect((await startPaymentAs(t, b.token, ids[i]!, { discountCode: limited.code })).statusCode).toBe(200);
      const answers = await Promise.all(buyers.map((b, i) => authorizeAs(t, b.token, ids[i]!, `test-approved:${i}`)));
      const paid = answers.filter((a) => a.statusCode === 200);
      const refused = answers.filter((a) => a.statusCode === 409);
      expect(paid).toHaveLength(3);
      expect(refused).toHaveLength(5);
      for (const r of refused) expect(r.json().error).toBe(DISCOUNT_MESSAGES.gone);
      expect(await countOf(limited.id)).toBe(3);
      expect(await t.database.db.select().from(discountRedemptions).where(eq(discountRedemptions.discountCodeId, limited.id))).toHaveLength(3);
      const rows = await Promise.all(ids.map(async (id) => (await t.database.db.select().from(orders).where(eq(orders.assessmentId, id)))[0]!));
      expect(rows.filter((o) => o.status === 'paid')).toHaveLength(3);
      expect(rows.filter((o) => o.status === 'created')).toHaveLength(5);
    },
  );

  it('perUserLimit: one buyer pays four reports at once with a once-per-customer code; it is used once', { timeout: 60_000 }, async () => {
    const once = await code({ perUserLimit: 1 });
    const buyer = await signUp(t, 'en.kund@example.se');
    const ids = await Promise.all([1, 2, 3, 4].map(() => completeAs(t, buyer.token, sampleAnswers('ischias'))));
    for (const id of ids) expect((await startPaymentAs(t, buyer.token, id, { discountCode: once.code })).statusCode).toBe(200);
    const answers = await Promise.all(ids.map((id, i) => authorizeAs(t, buyer.token, id, `test-approved:${i}`)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(3);
    expect(await countOf(once.id)).toBe(1);
    // And a new session with it is refused up front, with the reason.
    const later = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    const res = await startPaymentAs(t, buyer.token, later, { discountCode: once.code });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(DISCOUNT_MESSAGES.perUser);
  });

  it('a code that expires between the session and the payment is not redeemed', async () => {
    const soon = await code({ expiresAt: new Date(Date.now() + 60_000) });
    const buyer = await signUp(t, 'sen.kund@example.se');
    const id = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    expect((await startPaymentAs(t, buyer.token, id, { discountCode: soon.code })).statusCode).toBe(200);
    await t.database.db
      .update(discountCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(discountCodes.id, soon.id));
    const res = await authorizeAs(t, buyer.token, id, 'test-approved');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(DISCOUNT_MESSAGES.gone);
    expect(await countOf(soon.id)).toBe(0);
    // Without the code the report can be bought.
    expect((await startPaymentAs(t, buyer.token, id)).json()).toMatchObject({ orderAmount: 25_000, discountAmount: 0 });
    expect((await authorizeAs(t, buyer.token, id, 'test-approved:again')).json().status).toBe('paid');
  });
});
