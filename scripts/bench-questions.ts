// How fast is the question list against a bare Fastify route that sends the same bytes (a Buffer)?
// In one run, 50 connections, the routes taking turns for a few seconds each: the bare route, GET /api/assessment/questions of the
// real app (production configuration, PGlite in a temporary DATA_DIR, job workers running, the
// log written as in production but to /dev/null), and GET /api/health. The servers run in a child
// process so the load generator does not share their event loop.
// Run: npm run bench   (BENCH_SECONDS=1 BENCH_ROUNDS=1 for a short run; BENCH_CPU_PROF=<dir> profiles
// the servers; BENCH_STRICT=1 fails below the target)
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

// BENCH_SMOKE=1 (npm test's short mode of every bench script): one round of a second.
const SMOKE = process.env.BENCH_SMOKE === '1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? (SMOKE ? 1 : 3));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (SMOKE ? 1 : 3));
const CONNECTIONS = 50;
/** The share of the bare route's rate the question list must reach (issue 18). */
const TARGET = 0.8;

interface Ports {
  bare: number;
  app: number;
}

async function serve(): Promise<void> {
  const [{ default: Fastify }, { pino }, { buildApp }, { loadConfig }, { seedDemoContent }, { createLogger }, { createServices }, { PRODUCTION_ENV }] =
    await Promise.all([
      import('fastify'),
      import('pino'),
      import('../src/server/app'),
      import('../src/server/config'),
      import('../src/server/db/seed/index'),
      import('../src/server/logger'),
      import('../src/server/services'),
      import('../tests/support/production-env'),
    ]);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rk-bench-'));
  const config = loadConfig({ ...PRODUCTION_ENV, DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  const logger = createLogger(config, pino.destination({ dest: '/dev/null', sync: false }));
  const services = await createServices(config, { logger, work: true });
  await seedDemoContent(services.database.db);
  const app = await buildApp({ services, webRoot: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (app.server.address() as { port: number }).port;

  // The same bytes, as the client gets them without Accept-Encoding.
  const sample = await fetch(`http://127.0.0.1:${appPort}/api/assessment/questions`, { headers: { 'accept-encoding': 'identity' } });
  const bytes = Buffer.from(await sample.arrayBuffer());
  const bare = Fastify();
  bare.get('/', (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(bytes);
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const barePort = (bare.server.address() as { port: number }).port;

  const close = async () => {
    await bare.close();
    await app.close();
    await services.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'close') void close();
  });
  process.send?.({ bare: barePort, app: appPort, bytes: bytes.length });
}

interface Result {
  name: string;
  /** Requests a second over all rounds. */
  rate: number;
  /** The median of the rounds' p99 latencies, in ms. */
  p99: number;
  errors: number;
}

/**
 * The routes take turns, ROUNDS times, so a neighbour's load on this shared machine falls on
 * all of them alike rather than on whichever ran while it lasted.
 */
async function measure(targets: { name: string; url: string }[]): Promise<Result[]> {
  const runs = targets.map(() => [] as autocannon.Result[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, target] of targets.entries()) runs[i]!.push(await autocannon({ url: target.url, connections: CONNECTIONS, duration: SECONDS }));
  }
  return targets.map((target, i) => {
    const rounds = runs[i]!;
    const p99s = rounds.map((r) => r.latency.p99).sort((a, b) => a - b);
    return {
      name: target.name,
      rate: rounds.reduce((sum, r) => sum + r.requests.total, 0) / rounds.reduce((sum, r) => sum + r.duration, 0),
      p99: p99s[Math.floor(p99s.length / 2)]!,
      errors: rounds.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
    };
  });
}

function started(child: ChildProcess): Promise<Ports & { bytes: number }> {
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as Ports & { bytes: number }));
    child.once('exit', (code) => reject(new Error(`the bench server stopped (exit code ${code})`)));
  });
}

async function main(): Promise<void> {
  const profile = process.env.BENCH_CPU_PROF;
  const child = fork(import.meta.filename, ['--serve'], {
    execArgv: [...process.execArgv, ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  try {
    const ports = await started(child);
    console.log(`${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each; the answer is ${(ports.bytes / 1024).toFixed(1)} KB`);
    // A short warm-up, so the first measurement does not pay for the JIT.
    await autocannon({ url: `http://127.0.0.1:${ports.app}/api/assessment/questions`, connections: 10, amount: 500 });
    const results = await measure([
      { name: 'bare Fastify, same bytes', url: `http://127.0.0.1:${ports.bare}/` },
      { name: 'GET /api/assessment/questions', url: `http://127.0.0.1:${ports.app}/api/assessment/questions` },
      { name: 'GET /api/health', url: `http://127.0.0.1:${ports.app}/api/health` },
    ]);
    const bare = results[0]!.rate;
    console.log('\n| route | req/s | p99 ms | of bare | errors |\n|---|---:|---:|---:|---:|');
    for (const r of results) console.log(`| ${r.name} | ${Math.round(r.rate)} | ${r.p99} | ${Math.round((r.rate / bare) * 100)} % | ${r.errors} |`);
    const share = results[1]!.rate / bare;
    const failed = results.some((r) => r.errors > 0);
    console.log(`\nThe question list runs at ${Math.round(share * 100)} % of the bare route (target ${TARGET * 100} %).`);
    if (failed) throw new Error('some requests failed');
    if (process.env.BENCH_STRICT && share < TARGET) throw new Error('below the target');
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('close');
      await exited;
    }
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
