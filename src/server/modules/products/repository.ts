import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productCategories, products } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;

export function productRepository(db: Database) {
  return {
    /** The products for sale: featured first, then by name. */
    async listActive(): Promise<ProductRow[]> {
      return db.select().from(products).where(eq(products.isActive, true)).orderBy(desc(products.isFeatured), asc(products.name));
    },
    async listAll(): Promise<ProductRow[]> {
      return db.select().from(products).orderBy(desc(products.isActive), desc(products.isFeatured), asc(products.name));
    },
    /** The active product with this slug, by its unique index. */
    async findActive(slug: string): Promise<ProductRow | undefined> {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.slug, slug), eq(products.isActive, true)))
        .limit(1);
      return row;
    },
    async insert(values: typeof products.$inferInsert): Promise<ProductRow> {
      const [row] = await db.insert(products).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(id: string, values: Partial<typeof products.$inferInsert>): Promise<ProductRow | undefined> {
      const [row] = await db
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      return row;
    },
    async categories() {
      return db.select().from(productCategories).orderBy(asc(productCategories.position), asc(productCategories.name));
    },
    async categoryExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.id, id)).limit(1);
      return !!row;
    },
  };
}
