// Load on the production build (issue 21): autocannon against `dist/server/main.js` run as in
// production (NODE_ENV=production, log at info to /dev/null, job workers running), on PGlite (a
// fresh DATA_DIR) and, when a PostgreSQL URL is set, on a fresh database of that server (dropped
// afterwards). Each endpoint takes turns with a reference in the same run: a bare Fastify process
// (same Fastify, logger off) serving the same bytes or doing the endpoint's one essential statement
// through the same driver (pg, or a durable PGlite on disk), so the reference is the floor the
// database and the machine allow, not a toy.
//
// Endpoints: GET /api/assessment/questions, POST /api/assessments (a guest's completed
// assessment), PUT /api/assessment/progress, POST /api/login (argon2id at the library's defaults,
// unchanged) and GET /api/my-reports (two reports each); then a mixed load of VISITORS simulated
// visitors going through the questionnaire, and an overload burst beyond the connection cap.
//
// Rate limits stay as they are: the bench stands where the deployment's proxy stands (TRUST_PROXY=1)
// and gives every simulated visitor (every request, for the single-endpoint phases) an address of
// its own in X-Forwarded-For, so the limiter runs its transaction on every request as in production
// but no one address reaches a limit. The load generator runs in this process and competes with
// the servers for the machine's cores.
//
// Run: npm run bench:load   (TEST_DATABASE_URL or BENCH_DATABASE_URL=postgres://… adds PostgreSQL;
// BENCH_SECONDS, BENCH_ROUNDS, VISITORS, THINK_MS set the sizes; BENCH_PORT=n uses ports n..n+1;
// BENCH_CPU_PROF=<dir> profiles the app server; BENCH_STRICT=1 fails below a target).
// BENCH_SMOKE=1 (the bench smoke test): PGlite only (PostgreSQL only with BENCH_DATABASE_URL), one
// round of a second per phase, a small burst; the figures then mean nothing.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { DatabaseHandle } from '../src/server/db/client';

const SMOKE = process.env.BENCH_SMOKE === '1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? (SMOKE ? 1 : 8));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (SMOKE ? 1 : 2));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const USERS = Number(process.env.USERS ?? (SMOKE ? 50 : 2000));
const VISITORS = Number(process.env.VISITORS ?? (SMOKE ? 20 : 200));
/** A visitor's pause between two requests (uniform in ½–1½ of it): a person reads and answers. */
const THINK_MS = Number(process.env.THINK_MS ?? (SMOKE ? 50 : 1000));
const MIX_SECONDS = Number(process.env.MIX_SECONDS ?? (SMOKE ? 1 : 20));
/** Progress saves per questionnaire in the mixed load (the web app saves as the visitor goes). */
const PROGRESS_STEPS = 5;
/** Connections opened at once by the overload burst: beyond HTTP_LIMITS.maxConnections (2000), below maxSockets (2500). */
const BURST = Number(process.env.BURST ?? (SMOKE ? 100 : 2400));
const PASSWORD = 'bänk-lösenord-2026';
/** BENCH_PHASES=assessments,mixed… runs only those phases (questions, assessments, progress, reports, login, mixed, overload). */
const PHASES = new Set((process.env.BENCH_PHASES ?? 'questions,assessments,progress,reports,login,mixed,overload').split(','));
const TARGETS = { questionsShare: 0.8, assessmentsPerSecond: 800, mixedP99Ms: 100 };

const root = path.resolve(import.meta.dirname, '..');

// ───────────────────────────── the reference server (a child process) ─────────────────────────────

/**
 * Bare Fastify, logger off, on its own database handle opened by the app's own openDatabase (the
 * same driver, pool size and PGlite durability): each route does the one statement its app
 * endpoint cannot do without. `x-user` (a number) stands for the session.
 */
