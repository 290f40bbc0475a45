import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { runDataMigrations } from '../data-migrations';
import { productCategories, products } from '../schema';
import { demoCategories, demoProducts } from './products';

/**
 * Content for a fresh database, and the data migrations every database needs (the question
 * bank among them). Demo products are inserted only when the table is empty, so running this
 * again, or on a database staff have already edited, changes nothing. `onProgress` is told what
 * is done, for the log (the server's first start).
 */
export async function seedDemoContent(db: Database, options: { onProgress?: (message: string) => void } = {}): Promise<{ seeded: string[] }> {
  const seeded: string[] = [];
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  if ((row?.n ?? 0) === 0) {
    options.onProgress?.(`an empty shop: adding the product ${demoProducts.map((p) => p.slug).join(', ')} (staff edit it in the admin area)…`);
    await db.transaction(async (tx) => {
      const categories = await tx.insert(productCategories).values(demoCategories).onConflictDoNothing().returning();
      const reports = categories.find((c) => c.slug === 'rapporter') ?? null;
      await tx
        .insert(products)
        .values(demoProducts.map((p) => ({ ...p, categoryId: reports?.id ?? null })))
        .onConflictDoNothing();
    });
    seeded.push('products');
  }
  const applied = await runDataMigrations(db);
  if (applied.length) options.onProgress?.(`applied data migrations: ${applied.join(', ')}`);
  seeded.push(...applied);
  return { seeded };
}
