// The admin dashboard's queries (GET /api/admin/dashboard) on 100 000 assessments: seeds them with
// generate_series SQL, in time order as a live table grows (one year of a busy shop: 274 assessments a day, 40 % of them by an account,
// an analysis each with 3 % emergencies, a paid order for 12 %, unfinished progress for 5 % of the
// accounts) into an in-memory PGlite and, when DATABASE_URL or TEST_DATABASE_URL is set, into a
// fresh database of that PostgreSQL server (dropped afterwards); then times each query of the
// endpoint and the whole of it (median and p95 over RUNS runs). Target: under 50 ms.
// Run: npm run bench:dashboard (ASSESSMENTS=n, RUNS=n; BENCH_SMOKE=1, the bench smoke test: 1 000 assessments, one run).
import type { DatabaseHandle } from '../src/server/db/client';
import { dashboardRepository } from '../src/server/modules/dashboard/repository';
import { dashboardFigures } from '../src/server/modules/dashboard/service';
import { PAID } from '../src/server/modules/orders/service';
import { CONSENT_VERSION } from '../src/shared/domain/consent';
import { onEachDatabase, time } from './bench-db-support';

const SMOKE = process.env.BENCH_SMOKE === '1';
const ASSESSMENTS = Number(process.env.ASSESSMENTS ?? (SMOKE ? 1_000 : 100_000));
const RUNS = Number(process.env.RUNS ?? (SMOKE ? 1 : 50));
const WARM_UP = SMOKE ? 0 : 5;
const TARGET_MS = 50;

/** One year of data ending now, in SQL: each statement is one INSERT … SELECT over generate_series. */
function seedStatements(n: number): string[] {
  const accounts = Math.max(1, Math.round(n * 0.4));
  return [
    `select setseed(0.19)`,
    `insert into users (email, name, password_hash, email_verified_at, created_at)
       select 'bench' || i || '@example.se', 'Bänk ' || i, 'x', at, at
       from (select i, now() - random() * interval '365 days' as at from generate_series(1, ${accounts}) i) s order by at`,
    `create table bench_users as select id, row_number() over () as k from users`,
    // 40 % by an account (its id picked by number), the rest guests; started 8 minutes before stored.
    `insert into assessments (user_id, email, status, responses, consent_given_at, consent_version, completed_at, emergency, created_at)
       select case when s.guest then null else u.id end,
         null, 'completed', jsonb_build_object('tests', '[]'::jsonb, 'completedAt', s.at), s.at - interval '8 minutes', '${CONSENT_VERSION}',
         s.at, random() < 0.03, s.at
       from (select i, random() >= 0.4 as guest, now() - random() * interval '365 days' as at from generate_series(1, ${n}) i) s
       join bench_users u on u.k = 1 + (s.i % ${accounts}) order by s.at`,
    `insert into assessment_analyses (assessment_id, engine_version, analysis, created_at)
       select id, '3.0.0', jsonb_build_object('redFlags', case when emergency then '[{"id":"cauda_equina","urgency":"emergency"}]'::jsonb else '[]'::jsonb end,
         'riskAreas', '[{"id":"pain","level":"moderate"},{"id":"function","level":"low"},{"id":"activity","level":"high"}]'::jsonb,
         'patterns', '[{"id":"ischias","strength":"clear"}]'::jsonb), created_at
       from assessments order by created_at`,
    // A paid order for 12 % of the assessments (none beside an emergency), a few unpaid or failed.
    `insert into orders (user_id, assessment_id, product_name, list_price_ore, discount_ore, total_ore, vat_ore, vat_rate_bp, provider, status, paid_at, fulfilled_at, created_at)
       select user_id, id, 'Personlig ryggrapport', 25000, d, 25000 - d, (25000 - d) / 5, 2500, 'test', st,
         case when st in ('paid', 'fulfilled') then created_at + interval '10 minutes' end,
         case when st = 'fulfilled' then created_at + interval '11 minutes' end, created_at + interval '9 minutes'
       from (select id, user_id, created_at, case when random() < 0.2 then 5000 else 0 end as d,
               case when r < 0.12 then (case when random() < 0.9 then 'fulfilled' else 'paid' end) when r < 0.15 then 'failed' else 'created' end as st
             from (select id, user_id, created_at, random() as r from assessments where not emergency) a where r < 0.16) o
       order by created_at`,
    `insert into assessment_progress (user_id, current_step, responses, consent_given_at, consent_version, last_updated)
       select id, 5, '{}'::jsonb, at, '${CONSENT_VERSION}', at
       from (select id, now() - random() * interval '365 days' as at from bench_users where random() < 0.05) p`,
    `drop table bench_users`,
    `analyze`,
  ];
}

async function bench(label: string, handle: DatabaseHandle) {
  const seedStarted = performance.now();
  for (const statement of seedStatements(ASSESSMENTS)) await handle.executeSql(statement);
  const seconds = (performance.now() - seedStarted) / 1000;
  const [sizes] = (
    await handle.executeSql(
      `select (select count(*) from assessments) as assessments, (select count(*) from users) as users,
         (select count(*) from orders where status in ('paid', 'fulfilled')) as paid, (select count(*) from assessment_progress) as progress`,
    )
  ).rows as Record<string, unknown>[];
  const deps = { db: handle.db };
  const repo = dashboardRepository(handle.db);
  const starts = await repo.periodStarts(new Date());
  const queries: [string, () => Promise<unknown>][] = [
    ['period starts', () => repo.periodStarts(new Date())],
    ['assessments: completed, started, emergencies', () => repo.assessments(starts)],
    ['unfinished (progress)', () => repo.unfinished(starts)],
    ['registrations', () => repo.registrations(starts)],
    ['paid orders, revenue, purchased assessments', () => repo.paidOrders(starts, PAID)],
    ['whole endpoint (dashboardFigures)', () => dashboardFigures(deps)],
  ];
  const rows = [];
  for (const [name, call] of queries) {
    const { median, p95 } = await time(RUNS, WARM_UP, call);
    rows.push({ database: label, query: name, 'median ms': median.toFixed(1), 'p95 ms': p95.toFixed(1) });
  }
  const figures = await dashboardFigures(deps);
  console.log(
    `${label}: seeded ${String(sizes?.assessments)} assessments (+ analyses), ${String(sizes?.users)} accounts, ${String(sizes?.paid)} paid orders, ${String(sizes?.progress)} unfinished in ${seconds.toFixed(1)} s; last 30 days: ${figures.periods.last30Days.assessmentsCompleted} completed`,
  );
  return rows;
}

const results = await onEachDatabase(bench);
console.table(results);
for (const row of results.filter((r) => r.query.startsWith('whole'))) {
  const verdict = Number(row['p95 ms']) < TARGET_MS ? 'under' : 'OVER';
  console.log(
    `Dashboard on ${ASSESSMENTS} assessments (${row.database}, ${RUNS} runs): median ${row['median ms']} ms, p95 ${row['p95 ms']} ms (${verdict} the ${TARGET_MS} ms target)`,
  );
}
