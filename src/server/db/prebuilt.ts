import type { Query, SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * A statement whose SQL text is built once, with `sql.placeholder(…)` where its values go, and
 * run with the values of each call (on `db`, or in the transaction `db` is). Drizzle builds a
 * query's text anew on every run, walking every column and chunk: on the hot paths (storing an
 * assessment, every rate-limited request) that was about a sixth of the server's CPU (issue 21).
 * A placeholder given as a column's value is encoded as that column is (jsonb, timestamps).
 */
export function prebuilt(build: (db: Database) => SQL) {
  let query: Query | undefined;
  return async function run<Row = Record<string, unknown>>(db: Database, values: Record<string, unknown>): Promise<{ rows: Row[] }> {
    // Drizzle's own `execute` with built text: it has no public way to skip the building.
    const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
    query ??= dialect.sqlToQuery(build(db));
    return (await session.prepareQuery(query, undefined, undefined, false).execute(values)) as { rows: Row[] };
  };
}
