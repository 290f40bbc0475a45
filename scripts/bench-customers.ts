// The admin customer search (GET /api/admin/search-customers) on 100 000 customers: seeds them with
// generate_series SQL (registered over two years, 80 % with an assessment and 20 % with a second,
// 97 % of them analysed, 12 % with a full report; the counts written as migration 0010's backfill
// writes them, the triggers being off for the bulk insert) into an in-memory PGlite and, when DATABASE_URL or TEST_DATABASE_URL is set, into a
// fresh database of that PostgreSQL server (dropped afterwards); then times searchCustomers (what
// the endpoint runs: the totals, the page and the page's assessments) for typical searches, median
// and p95 over RUNS runs. Target: under 100 ms.
// Run: npm run bench:customers (CUSTOMERS=n, RUNS=n; BENCH_SMOKE=1, the bench smoke test: 1 000 customers, one run).
import type { DatabaseHandle } from '../src/server/db/client';
import { searchCustomers } from '../src/server/modules/customers/service';
import { customerSearchQuery } from '../src/shared/contracts/customers';
import { CONSENT_VERSION } from '../src/shared/domain/consent';
import { onEachDatabase, percentile, time } from './bench-db-support';

const SMOKE = process.env.BENCH_SMOKE === '1';
const CUSTOMERS = Number(process.env.CUSTOMERS ?? (SMOKE ? 1_000 : 100_000));
const RUNS = Number(process.env.RUNS ?? (SMOKE ? 1 : 30));
const WARM_UP = SMOKE ? 0 : 3;
const TARGET_MS = 100;

const FIRST = ['Anna', 'Erik', 'Maria', 'Lars', 'Karin', 'Johan', 'Eva', 'Per', 'Åsa', 'Örjan', 'Lena', 'Mats'];
const LAST = ['Berg', 'Lindqvist', 'Holm', 'Ek', 'Nyström', 'Andersson', 'Öberg', 'Sjöberg', 'Karlsson', 'Wikström'];

function seedStatements(n: number): string[] {
  const first = `(array[${FIRST.map((f) => `'${f}'`).join(', ')}])`;
  const last = `(array[${LAST.map((l) => `'${l}'`).join(', ')}])`;
  return [
    `select setseed(0.34)`,
    // Bulk rows without the per-row triggers, then the counts as migration 0010's backfill makes them.
    `set session_replication_role = replica`,
    `insert into users (email, name, password_hash, email_verified_at, created_at)
       select 'kund' || i || '@exempel.se', ${first}[1 + i % ${FIRST.length}] || ' ' || ${last}[1 + (i / ${FIRST.length}) % ${LAST.length}], 'x', at, at
       from (select i, now() - random() * interval '730 days' as at from generate_series(1, ${n}) i) s order by at`,
    // Assessments by the accounts (the triggers count them), then their analyses and full reports marked.
    `insert into assessments (user_id, status, responses, consent_given_at, consent_version, completed_at, created_at)
       select id, 'completed', '{"tests":[]}'::jsonb, at, '${CONSENT_VERSION}', at, at
       from (select id, created_at + random() * interval '30 days' as at from users where random() < 0.8
             union all select id, created_at + interval '40 days' from users where random() < 0.2) a order by at`,
    `insert into assessment_analyses (assessment_id, engine_version, analysis, created_at)
       select id, '3.0.0', '{}'::jsonb, created_at from assessments where random() < 0.97`,
    `update assessments a set analysed = true where exists (select 1 from assessment_analyses x where x.assessment_id = a.id)`,
    `update assessments set report_generated = true where analysed and random() < 0.12`,
    `update users u set assessment_count = c.n, processed_count = c.p, report_count = c.r
       from (select user_id, count(*)::int as n, (count(*) filter (where analysed))::int as p, (count(*) filter (where report_generated))::int as r
             from assessments where user_id is not null group by user_id) c where c.user_id = u.id`,
    `set session_replication_role = default`,
    `vacuum analyze`,
  ];
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The searches an admin makes: what the screen sends. */
const SEARCHES: [string, Record<string, string>][] = [
  ['all customers, first page', {}],
  ['all customers, last page', { page: String(Math.ceil(CUSTOMERS / 10)) }],
  ['name "anna"', { q: 'anna', searchType: 'name' }],
  ['name or address "lindqvist"', { q: 'lindqvist' }],
  ['address "kund4711"', { q: 'kund4711', searchType: 'email' }],
  ['three letters "ber"', { q: 'ber' }],
  ['all customers, a middle page', { page: String(Math.ceil(CUSTOMERS / 20)) }],
  ['registered in 90 days, processed, with assessments', { dateFrom: day(90), dateTo: day(0), status: 'processed', hasAssessments: 'yes' }],
  ['no assessments, page 5', { hasAssessments: 'no', page: '5' }],
  ['pending', { status: 'pending' }],
];

async function bench(label: string, handle: DatabaseHandle) {
  const seedStarted = performance.now();
  for (const statement of seedStatements(CUSTOMERS)) await handle.executeSql(statement);
  const seconds = (performance.now() - seedStarted) / 1000;
  const [sizes] = (await handle.executeSql(`select (select count(*) from users) as users, (select count(*) from assessments) as assessments`)).rows as Record<
    string,
    unknown
  >[];
  const deps = { db: handle.db };
  const all = await searchCustomers(deps, customerSearchQuery.parse({}));
  console.log(
    `${label}: seeded ${String(sizes?.users)} customers, ${String(sizes?.assessments)} assessments in ${seconds.toFixed(1)} s; stat cards: ${JSON.stringify(all.stats)}`,
  );
  const rows = [];
  for (const [name, params] of SEARCHES) {
    const query = customerSearchQuery.parse(params);
    const { median, p95 } = await time(RUNS, WARM_UP, () => searchCustomers(deps, query));
    const result = await searchCustomers(deps, query);
    rows.push({ database: label, search: name, hits: result.total, 'median ms': median.toFixed(1), 'p95 ms': p95.toFixed(1) });
  }
  return rows;
}

const results = await onEachDatabase(bench);
console.table(results);
for (const label of new Set(results.map((r) => r.database))) {
  const mine = results.filter((r) => r.database === label);
  const worst = mine.reduce((a, b) => (Number(b['p95 ms']) > Number(a['p95 ms']) ? b : a));
  const medians = mine.map((r) => Number(r['median ms'])).sort((a, b) => a - b);
  const verdict = Number(worst['p95 ms']) < TARGET_MS ? 'under' : 'OVER';
  console.log(
    `Customer search on ${CUSTOMERS} customers (${label}, ${RUNS} runs): median of searches ${percentile(medians, 50).toFixed(1)} ms, slowest p95 ${worst['p95 ms']} ms ("${worst.search}", ${verdict} the ${TARGET_MS} ms target)`,
  );
}
