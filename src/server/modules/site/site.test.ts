import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_PRODUCT_SLUG } from '../../../shared/domain/pricing';
import { products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { COMPANY_NAME: 'Testbolaget AB' } });
});
afterAll(async () => {
  await t?.close();
});

const site = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/site' });
  expect(res.statusCode).toBe(200);
  return res;
};
const setReport = (values: Partial<typeof products.$inferInsert>) => t.database.db.update(products).set(values).where(eq(products.slug, REPORT_PRODUCT_SLUG));

describe('GET /api/site: the report product from its row', () => {
  it('answers the configured details with the seeded product, not stored by anyone (no-store)', async () => {
    const res = await site();
    expect(res.json()).toEqual(
      expect.objectContaining({
        brandName: 'Ryggkollen',
        company: expect.objectContaining({ name: 'Testbolaget AB' }),
        reportProduct: { slug: REPORT_PRODUCT_SLUG, name: 'Personlig ryggrapport', priceOre: 25_000, compareAtPriceOre: null, vatRateBp: 2500 },
      }),
    );
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('follows a change to the row on the next answer', async () => {
    await setReport({ priceOre: 19_900, compareAtPriceOre: 25_000, name: 'Ryggrapport' });
    expect((await site()).json().reportProduct).toEqual({
      slug: REPORT_PRODUCT_SLUG,
      name: 'Ryggrapport',
      priceOre: 19_900,
      compareAtPriceOre: 25_000,
      vatRateBp: 2500,
    });
    await setReport({ priceOre: 29_900, compareAtPriceOre: null });
    expect((await site()).json().reportProduct).toMatchObject({ priceOre: 29_900, compareAtPriceOre: null });
  });

  it('has no product while the row is inactive or missing, and it comes back with the row', async () => {
    await setReport({ isActive: false });
    expect((await site()).json().reportProduct).toBeNull();
    await setReport({ isActive: true });
    expect((await site()).json().reportProduct).toMatchObject({ priceOre: 29_900 });
    await t.database.db.delete(products).where(eq(products.slug, REPORT_PRODUCT_SLUG));
    expect((await site()).json().reportProduct).toBeNull();
  });

  it('ignores other products', async () => {
    await t.database.db.insert(products).values({ slug: 'annan-produkt', name: 'Annat', shortDescription: 'x', description: 'x', priceOre: 100 });
    expect((await site()).json().reportProduct).toBeNull();
  });
});