async function reference(): Promise<void> {
  const [{ default: Fastify }, { verify }, { openDatabase }, { openTestDatabaseOnDisk }] = await Promise.all([
    import('fastify'),
    import('@node-rs/argon2'),
    import('../src/server/db/client'),
    import('../tests/support/test-database'),
  ]);
  const env = process.env;
  const handle = env.REF_URL ? await openDatabase({ kind: 'postgres', url: env.REF_URL }) : await openTestDatabaseOnDisk(env.REF_DATA_DIR!);
  const users = Number(env.REF_USERS);
  await handle.executeSql(`
    create table if not exists bench_ref_assessments (id uuid primary key default gen_random_uuid(), body jsonb not null, created_at timestamptz not null default now());
    create table if not exists bench_ref_progress (user_no int primary key, body jsonb not null, updated_at timestamptz not null default now());
    create table if not exists bench_ref_sessions (id uuid primary key default gen_random_uuid(), user_no int not null, token_hash text not null, created_at timestamptz not null default now());
    create table if not exists bench_ref_reports (id uuid primary key default gen_random_uuid(), user_no int not null, file_name text not null, created_at timestamptz not null default now());
    create index if not exists bench_ref_reports_user on bench_ref_reports (user_no, created_at);
    insert into bench_ref_reports (user_no, file_name) select i % ${users}, 'ryggrapport.pdf' from generate_series(0, ${2 * users - 1}) i;
    analyze;`);
  // The app starts at the same time: its question list is read once it answers.
  const bytes = await (async () => {
    for (let tries = 0; ; tries++) {
      try {
        const res = await fetch(env.REF_QUESTIONS_URL!, { headers: { 'accept-encoding': 'identity' } });
        if (res.ok) return Buffer.from(await res.arrayBuffer());
      } catch (err) {
        if (tries > 2400) throw err;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const passwordHash = env.REF_PASSWORD_HASH!;
  const userOf = (headers: Record<string, unknown>) => Number(headers['x-user']) || 0;

  const app = Fastify();
  app.get('/questions', (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(bytes);
  });
  app.post('/assessments', async (request, reply) => {
    const { rows } = await handle.executeSql('insert into bench_ref_assessments (body) values ($1) returning id', [JSON.stringify(request.body)]);
    return reply.code(201).send({ id: (rows[0] as { id: string }).id });
  });
  app.put('/progress', async (request) => {
    await handle.executeSql(
      'insert into bench_ref_progress (user_no, body) values ($1, $2) on conflict (user_no) do update set body = excluded.body, updated_at = now()',
      [userOf(request.headers), JSON.stringify(request.body)],
    );
    return { message: 'ok' };
  });
  app.post('/login', async (request, reply) => {
    const { password } = request.body as { password: string };
    if (!(await verify(passwordHash, password))) return reply.code(401).send({ error: 'no' });
    await handle.executeSql('insert into bench_ref_sessions (user_no, token_hash) values ($1, $2)', [
      userOf(request.headers),
      createHash('sha256').update(randomBytes(32)).digest('base64url'),
    ]);
    return { ok: true };
  });
  app.get('/my-reports', async (request) => {
    const { rows } = await handle.executeSql('select id, file_name, created_at from bench_ref_reports where user_no = $1 order by created_at desc', [
      userOf(request.headers),
    ]);
    return { reports: rows };
  });
  await app.listen({ port: Number(env.REF_PORT), host: '127.0.0.1' });
  process.on('message', (message) => {
    if (message !== 'close') return;
    void (async () => {
      await app.close();
      await handle.close();
      process.exit(0);
    })();
  });
  process.send?.({ port: (app.server.address() as { port: number }).port });
}

// ───────────────────────────── the bench ─────────────────────────────

interface Seeded {
  emails: string[];
  tokens: string[];
  passwordHash: string;
}

/** The request bodies, as the web app sends them (answers of a sample person, consent a minute ago). */
async function bodies() {
  const [{ SAMPLE_ASSESSMENTS, sampleTests }, { CONSENT_VERSION }] = await Promise.all([
    import('../src/shared/content/sample-assessments'),
    import('../src/shared/domain/consent'),
  ]);
  const tests = sampleTests(SAMPLE_ASSESSMENTS[0]!);
  const now = new Date();
  const consent = { givenAt: new Date(now.getTime() - 60_000).toISOString(), version: CONSENT_VERSION };
  const assessment = JSON.stringify({ email: null, status: 'completed', consent, responses: { completedAt: now.toISOString(), tests } });
  const progress = (steps: number) =>
    JSON.stringify({
      currentStep: steps,
      responses: Object.fromEntries(tests.slice(0, steps).map((t, i) => [String(i), t])),
      lastUpdated: now.toISOString(),
      consent,
    });
  return { assessment, progress, tests };
}

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** Accounts with a live session each (tokens known here), two assessments with an analysis and a preview report each. */
async function seed(handle: DatabaseHandle): Promise<Seeded> {
  const [{ seedDemoContent }, { hashPassword }, { analyseAnswers, answersFromTests }, { CONSENT_VERSION }] = await Promise.all([
    import('../src/server/db/seed/index'),
    import('../src/server/modules/auth/secrets'),
    import('../src/shared/domain/scoring/engine'),
    import('../src/shared/domain/consent'),
  ]);
  await seedDemoContent(handle.db);
  const { tests } = await bodies();
  const analysis = analyseAnswers(answersFromTests(tests));
  // One real argon2id hash (the app's hashPassword, its defaults) shared by the accounts: each login verifies it in full.
  const passwordHash = await hashPassword(PASSWORD);
  const emails = Array.from({ length: USERS }, (_, i) => `last${i}@example.se`);
  const tokens = emails.map(() => randomBytes(32).toString('base64url'));
  const hash = (t: string) => createHash('sha256').update(t).digest('base64url');
  const sessions = emails.map((e, i) => `(${quote(e)}, ${quote(hash(tokens[i]!))})`).join(',');
  await handle.executeSql(`
    insert into users (email, name, password_hash, email_verified_at)
      select 'last' || i || '@example.se', 'Last ' || i, ${quote(passwordHash)}, now() from generate_series(0, ${USERS - 1}) i;
    insert into sessions (user_id, token_hash, expires_at)
      select u.id, t.h, now() + interval '7 days' from (values ${sessions}) as t(e, h) join users u on u.email = t.e;
    insert into assessments (user_id, email, status, responses, consent_given_at, consent_version, completed_at, created_at)
      select u.id, u.email, 'completed', ${quote(JSON.stringify({ tests, completedAt: new Date().toISOString() }))}::jsonb,
        now() - interval '2 days', ${quote(CONSENT_VERSION)}, now() - interval '2 days' + k * interval '1 hour', now() - interval '2 days' + k * interval '1 hour'
      from users u cross join generate_series(1, 2) k where u.email like 'last%';
    insert into assessment_analyses (assessment_id, engine_version, analysis)
      select id, ${quote(analysis.engineVersion)}, ${quote(JSON.stringify(analysis))}::jsonb from assessments where user_id is not null;
    insert into reports (report_number, user_id, assessment_id, analysis_id, kind, engine_version, template_name, writer, diagnosis_category,
        storage_key, file_name, byte_size, pages, sha256, created_at)
      select 'LAST-' || row_number() over (), a.user_id, a.id, an.id, 'preview', an.engine_version, 'Standard', 'builtin', 'ischias',
        'bench/' || a.id, 'ryggrapport.pdf', 100000, 3, 'x', a.created_at
      from assessments a join assessment_analyses an on an.assessment_id = a.id where a.user_id is not null;
    analyze;`);
  return { emails, tokens, passwordHash };
}

interface Target {
  label: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl: string | null;
  drop: () => Promise<void>;
}

async function prepare(label: Target['label'], adminUrl: string | null): Promise<Target & Seeded> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rk-bench-load-'));
  const [{ openDatabase }, { openTestDatabaseOnDisk, databaseUrl }] = await Promise.all([
    import('../src/server/db/client'),
    import('../tests/support/test-database'),
  ]);
  if (label === 'pglite') {
    // The migrated empty cluster copied from the tests' snapshot (initdb takes long), then opened on disk as the server will.
    const handle = await openTestDatabaseOnDisk(path.join(dataDir, 'db'));
    try {
      const seeded = await seed(handle);
      return { label, dataDir, databaseUrl: null, drop: () => rm(dataDir, { recursive: true, force: true }), ...seeded };
    } finally {
      await handle.close();
    }
  }
  const name = `rk_bench_load_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl! });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = databaseUrl(adminUrl!, name);
  const handle = await openDatabase({ kind: 'postgres', url });
  try {
    const seeded = await seed(handle);
    return {
      label,
      dataDir,
      databaseUrl: url,
      drop: async () => {
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await rm(dataDir, { recursive: true, force: true });
      },
      ...seeded,
    };
  } finally {
    await handle.close();
  }
}

function withApplicationName(url: string, name: string): string {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

async function startApp(target: Target, port: number): Promise<ChildProcess> {
  const { PRODUCTION_ENV } = await import('../tests/support/production-env');
  const profile = process.env.BENCH_CPU_PROF;
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
  const child = spawn(process.execPath, [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []), path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...env,
      ...PRODUCTION_ENV,
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'info',
      // The bench reads the most requests in flight from /api/metrics, as a scraper on the private network does.
      METRICS_FROM_PRIVATE_NETWORK: 'true',
    },
    // The production log (one line a request at info) is written, to /dev/null.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app server stopped (exit code ${child.exitCode})`);
    if (performance.now() - started > 120_000) throw new Error('the app server was not healthy within 120 s');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
}

async function startReference(target: Target & Seeded, port: number, appPort: number): Promise<ChildProcess> {
  const child = fork(import.meta.filename, ['--reference'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      REF_URL: target.databaseUrl ? withApplicationName(target.databaseUrl, 'bench_ref') : '',
      REF_DATA_DIR: path.join(target.dataDir, 'reference'),
      REF_PORT: String(port),
      REF_USERS: String(USERS),
      REF_PASSWORD_HASH: target.passwordHash,
      REF_QUESTIONS_URL: `http://127.0.0.1:${appPort}/api/assessment/questions`,
    },
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the reference server stopped (exit code ${code})`)));
  });
  return child;
}

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
function memory(pid: number): { rss: number; hwm: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}

let addressCounter = 0;
/** A new client address each time (10.x.y.z), written where the deployment's proxy writes it. */
function nextAddress(): string {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * Waits until the app answers its health check quickly again: requests still queued from the last
 * phase (logins waiting for argon2, on the embedded database, commits) would fall on the next one.
 */
async function settle(port: number): Promise<void> {
  const until = performance.now() + 15_000;
  while (performance.now() < until) {
    const started = performance.now();
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && performance.now() - started < 50) return;
    await sleep(100);
  }
}

interface Measured {
  rate: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
}

type RequestSpec = { method: 'GET' | 'POST' | 'PUT'; path: string; body?: string | (() => string); headers: () => Record<string, string> };

async function cannon(port: number, spec: RequestSpec, seconds: number, connections = CONNECTIONS): Promise<autocannon.Result> {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: spec.method,
        path: spec.path,
        setupRequest: (request) => ({
          ...request,
          ...(spec.body ? { body: typeof spec.body === 'function' ? spec.body() : spec.body } : {}),
          headers: { ...(spec.body ? { 'content-type': 'application/json' } : {}), ...spec.headers() },
        }),
      },
    ],
  });
}

function summarise(runs: autocannon.Result[]): Measured {
  const p = (key: 'p50' | 'p99') => runs.map((r) => r.latency[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
  const statuses: Record<string, number> = {};
  for (const run of runs) {
    for (const [code, { count }] of Object.entries((run as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats ?? {}))
      statuses[code] = (statuses[code] ?? 0) + count;
  }
  return {
    // Answers that did the work (2xx) only: a 503 (Node answers one on a keep-alive socket past
    // maxRequestsPerSocket, which autocannon keeps writing to) costs nothing and is no throughput.
    rate: runs.reduce((sum, r) => sum + r['2xx'], 0) / runs.reduce((sum, r) => sum + r.duration, 0),
    p50: p('p50'),
    p99: p('p99'),
    errors: runs.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
    statuses,
  };
}

interface Row {
  db: string;
  name: string;
  app: Measured;
  ref: Measured | null;
  refName: string;
  rssMb: number;
  /** CPU time per request in ms: the server process, its PostgreSQL backends, the load generator. */
  appCpu: CpuPerRequest;
  refCpu: CpuPerRequest | null;
}

interface CpuPerRequest {
  server: number;
  db: number;
  client: number;
}

/** User + system CPU time of a process (all its threads), in ms; 0 once it is gone. */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime in clock ticks of 10 ms (CLK_TCK 100)
  } catch {
    return 0;
  }
}

/**
 * CPU time spent by one side (the app or the reference): its process and, on PostgreSQL, the
 * backends serving it (told apart by application_name). On a shared machine the wall-clock
 * figures move with the neighbours' load; CPU time per request moves far less.
 */
class Meter {
  constructor(
    private readonly pids: { app: number; ref: number },
    private readonly postgres: { client: pg.Client; database: string } | null,
  ) {}

  private async backends(side: 'app' | 'ref'): Promise<Map<number, number>> {
    if (!this.postgres) return new Map();
    const { rows } = await this.postgres.client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = $1 and (application_name = 'bench_ref') = $2`,
      [this.postgres.database, side === 'ref'],
    );
    return new Map(rows.map((r) => [r.pid, cpuMs(r.pid)]));
  }

  async start(side: 'app' | 'ref') {
    return { proc: cpuMs(this.pids[side]), db: await this.backends(side), client: process.cpuUsage() };
  }

  async stop(side: 'app' | 'ref', started: Awaited<ReturnType<Meter['start']>>) {
    const db = await this.backends(side);
    let dbMs = 0;
    for (const [pid, ms] of db) dbMs += ms - (started.db.get(pid) ?? 0);
    const client = process.cpuUsage(started.client);
    return { server: cpuMs(this.pids[side]) - started.proc, db: dbMs, client: (client.user + client.system) / 1000 };
  }
}

function perRequest(parts: { server: number; db: number; client: number }[], requests: number): CpuPerRequest {
  const sum = (key: keyof CpuPerRequest) => parts.reduce((t, p) => t + p[key], 0) / Math.max(1, requests);
  return { server: sum('server'), db: sum('db'), client: sum('client') };
}

/** The app's request and the reference's, taking turns ROUNDS times so a neighbour's load falls on both alike. */
async function endpoint(
  db: string,
  name: string,
  refName: string,
  app: RequestSpec,
  ref: RequestSpec | null,
  ports: { app: number; ref: number },
  pid: number,
  meter: Meter,
) {
  const appRuns: autocannon.Result[] = [];
  const refRuns: autocannon.Result[] = [];
  const appCpu: Awaited<ReturnType<Meter['stop']>>[] = [];
  const refCpu: Awaited<ReturnType<Meter['stop']>>[] = [];
  await settle(ports.app);
  // A short warm-up (the JIT, the pools), not counted; none in the smoke test.
  if (!SMOKE) await cannon(ports.app, app, 1, 10);
  if (ref && !SMOKE) await cannon(ports.ref, ref, 1, 10);
  let rssMb = 0;
  for (let round = 0; round < ROUNDS; round++) {
    await settle(ports.app);
    let started = await meter.start('app');
    appRuns.push(await cannon(ports.app, app, SECONDS));
    appCpu.push(await meter.stop('app', started));
    rssMb = Math.max(rssMb, memory(pid).rss);
    if (!ref) continue;
    started = await meter.start('ref');
    refRuns.push(await cannon(ports.ref, ref, SECONDS));
    refCpu.push(await meter.stop('ref', started));
  }
  const count = (runs: autocannon.Result[]) => runs.reduce((t, r) => t + r.requests.total, 0);
  const row: Row = {
    db,
    name,
    refName,
    app: summarise(appRuns),
    ref: ref ? summarise(refRuns) : null,
    rssMb,
    appCpu: perRequest(appCpu, count(appRuns)),
    refCpu: ref ? perRequest(refCpu, count(refRuns)) : null,
  };
  const statuses = Object.entries(row.app.statuses)
    .map(([code, n]) => `${code}×${n}`)
    .join(' ');
  console.log(
    `  ${name}: ${Math.round(row.app.rate)} req/s, p50 ${row.app.p50} ms, p99 ${row.app.p99} ms [${statuses}], ` +
      `CPU/req server ${row.appCpu.server.toFixed(2)} ms + db ${row.appCpu.db.toFixed(2)} ms (client ${row.appCpu.client.toFixed(2)} ms)` +
      (row.ref && row.refCpu
        ? ` | ${refName}: ${Math.round(row.ref.rate)} req/s, p99 ${row.ref.p99} ms, CPU/req ${row.refCpu.server.toFixed(2)} + db ${row.refCpu.db.toFixed(2)} ms`
        : ''),
  );
  return row;
}

function send(
  agent: http.Agent | false,
  port: number,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}) },
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
        response.once('error', () => resolve({ status: 0, ms: performance.now() - started }));
      },
    );
    request.once('error', () => resolve({ status: 0, ms: performance.now() - started }));
    request.end(body);
  });
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);

