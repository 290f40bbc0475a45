// How fast is the question list against a bare Fastify route that sends the same bytes? In one
// run, 50 connections for a few seconds each: the bare route, GET /api/assessment/questions of the
// real app (production configuration, PGlite in a temporary DATA_DIR, job workers running, the
// log written as in production but to /dev/null), and GET /api/health. The servers run in a child
// process so the load generator does not share their event loop.
// Run: npm run bench   (BENCH_SECONDS=1 for a short run; BENCH_CPU_PROF=<dir> profiles the servers)
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
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
      import('../src/server/test-support/production-env'),
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
  const bytes = await sample.text();
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
  process.send?.({ bare: barePort, app: appPort, bytes: Buffer.byteLength(bytes) });
}

interface Result {
  name: string;
  requests: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string): Promise<Result> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, requests: result.requests.average, p99: result.latency.p99, errors };
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
    console.log(`${CONNECTIONS} connections, ${SECONDS} s each; the answer is ${(ports.bytes / 1024).toFixed(1)} KB`);
    // A short warm-up, so the first measurement does not pay for the JIT.
    await autocannon({ url: `http://127.0.0.1:${ports.app}/api/assessment/questions`, connections: 10, amount: 500 });
    const results = [
      await measure('bare Fastify, same bytes', `http://127.0.0.1:${ports.bare}/`),
      await measure('GET /api/assessment/questions', `http://127.0.0.1:${ports.app}/api/assessment/questions`),
      await measure('GET /api/health', `http://127.0.0.1:${ports.app}/api/health`),
    ];
    const bare = results[0]!.requests;
    console.log('\n| route | req/s | p99 ms | of bare | errors |\n|---|---:|---:|---:|---:|');
    for (const r of results) console.log(`| ${r.name} | ${Math.round(r.requests)} | ${r.p99} | ${Math.round((r.requests / bare) * 100)} % | ${r.errors} |`);
    const share = results[1]!.requests / bare;
    const failed = results.some((r) => r.errors > 0);
    console.log(`\nThe question list runs at ${Math.round(share * 100)} % of the bare route (target ${TARGET * 100} %).`);
    if (failed) throw new Error('some requests failed');
    if (process.env.BENCH_STRICT && share < TARGET) throw new Error('below the target');
  } finally {
    child.send('close');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
