import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REPORT_PRODUCT_SLUG } from '../../../shared/domain/pricing';
import { QUESTION_BANK } from '../../../shared/content/question-bank';
import { questionnaireFacts } from '../../../shared/domain/questionnaire-facts';
import { runDataMigrations } from '../../db/data-migrations';
import { dataMigrations, products, questions } from '../../db/schema';
import { demoProducts, FIRST_REPORT_DESCRIPTION, REPORT_DESCRIPTION } from '../../db/seed/products';
import { loadConfig } from '../../config';
import { useTestApp } from '../../../../tests/support/test-app';
import { questionsChanged } from '../../db/question-changes';
import { siteInfoFromConfig } from './service';

const t = useTestApp({ seed: true, env: { COMPANY_NAME: 'Testbolaget AB' } });

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

describe('GET /api/site: what the pages may claim', () => {
  it('states the questionnaire as served: the counts follow a question the admin takes out, and come back with it', async () => {
    const served = async () => (await site()).json().questionnaire;
    expect(await served()).toEqual({ questions: 37, selfTests: 9, minutes: { low: 10, high: 15 } });
    expect(await served()).toEqual(questionnaireFacts(QUESTION_BANK));
    const planks = ['plank_hold', 'side_plank'];
    expect(QUESTION_BANK.filter((q) => planks.includes(q.key))).toHaveLength(2);
    // As an admin's edit does: the write, then the served list is marked changed.
    await t.database.db.update(questions).set({ isActive: false }).where(inArray(questions.key, planks));
    questionsChanged();
    expect(await served()).toEqual({ questions: 35, selfTests: 7, minutes: { low: 10, high: 15 } });
    await t.database.db.update(questions).set({ isActive: true }).where(inArray(questions.key, planks));
    questionsChanged();
    expect((await served()).questions).toBe(37);
  });

  it('the report description as first seeded (with "cirka 35 frågor") becomes one without counts; one staff have edited stays theirs', async () => {
    const description = async () => (await t.database.db.select().from(products).where(eq(products.slug, REPORT_PRODUCT_SLUG)))[0]?.description;
    // An earlier test took the row away: the seed's row again.
    await t.database.db.insert(products).values(demoProducts).onConflictDoNothing();
    expect(await description()).toBe(REPORT_DESCRIPTION);
    expect(REPORT_DESCRIPTION).not.toMatch(/\d+ frågor|cirka|5–10 minuter|\bAI\b/);
    const migration = '2026-11-27-report-description-without-counts';
    await setReport({ description: FIRST_REPORT_DESCRIPTION });
    await t.database.db.delete(dataMigrations).where(eq(dataMigrations.id, migration));
    expect(await runDataMigrations(t.database.db)).toEqual([migration]);
    expect(await description()).toBe(REPORT_DESCRIPTION);

    const edited = `${FIRST_REPORT_DESCRIPTION}\n\nRedigerad av personalen.`;
    await setReport({ description: edited });
    await t.database.db.delete(dataMigrations).where(eq(dataMigrations.id, migration));
    await runDataMigrations(t.database.db);
    expect(await description()).toBe(edited);
  });

  it('says no AI writer when LLM_* is not set, and names the company form (an AB, no owner)', async () => {
    const info = (await site()).json();
    expect(info.aiWriter).toBe(false);
    expect(info.company).toMatchObject({ name: 'Testbolaget AB', form: 'aktiebolag', ownerName: '' });
  });

  it('says so when the AI writer is configured, and gives a sole trader with the owner', () => {
    const info = siteInfoFromConfig(
      loadConfig({
        LLM_BASE_URL: 'http://127.0.0.1:9/v1',
        LLM_MODEL: 'm',
        COMPANY_NAME: 'Ryggkollen',
        COMPANY_FORM: 'enskild firma',
        COMPANY_OWNER: 'Anna Berg',
      }),
    );
    expect(info.aiWriter).toBe(true);
    expect(info.company).toMatchObject({ name: 'Ryggkollen', form: 'enskild-firma', ownerName: 'Anna Berg' });
  });
});