interface MixResult {
  visitors: number;
  thinkMs: number;
  rate: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  flows: number;
  requests: number;
  rssMb: number;
  cpu: CpuPerRequest;
}

/**
 * VISITORS visitors, each on a keep-alive connection of its own, each going through the
 * questionnaire again and again for `seconds`: the questions, PROGRESS_STEPS progress saves, the
 * completed assessment, then the lists of assessments and reports; a pause of about `thinkMs`
 * before every request. Each questionnaire is a new visitor: a new address and the next account.
 */
async function mixed(
  port: number,
  seeded: Seeded,
  thinkMs: number,
  seconds: number,
  pid: number,
  body: Awaited<ReturnType<typeof bodies>>,
  meter: Meter,
): Promise<MixResult> {
  await settle(port);
  const latencies: number[] = [];
  let errors = 0;
  let flows = 0;
  let userCounter = 0;
  const codes: Record<number, number> = {};
  const byPath: Record<string, number[]> = {};
  const deadline = performance.now() + seconds * 1000;
  const think = () => (thinkMs ? sleep(thinkMs * (0.5 + Math.random())) : Promise.resolve());
  let rssMb = 0;
  const sampler = setInterval(() => (rssMb = Math.max(rssMb, memory(pid).rss)), 250);
  const progress = Array.from({ length: PROGRESS_STEPS }, (_, i) => body.progress(i + 1));
  const visitor = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await sleep(Math.random() * thinkMs);
    while (performance.now() < deadline) {
      const user = userCounter++ % USERS;
      const headers = { authorization: `Bearer ${seeded.tokens[user]}`, 'x-forwarded-for': nextAddress() };
      const steps: [string, string, string?][] = [
        ['GET', '/api/assessment/questions'],
        ...progress.map((p): [string, string, string] => ['PUT', '/api/assessment/progress', p]),
        ['POST', '/api/assessments', body.assessment],
        ['GET', '/api/my-assessments'],
        ['GET', '/api/my-reports'],
      ];
      for (const [method, url, payload] of steps) {
        if (performance.now() >= deadline) break;
        await think();
        const { status, ms } = await send(agent, port, method, url, headers, payload);
        latencies.push(ms);
        (byPath[`${method} ${url}`] ??= []).push(ms);
        codes[status] = (codes[status] ?? 0) + 1;
        if (status < 200 || status >= 300) errors++;
      }
      flows++;
    }
    agent.destroy();
  };
  const started = performance.now();
  const cpuStarted = await meter.start('app');
  await Promise.all(Array.from({ length: VISITORS }, visitor));
  const cpu = perRequest([await meter.stop('app', cpuStarted)], latencies.length);
  clearInterval(sampler);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const result = {
    visitors: VISITORS,
    thinkMs,
    rate: latencies.length / elapsed,
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    errors,
    flows,
    requests: latencies.length,
    rssMb,
    cpu,
  };
  console.log(
    `  mixed, ${VISITORS} visitors, think ${thinkMs} ms: ${Math.round(result.rate)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ` +
      `max ${result.max.toFixed(0)} ms, ${flows} questionnaires, statuses ${JSON.stringify(codes)}, ` +
      `CPU/req server ${cpu.server.toFixed(2)} ms + db ${cpu.db.toFixed(2)} ms (client ${cpu.client.toFixed(2)} ms)`,
  );
  const perPath = Object.entries(byPath).map(([name, ms]) => {
    ms.sort((a, b) => a - b);
    return `${name} p50 ${pct(ms, 50).toFixed(0)} p99 ${pct(ms, 99).toFixed(0)} ms`;
  });
  console.log(`    by request: ${perPath.join('; ')}`);
  return result;
}

