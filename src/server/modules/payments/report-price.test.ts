import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_PRODUCT_SLUG } from '../../../shared/domain/pricing';
import { orders } from '../../db/schema';
import { bearer, signUp } from '../../../../tests/support/accounts';
import { payWithTestProvider, startPaymentAs } from '../../../../tests/support/payments';
import { completeAs, sampleAnswers } from '../../../../tests/support/reports';
import { useTestApp } from '../../../../tests/support/test-app';

// One price source (ARCHITECTURE rule 6): the report product's row, as the admin's products screen
// changes it. The shop, the results page's site details, the discount check and the checkout all
// read the same row on each request, so a changed price is what the buyer is charged at once.
const ADMIN_EMAIL = 'pris@ryggkollen.test';
const t = useTestApp({ seed: true, env: { ADMIN_EMAILS: ADMIN_EMAIL } });

let admin: { token: string };
let buyer: { token: string };
beforeAll(async () => {
  admin = await signUp(t, ADMIN_EMAIL);
  buyer = await signUp(t, 'kopare.pris@example.se', 'hemligt123', 'Petra Pris');
}, 60_000);

/** Sets the report product's price through the admin API (the products screen's call). */
async function setReportPrice(price: number, compareAtPrice: number | null = null) {
  const list = await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: bearer(admin.token) });
  const {
    id,
    createdAt: _c,
    updatedAt: _u,
    ...product
  } = (list.json() as { slug: string; id: string; createdAt: string; updatedAt: string }[]).find((p) => p.slug === REPORT_PRODUCT_SLUG)!;
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${id}`,
    headers: bearer(admin.token),
    payload: { ...product, price, compareAtPrice },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the checkout charges the report product’s price as the admin set it', () => {
  it('a changed price is what the shop shows, the site details carry, the payment session asks and the paid order keeps', async () => {
    const assessmentId = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    // An order opened at the old price…
    expect((await startPaymentAs(t, buyer.token, assessmentId)).json()).toMatchObject({ orderAmount: 25_000, orderTaxAmount: 5_000 });

    await setReportPrice(19_900, 25_000);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${REPORT_PRODUCT_SLUG}` })).json()).toMatchObject({
      price: 19_900,
      compareAtPrice: 25_000,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/site' })).json().reportProduct).toMatchObject({ priceOre: 19_900 });

    // …is brought up to the new price when the buyer goes on to pay: 199 kr, of which 39,80 kr VAT.
    const session = await startPaymentAs(t, buyer.token, assessmentId);
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({ orderAmount: 19_900, orderTaxAmount: 3_980, discountAmount: 0 });

    const paid = await payWithTestProvider(t, buyer.token, assessmentId);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, paid.order_id));
    expect(order).toMatchObject({ status: 'paid', listPriceOre: 19_900, totalOre: 19_900, vatOre: 3_980 });
  });

  it('the discount check prices a code from the new price too', async () => {
    await setReportPrice(30_000);
    const assessmentId = await completeAs(t, buyer.token, sampleAnswers('oro-och-stress'));
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/discounts/create',
      headers: bearer(admin.token),
      payload: { type: 'PERCENT', percent: 10, prefix: 'PRIS', daysValid: 30, perUserLimit: 1, maxRedemptions: 10 },
    });
    expect(code.statusCode, code.body).toBe(201);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/discounts/check',
      headers: bearer(buyer.token),
      payload: { assessmentId, code: code.json().code },
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({ listPrice: 30_000, discountAmount: 3_000, orderAmount: 27_000 });
    expect((await startPaymentAs(t, buyer.token, assessmentId, { discountCode: code.json().code })).json()).toMatchObject({ orderAmount: 27_000 });
  });
});
