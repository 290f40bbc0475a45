import { and, eq } from 'drizzle-orm';
import type { ReportProduct } from '../../../shared/contracts/site';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';

export function siteRepository(db: Database) {
  return {
    /** The active product with this slug, by its unique index; null when there is none. */
    async findActiveProduct(slug: string): Promise<ReportProduct | null> {
      const [row] = await db
        .select({
          slug: products.slug,
          name: products.name,
          priceOre: products.priceOre,
          compareAtPriceOre: products.compareAtPriceOre,
          vatRateBp: products.vatRateBp,
        })
        .from(products)
        .where(and(eq(products.slug, slug), eq(products.isActive, true)))
        .limit(1);
      return row ?? null;
    },
  };
}