interface Burst {
  opened: number;
  ok: number;
  refused: number;
  other: number;
  refusedP50: number;
  refusedP99: number;
  okP50: number;
  okP99: number;
  okMax: number;
  /** The most requests the app handled at once meanwhile (/api/metrics); null for the reference. */
  peakInFlight: number | null;
}

/** The app's most requests in flight since its metrics were last read (reading starts a new peak). */
async function peakInFlight(port: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/api/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('http_requests_in_flight_peak '));
  if (!line) throw new Error('no http_requests_in_flight_peak in /api/metrics');
  return Number(line.split(' ')[1]);
}

/** How an overload phase was answered: 200s and 503s with their latencies; printed as one line. */
function overloadFigures(opened: number, what: string, results: { status: number; ms: number }[], peak: number | null): Burst {
  const latencies = (status: number) =>
    results
      .filter((r) => r.status === status)
      .map((r) => r.ms)
      .sort((a, b) => a - b);
  const ok = latencies(200);
  const refused = latencies(503);
  const b = {
    opened,
    ok: ok.length,
    refused: refused.length,
    other: results.length - ok.length - refused.length,
    refusedP50: pct(refused, 50),
    refusedP99: pct(refused, 99),
    okP50: pct(ok, 50),
    okP99: pct(ok, 99),
    okMax: ok.at(-1) ?? NaN,
    peakInFlight: peak,
  };
  console.log(
    `  ${what}: ${b.ok} answered 200 (p50 ${b.okP50.toFixed(0)} ms, p99 ${b.okP99.toFixed(0)} ms, max ${b.okMax.toFixed(0)} ms), ` +
      `${b.refused} answered 503 (p50 ${b.refusedP50.toFixed(1)} ms, p99 ${b.refusedP99.toFixed(1)} ms), ${b.other} other` +
      (peak === null ? '' : `; at most ${peak} requests in flight in the app`),
  );
  return b;
}

