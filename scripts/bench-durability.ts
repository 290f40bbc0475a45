// The cost of a durable embedded database: commit latency and throughput of single-row INSERT
// transactions on PGlite as it ships (no fsync) and in the durable mode the server uses (fsync at
// every commit), on a data folder on the project's disk (.tmp/). Run: npm run bench:durability
// (BENCH_SMOKE=1, the bench smoke test: 20 commits each.)
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDurablePglite } from '../src/server/db/pglite-durable';

const SMOKE = process.env.BENCH_SMOKE === '1';
const COMMITS = SMOKE ? 20 : 500;
const WARM_UP = SMOKE ? 2 : 20;
const root = path.resolve(import.meta.dirname, '..');
const base = path.join(root, '.tmp', 'bench-durability');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(label: string, open: (dir: string) => PGlite, counter?: { fsyncs: number }) {
  const dir = path.join(base, label);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const db = open(dir);
  await db.exec(
    'create table saves (id serial primary key, user_id uuid not null default gen_random_uuid(), answer jsonb not null, at timestamptz not null default now())',
  );
  // Warm up, then measure.
  for (let i = 0; i < WARM_UP; i++) await db.query('insert into saves (answer) values ($1)', [JSON.stringify({ step: i })]);
  const before = counter?.fsyncs ?? 0;
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < COMMITS; i++) {
    const t0 = performance.now();
    await db.query('insert into saves (answer) values ($1)', [JSON.stringify({ step: i, completion: 'back_pain', painLevel: 4 })]);
    times.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  await db.close();
  rmSync(dir, { recursive: true, force: true });
  times.sort((a, b) => a - b);
  return {
    mode: label,
    'median ms': percentile(times, 50).toFixed(2),
    'p95 ms': percentile(times, 95).toFixed(2),
    'commits/s': Math.round((COMMITS / total) * 1000),
    fsyncs: counter ? counter.fsyncs - before : 0,
  };
}

const counter = { fsyncs: 0 };
const plain = await run('plain', (dir) => new PGlite(dir));
const durable = await run('durable', (dir) => openDurablePglite(dir, { onFsync: () => counter.fsyncs++ }), counter);
console.log(`PGlite, ${COMMITS} single-row INSERT transactions each, data folder on ${base}`);
console.table([plain, durable]);
console.log(`Durable mode costs ${(Number(durable['median ms']) - Number(plain['median ms'])).toFixed(2)} ms more per commit (median).`);
