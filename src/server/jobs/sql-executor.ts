import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * pg-boss's SQL ($1, $2 … parameters) run through a Drizzle database or transaction, so a job can
 * be written in the same transaction as the change that causes it.
 */
export function executorFor(db: Database) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = (await db.execute(toDrizzle(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/** `select $1::text` with ['a'] → the same statement with 'a' as a bound parameter. */
export function toDrizzle(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) throw new Error(`no value for parameter $${match[1]}`);
    // As node-postgres binds them: undefined is null, and an array is one parameter, not a list.
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${sql.param(values[index] ?? null)}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