/** Clients holding keep-alive connections and sending without pause in the saturation phase: 4 × MAX_REQUESTS_IN_FLIGHT. */
const SATURATING_CLIENTS = Number(process.env.SATURATING_CLIENTS ?? (SMOKE ? 50 : 1024));

/**
 * Load shedding: SATURATING_CLIENTS clients on keep-alive connections send GET /api/my-reports
 * without pause for a few seconds, far past what the server completes, so more requests are in
 * flight than MAX_REQUESTS_IN_FLIGHT (256) allows. Those taken keep a bounded latency; the rest are
 * answered 503 at once.
 */
async function saturate(port: number, seeded: Seeded): Promise<Burst> {
  await settle(port);
  await peakInFlight(port);
  const agent = new http.Agent({ keepAlive: true, maxSockets: SATURATING_CLIENTS });
  const until = performance.now() + (SMOKE ? 1 : 6) * 1000;
  const results: { status: number; ms: number }[] = [];
  await Promise.all(
    Array.from({ length: SATURATING_CLIENTS }, async (_, i) => {
      while (performance.now() < until) {
        const headers = { authorization: `Bearer ${seeded.tokens[i % USERS]}`, 'x-forwarded-for': nextAddress() };
        results.push(await send(agent, port, 'GET', '/api/my-reports', headers));
      }
    }),
  );
  agent.destroy();
  return overloadFigures(SATURATING_CLIENTS, `saturation, ${SATURATING_CLIENTS} keep-alive clients without pause`, results, await peakInFlight(port));
}

