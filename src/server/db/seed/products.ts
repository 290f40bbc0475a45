import { REPORT_PRODUCT_SLUG } from '../../../shared/domain/pricing';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { products, type productCategories } from '../schema';

/**
 * The report's description as first seeded: it named counts and a duration ("cirka 35 frågor",
 * "5–10 minuter") that did not match the bank. A database that still holds exactly this text gets
 * the one below (data migration); a description staff have edited is theirs and is left alone.
 */
export const FIRST_REPORT_DESCRIPTION = [
  'Du svarar på cirka 35 frågor, och några av dem är enkla rörelsetester som du gör hemma. Det tar 5–10 minuter och du behöver ingen utrustning.',
  '',
  'Rapporten (8–10 sidor) visar vilka mönster dina svar liknar, en riskbedömning inom fem hälsoområden, en plan i tre steg med övningar som passar dig, råd om livsstil och när du bör söka vård.',
  '',
  'Du får rapporten som PDF inom 1–2 minuter efter betalningen, via e-post och på Mina sidor.',
].join('\n');

/** Names no count or duration: the product page states those from the questions served. */
export const REPORT_DESCRIPTION = [
  'Du svarar på frågor om din rygg och din vardag, och några av dem är enkla rörelsetester som du gör hemma. Du behöver ingen utrustning.',
  '',
  'Rapporten (8–10 sidor) visar vilka mönster dina svar liknar, en riskbedömning inom fem hälsoområden, en plan i tre steg med övningar som passar dig, råd om livsstil och när du bör söka vård.',
  '',
  'Du får rapporten som PDF inom 1–2 minuter efter betalningen, via e-post och på Mina sidor.',
].join('\n');

export const demoCategories: (typeof productCategories.$inferInsert)[] = [{ slug: 'rapporter', name: 'Rapporter', position: 0 }];

export const demoProducts: (typeof products.$inferInsert)[] = [
  {
    slug: REPORT_PRODUCT_SLUG,
    name: 'Personlig ryggrapport',
    shortDescription: 'En genomgång av din ryggsmärta med träningsprogram och en plan i tre steg, som PDF.',
    description: REPORT_DESCRIPTION,
    priceOre: 25000,
    vatRateBp: 2500,
    imageUrl: null,
    imageAlt: null,
    tags: ['Ländrygg', 'Träningsprogram', 'PDF-rapport'],
    isFeatured: true,
  },
];

/** The data migration: the first seeded description, untouched, becomes the one without counts. */
export async function replaceFirstReportDescription(db: Database): Promise<void> {
  await db
    .update(products)
    .set({ description: REPORT_DESCRIPTION })
    .where(and(eq(products.slug, REPORT_PRODUCT_SLUG), eq(products.description, FIRST_REPORT_DESCRIPTION)));
}
