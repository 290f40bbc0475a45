// What the database benches (bench:dashboard, bench:customers) share: percentiles, timing a call
// after a warm-up, and running one bench on an in-memory PGlite and, when DATABASE_URL or
// TEST_DATABASE_URL is set, on a fresh database of that PostgreSQL server (dropped afterwards).
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { openFreshPostgres } from '../tests/support/test-database';

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Median and p95 of `runs` calls, after `warmUp` calls that are not counted. */
export async function time(runs: number, warmUp: number, call: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < warmUp; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

/** `bench`'s rows on each database: PGlite always, PostgreSQL when a URL is set; each closed after. */
export async function onEachDatabase<Row>(bench: (label: string, handle: DatabaseHandle) => Promise<Row[]>): Promise<Row[]> {
  const targets: [string, () => Promise<DatabaseHandle>][] = [['pglite', () => openDatabase({ kind: 'pglite', dataDir: null })]];
  const postgresUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (postgresUrl) targets.push(['postgres', () => openFreshPostgres(postgresUrl, 'rk_bench')]);
  const results: Row[] = [];
  for (const [label, open] of targets) {
    const handle = await open();
    try {
      results.push(...(await bench(label, handle)));
    } finally {
      await handle.close();
    }
  }
  return results;
}