/**
 * BURST connections at once, each with one GET /api/my-reports (a signed-in database read): the
 * connection gate lets HTTP_LIMITS.maxConnections in and answers the rest 503 at once. The same
 * burst goes to the bare Fastify reference (its one SELECT): the load generator opens connections
 * on the same two cores, and the reference shows how long the burst takes when the server does
 * almost nothing.
 */
async function burst(port: number, seeded: Seeded, path: string, what: string, app: boolean): Promise<Burst> {
  await settle(port);
  if (app) await peakInFlight(port);
  // In waves of 100 every 10 ms: one wave of thousands mostly waits in the kernel's listen backlog
  // (511) and its SYN retries, and the gate never sees them at once.
  const pending: Promise<{ status: number; ms: number }>[] = [];
  for (let i = 0; i < BURST; i++) {
    const headers = { authorization: `Bearer ${seeded.tokens[i % USERS]}`, 'x-user': String(i % USERS), 'x-forwarded-for': nextAddress(), connection: 'close' };
    pending.push(send(false, port, 'GET', path, headers));
    if (i % 100 === 99) await sleep(10);
  }
  const results = await Promise.all(pending);
  return overloadFigures(BURST, `${what}, ${BURST} connections in ${Math.ceil(BURST / 100) * 10} ms`, results, app ? await peakInFlight(port) : null);
}

