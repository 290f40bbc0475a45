import { createHash } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { prebuilt } from '../db/prebuilt';
import { rateLimitEvents } from '../db/schema';
import { HttpError } from '../http-error';
import { MESSAGES } from '../messages';

export interface RateRule {
  /** What is limited, e.g. `login:email:anna@example.se`; hashed before it is stored. */
  key: string;
  limit: number;
  windowMs: number;
  /** The Swedish message when this rule is exceeded; a general one otherwise. */
  message?: string;
}

/** No rule counts further back than this; sweepExpiredRows deletes older events. */
export const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

// The two statements of every limited request, their text built once (db/prebuilt.ts).
const lockKey = prebuilt(() => sql`select pg_advisory_xact_lock(hashtextextended(${sql.placeholder('key')}, 0))`);
// Counted and recorded in one statement, after the lock: its snapshot sees every attempt committed
// under the lock before, and the attempt is recorded only when the count allows it.
const recordIfAllowed = prebuilt(
  () => sql`
    insert into ${rateLimitEvents} (key)
    select ${sql.placeholder('key')}
    where (select count(*) from ${rateLimitEvents} where ${rateLimitEvents.key} = ${sql.placeholder('key')} and ${rateLimitEvents.createdAt} > ${sql.placeholder('since')}::timestamptz) < ${sql.placeholder('limit')}
    returning 1 as recorded`,
);

/**
 * Limits kept in the database, so they hold across API processes and under concurrency: each
 * rule's key is locked for the length of a short transaction (an advisory lock), the window is
 * counted, and the attempt is recorded only when it is allowed. Exactly `limit` attempts pass,
 * however many arrive at once; refused attempts do not extend the wait.
 */
export function createRateLimiter(db: Database) {
  /** The rules in `tx`, a transaction: its advisory locks are held until it ends. */
  async function consumeIn(tx: Database, rules: RateRule[]): Promise<void> {
    for (const rule of rules) {
      const key = hashKey(rule.key);
      await lockKey(tx, { key });
      const since = new Date(Date.now() - rule.windowMs).toISOString();
      const recorded = await recordIfAllowed(tx, { key, since, limit: rule.limit });
      if (!recorded.rows.length) {
        throw HttpError.tooManyRequests(rule.message ?? MESSAGES.rateLimited, Math.ceil(rule.windowMs / 1000));
      }
    }
  }

  return {
    /**
     * Records one attempt against every rule; throws a 429 HttpError if any rule is exceeded. In a
     * transaction of the caller's (`tx`), the attempts are recorded with what the caller writes
     * there, or not at all, and the rules' locks are held until it ends (one commit, not two).
     */
    async consume(rules: RateRule[], tx?: Database): Promise<void> {
      if (tx) await consumeIn(tx, rules);
      else await db.transaction((own) => consumeIn(own, rules));
    },
    /** How many attempts were recorded under `key` within the window (to slow down rather than refuse). */
    async recent(key: string, windowMs: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(rateLimitEvents)
        .where(and(eq(rateLimitEvents.key, hashKey(key)), gt(rateLimitEvents.createdAt, new Date(Date.now() - windowMs))));
      return row?.n ?? 0;
    },
    /** Records one attempt under `key` without checking any limit. */
    async record(key: string): Promise<void> {
      await db.insert(rateLimitEvents).values({ key: hashKey(key) });
    },
    /** Gives back the newest attempt recorded under `key` (a reserved attempt that turned out not to count). */
    async release(key: string): Promise<void> {
      const hashed = hashKey(key);
      const newest = db
        .select({ id: rateLimitEvents.id })
        .from(rateLimitEvents)
        .where(eq(rateLimitEvents.key, hashed))
        .orderBy(desc(rateLimitEvents.createdAt))
        .limit(1);
      await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, newest));
    },
    /** Forgets attempts older than any window looks back (sweepExpiredRows). */
    async forgetOld(): Promise<void> {
      await db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, new Date(Date.now() - LONGEST_WINDOW_MS)));
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
