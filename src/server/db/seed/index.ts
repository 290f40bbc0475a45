import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { QUESTION_BANK } from '../../../shared/content/question-bank';
import { products, questions } from '../schema';
import { demoProducts } from './products';

/**
 * Demo content for a fresh database. Each part is inserted only when its table is empty, so
 * running it again, or on a database staff have already edited, changes nothing.
 */
export async function seedDemoContent(db: Database): Promise<{ seeded: string[] }> {
  const seeded: string[] = [];
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  if ((row?.n ?? 0) === 0) {
    await db.insert(products).values(demoProducts).onConflictDoNothing();
    seeded.push('products');
  }
  const [q] = await db.select({ n: sql<number>`count(*)::int` }).from(questions);
  if ((q?.n ?? 0) === 0) {
    await db
      .insert(questions)
      .values(QUESTION_BANK.map((question, index) => ({ ...question, position: index + 1 })))
      .onConflictDoNothing();
    seeded.push('questions');
  }
  return { seeded };
}