async function onDatabase(label: Target['label'], adminUrl: string | null, ports: { app: number; ref: number }) {
  const preparing = performance.now();
  const target = await prepare(label, adminUrl);
  const seeded = performance.now();
  const body = await bodies();
  let app: ChildProcess | null = null;
  let ref: ChildProcess | null = null;
  let meterClient: pg.Client | null = null;
  try {
    // Both start at once (the reference reads the app's question list when it answers).
    const starting = [startApp(target, ports.app), startReference(target, ports.ref, ports.app)] as const;
    const [appStarted, refStarted] = await Promise.allSettled(starting);
    if (appStarted.status === 'fulfilled') app = appStarted.value;
    if (refStarted.status === 'fulfilled') ref = refStarted.value;
    if (appStarted.status === 'rejected') throw appStarted.reason;
    if (refStarted.status === 'rejected') throw refStarted.reason;
    console.log(
      `\n${label}: ${USERS} accounts seeded in ${((seeded - preparing) / 1000).toFixed(1)} s, servers up ${((performance.now() - seeded) / 1000).toFixed(1)} s later; ` +
        `app RSS ${memory(appStarted.value.pid!).rss.toFixed(0)} MB at rest`,
    );
    const pid = appStarted.value.pid!;
    if (target.databaseUrl) {
      meterClient = new pg.Client({ connectionString: adminUrl! });
      await meterClient.connect();
    }
    const meter = new Meter(
      { app: pid, ref: refStarted.value.pid! },
      meterClient ? { client: meterClient, database: new URL(target.databaseUrl!).pathname.slice(1) } : null,
    );
    const rest = memory(pid).rss;
    let user = 0;
    const bearer = () => ({ authorization: `Bearer ${target.tokens[user++ % USERS]}`, 'x-forwarded-for': nextAddress() });
    const asUser = () => ({ 'x-user': String(user++ % USERS) });
    const login = () => JSON.stringify({ email: target.emails[user++ % USERS], password: PASSWORD });
    const rows: Row[] = [];
    if (PHASES.has('questions'))
      rows.push(
        await endpoint(
          label,
          'GET /api/assessment/questions',
          'bare Fastify, same bytes',
          { method: 'GET', path: '/api/assessment/questions', headers: () => ({}) },
          { method: 'GET', path: '/questions', headers: () => ({}) },
          ports,
          pid,
          meter,
        ),
      );
    if (PHASES.has('assessments'))
      rows.push(
        await endpoint(
          label,
          'POST /api/assessments (guest)',
          'one INSERT of the body',
          { method: 'POST', path: '/api/assessments', body: body.assessment, headers: () => ({ 'x-forwarded-for': nextAddress() }) },
          { method: 'POST', path: '/assessments', body: body.assessment, headers: asUser },
          ports,
          pid,
          meter,
        ),
      );
    if (PHASES.has('progress'))
      rows.push(
        await endpoint(
          label,
          'PUT /api/assessment/progress',
          'one UPSERT of the body',
          { method: 'PUT', path: '/api/assessment/progress', body: body.progress(PROGRESS_STEPS), headers: bearer },
          { method: 'PUT', path: '/progress', body: body.progress(PROGRESS_STEPS), headers: asUser },
          ports,
          pid,
          meter,
        ),
      );
    if (PHASES.has('reports'))
      rows.push(
        await endpoint(
          label,
          'GET /api/my-reports (2 reports)',
          'one SELECT of 2 rows',
          { method: 'GET', path: '/api/my-reports', headers: bearer },
          { method: 'GET', path: '/my-reports', headers: asUser },
          ports,
          pid,
          meter,
        ),
      );
    // Every account has the same password; the e-mail rotates through the accounts.
    if (PHASES.has('login'))
      rows.push(
        await endpoint(
          label,
          'POST /api/login (argon2id)',
          'argon2 verify + one INSERT',
          {
            method: 'POST',
            path: '/api/login',
            body: login,
            headers: () => ({ 'x-forwarded-for': nextAddress() }),
          },
          { method: 'POST', path: '/login', body: login, headers: asUser },
          ports,
          pid,
          meter,
        ),
      );
    const mixes = PHASES.has('mixed')
      ? [await mixed(ports.app, target, THINK_MS, MIX_SECONDS, pid, body, meter), ...(SMOKE ? [] : [await mixed(ports.app, target, 0, 10, pid, body, meter)])]
      : [];
    const overload = PHASES.has('overload') ? await burst(ports.app, target, '/api/my-reports', 'overload', true) : null;
    const refOverload = PHASES.has('overload') ? await burst(ports.ref, target, '/my-reports', 'the same burst to bare Fastify', false) : null;
    const saturation = PHASES.has('overload') ? await saturate(ports.app, target) : null;
    const mem = { rest, peak: memory(pid).hwm, end: memory(pid).rss, refPeak: memory(refStarted.value.pid!).hwm };
    return { label, rows, mixes, overload, refOverload, saturation, mem };
  } finally {
    for (const child of [ref, app]) {
      if (!child || child.exitCode !== null) continue;
      const done = exited(child);
      if (child === ref) child.send('close');
      else child.kill('SIGTERM');
      await done;
    }
    await meterClient?.end();
    await target.drop();
  }
}

type DbResult = Awaited<ReturnType<typeof onDatabase>>;

