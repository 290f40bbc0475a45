import { createHash } from 'node:crypto';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitEvents } from '../db/schema';
import { HttpError } from '../http-error';

export interface RateRule {
  /** What is limited, e.g. `login:email:anna@example.se`; hashed before it is stored. */
  key: string;
  limit: number;
  windowMs: number;
  /** The Swedish message when this rule is exceeded; a general one otherwise. */
  message?: string;
}

const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;
const DEFAULT_MESSAGE = 'Du har gjort för många försök. Vänta en stund och försök igen.';

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/**
 * Limits kept in the database, so they hold across API processes and under concurrency: each
 * attempt inserts its row first and then counts the window. The n-th attempt to commit sees at
 * least n rows, so no more than `limit` attempts can pass, however many arrive at once.
 */
export function createRateLimiter(db: Database) {
  let sinceCleanup = 0;
  return {
    /** Records one attempt against every rule; throws a 429 HttpError if any rule is exceeded. */
    async consume(rules: RateRule[]): Promise<void> {
      for (const rule of rules) {
        const key = hashKey(rule.key);
        await db.insert(rateLimitEvents).values({ key });
        const since = new Date(Date.now() - rule.windowMs);
        const [row] = await db
          .select({ n: count() })
          .from(rateLimitEvents)
          .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.createdAt, since)));
        if ((row?.n ?? 0) > rule.limit) {
          throw new HttpError(429, rule.message ?? DEFAULT_MESSAGE, undefined, Math.ceil(rule.windowMs / 1000));
        }
      }
      if (++sinceCleanup >= 200) {
        sinceCleanup = 0;
        await db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, new Date(Date.now() - LONGEST_WINDOW_MS)));
      }
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