function report(results: DbResult[]): boolean {
  const f = (n: number) => (Number.isFinite(n) ? (n >= 100 ? n.toFixed(0) : n.toFixed(1)) : '–');
  const cpu = (c: CpuPerRequest | null) => (c ? `${c.server.toFixed(2)} + ${c.db.toFixed(2)}` : '–');
  console.log(
    `\n| db | endpoint | req/s | p50 ms | p99 ms | errors | CPU ms/req (server + db) | reference | ref req/s | ref p50 | ref p99 | ref CPU ms/req | of ref | app RSS MB |`,
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|');
  for (const { rows } of results) {
    for (const r of rows) {
      console.log(
        `| ${r.db} | ${r.name} | ${Math.round(r.app.rate)} | ${f(r.app.p50)} | ${f(r.app.p99)} | ${r.app.errors} | ${cpu(r.appCpu)} | ${r.refName} | ` +
          `${r.ref ? Math.round(r.ref.rate) : '–'} | ${r.ref ? f(r.ref.p50) : '–'} | ${r.ref ? f(r.ref.p99) : '–'} | ${cpu(r.refCpu)} | ` +
          `${r.ref ? Math.round((r.app.rate / r.ref.rate) * 100) + ' %' : '–'} | ${r.rssMb.toFixed(0)} |`,
      );
    }
  }
  console.log(`\n| db | mixed load | req/s | p50 ms | p99 ms | max ms | errors | questionnaires | CPU ms/req (server + db) | app RSS MB |`);
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { label, mixes } of results) {
    for (const m of mixes) {
      console.log(
        `| ${label} | ${m.visitors} visitors, pause ${m.thinkMs ? `~${m.thinkMs} ms` : 'none'} | ${Math.round(m.rate)} | ${f(m.p50)} | ${f(m.p99)} | ${f(m.max)} | ${m.errors} | ${m.flows} | ${cpu(m.cpu)} | ${m.rssMb.toFixed(0)} |`,
      );
    }
  }
  console.log(`\n| db | overload | 200 | 503 | 503 p50 ms | 503 p99 ms | 200 p50 ms | 200 p99 ms | 200 max ms | other | most in flight |`);
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { label, overload, refOverload, saturation } of results) {
    for (const [what, o] of [
      ['connections opened (Connection: close)', overload],
      ['connections opened to bare Fastify (one SELECT)', refOverload],
      ['keep-alive clients without pause', saturation],
    ] as const) {
      if (!o) continue;
      console.log(
        `| ${label} | ${o.opened} ${what} | ${o.ok} | ${o.refused} | ${f(o.refusedP50)} | ${f(o.refusedP99)} | ${f(o.okP50)} | ${f(o.okP99)} | ${f(o.okMax)} | ${o.other} | ${o.peakInFlight ?? '–'} |`,
      );
    }
  }
  console.log(`\n| db | app RSS at rest MB | app peak RSS (VmHWM) MB | app RSS at end MB | reference peak MB |`);
  console.log('|---|---:|---:|---:|---:|');
  for (const { label, mem } of results)
    console.log(`| ${label} | ${mem.rest.toFixed(0)} | ${mem.peak.toFixed(0)} | ${mem.end.toFixed(0)} | ${mem.refPeak.toFixed(0)} |`);

  let met = true;
  console.log('');
  for (const { label, rows, mixes } of results) {
    const questions = rows.find((r) => r.name.startsWith('GET /api/assessment/questions'));
    const share = questions ? questions.app.rate / questions.ref!.rate : NaN;
    const stored = rows.find((r) => r.name.startsWith('POST /api/assessments'))?.app.rate ?? NaN;
    const mix = mixes[0] ?? { visitors: VISITORS, p99: NaN };
    console.log(
      `POST /api/assessments on ${label}: ${Math.round(stored)} stored per second; the question list at ${Math.round(share * 100)} % of bare Fastify; ` +
        `mixed load of ${mix.visitors} visitors p99 ${f(mix.p99)} ms`,
    );
    if (!questions || Number.isNaN(stored) || !mixes.length) met = false;
    if (!(share >= TARGETS.questionsShare)) met = false;
    if (label === 'postgres' && !(stored >= TARGETS.assessmentsPerSecond && mix.p99 <= TARGETS.mixedP99Ms)) met = false;
  }
  console.log(
    `Targets (PostgreSQL): ≥ ${TARGETS.assessmentsPerSecond} assessments stored per second, mixed p99 ≤ ${TARGETS.mixedP99Ms} ms; ` +
      `the question list ≥ ${TARGETS.questionsShare * 100} % of bare Fastify: ${met ? 'met' : 'NOT met'}` +
      (results.some((r) => r.label === 'postgres') ? '' : ' (PostgreSQL not measured: set TEST_DATABASE_URL or BENCH_DATABASE_URL)'),
  );
  return met && results.every((r) => r.rows.every((row) => row.app.errors === 0) && r.mixes.every((m) => m.errors === 0));
}

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

async function main(): Promise<void> {
  // @ts-expect-error: a plain ES module without types
  const { ensureBuild } = (await import('./ensure-build.mjs')) as { ensureBuild: () => boolean };
  ensureBuild();
  delete process.env.TEST_DB; // the PGlite target copies the tests' PGlite snapshot, whatever the shell says
  const postgresUrl = process.env.BENCH_DATABASE_URL || (SMOKE ? '' : process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '');
  const base = Number(process.env.BENCH_PORT) || 0;
  const ports = { app: base || (await freePort()), ref: base ? base + 1 : await freePort() };
  const load = loadavg().map((n) => n.toFixed(2));
  console.log(
    `${new Date().toISOString()}, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), Node ${process.version}, load average ${load.join(' ')}; ` +
      `${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per endpoint, app and reference taking turns; the load generator runs in this process, beside the servers`,
  );
  const results: DbResult[] = [];
  // BENCH_DBS=postgres skips PGlite (while working on one).
  const only = new Set((process.env.BENCH_DBS ?? 'pglite,postgres').split(','));
  if (only.has('pglite')) results.push(await onDatabase('pglite', null, ports));
  if (postgresUrl && only.has('postgres')) results.push(await onDatabase('postgres', postgresUrl, ports));
  const ok = report(results);
  if (!ok && process.env.BENCH_STRICT) process.exitCode = 1;
}

if (process.argv.includes('--reference')) await reference();
else await main();
