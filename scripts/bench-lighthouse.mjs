// Lighthouse 12 in its default mobile config (simulated slow 4G, 4x CPU slowdown) on the
// production build served by the production server, in Debian's Chromium. Prints per page the
// four category scores, LCP, FCP, TBT, CLS and the bytes transferred. Each page runs LH_RUNS
// times (default 3); the run with the median performance score is shown (LH_REPORT_DIR=folder
// keeps its full JSON result; LH_PAGES=/,/faq picks the pages). Never downloads a browser.
// BENCH_SMOKE=1 (the bench smoke test): the landing page, one run.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { freePort } from './free-port.mjs';
import { ensureBuild, root } from './ensure-build.mjs';

const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const SMOKE = process.env.BENCH_SMOKE === '1';
// Every public page (issue 21): the ones a visitor arrives at from a search or a link.
const ALL_PAGES = ['/', '/assessment', '/butik', '/produkt/ryggrapport', '/faq', '/om-oss', '/kontakt', '/login', '/register'];
const PAGES = process.env.LH_PAGES ? process.env.LH_PAGES.split(',') : SMOKE ? ['/'] : ALL_PAGES;
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? (SMOKE ? 1 : 3)));
// When set, the median run's full Lighthouse result per page is written there as JSON.
const REPORT_DIR = process.env.LH_REPORT_DIR ? path.resolve(process.env.LH_REPORT_DIR) : null;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// In short mode the page loads once: no second navigation for the back/forward cache audit, and no
// simulated slow network to compute (the figures are not judged then).
const SMOKE_FLAGS = SMOKE ? { skipAudits: ['bf-cache'], throttlingMethod: 'provided' } : {};

// The server and Chromium lead process groups of their own; on Ctrl-C they are ended here, and
// the temporary folders removed.
const running = new Set();
const temporary = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
    process.exit(130);
  });
}

function tempDir(parent, prefix) {
  const dir = mkdtempSync(path.join(parent, prefix));
  temporary.add(dir);
  return dir;
}

function track(child) {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Ends a process this script started, with its children (it leads its own process group). */
async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

async function waitForHealth(base, server) {
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server exited during start');
    if (Date.now() - started > 60_000) throw new Error('the server did not become healthy in 60 s');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts Chromium with remote debugging on a port it picks itself; resolves with that port. */
function startChromium(profileDir) {
  const child = track(
    spawn(CHROMIUM, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'], {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop(child);
      reject(new Error(`Chromium did not start in 30 s:\n${output}`));
    }, 30_000);
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const match = output.match(/DevTools listening on ws:\/\/[^\s/]+:(\d+)\//);
      if (match) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]) });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before it was ready:\n${output}`));
    });
  });
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    transferred: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    uncompressed: requests.reduce((sum, r) => sum + (r.resourceSize ?? 0), 0),
    requests: requests.length,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    warnings: lhr.runWarnings ?? [],
    lhr,
  };
}

/**
 * One Lighthouse run in a fresh Chromium with an empty profile, as the Lighthouse CLI does. A run
 * that fails to record its trace (NO_NAVSTART and kin, seen now and then) is tried again.
 */
async function audit(url, attempt = 1) {
  const profileDir = tempDir(tmpdir(), 'rk-lh-chromium-');
  let chromium;
  try {
    chromium = await startChromium(profileDir);
    const result = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ...SMOKE_FLAGS });
    const error = result?.lhr?.runtimeError;
    if (!result?.lhr || error) {
      if (attempt < 3) return await audit(url, attempt + 1);
      throw new Error(`${url}: ${error ? `${error.code} ${error.message}` : 'no result'}`);
    }
    return summarise(result.lhr);
  } finally {
    await stop(chromium?.child);
    rmSync(profileDir, { recursive: true, force: true });
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sec = (ms) => `${(ms / 1000).toFixed(2)} s`;

ensureBuild();
// The server runs from a copy of the build, so that another build of dist/ meanwhile changes nothing.
mkdirSync(path.join(root, '.tmp'), { recursive: true });
const work = tempDir(path.join(root, '.tmp'), 'bench-lighthouse-');
cpSync(path.join(root, 'dist'), path.join(work, 'dist'), { recursive: true });
const dataDir = tempDir(tmpdir(), 'rk-lh-data-');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

let server;
try {
  server = track(
    spawn(process.execPath, [path.join(work, 'dist/server/main.js')], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit'],
      // A valid production configuration; PUBLIC_URL is plain http because the bench has no TLS.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: base,
        SUPPORT_EMAIL: 'hej@ryggkollen.se',
        MAIL_FROM: 'Ryggkollen <no-reply@ryggkollen.se>',
        COMPANY_NAME: 'Ryggkollen',
        COMPANY_OWNER: 'Anna Berg',
        COMPANY_ORG_NUMBER: '5560160680',
        COMPANY_ADDRESS: 'Storgatan 1, 111 22 Stockholm',
        // Production refuses the built-in payment provider unless told it is a demo. The pages
        // measured take no payment, and the test provider needs no outside service or credentials.
        PAYMENT_PROVIDER: 'test',
        ALLOW_TEST_PAYMENTS: 'true',
      },
    }),
  );
  await waitForHealth(base, server);

  // Lighthouse scales the CPU time it observes: other work on the machine makes TBT and LCP worse.
  const load = () => loadavg()[0].toFixed(2);
  console.log(
    `Lighthouse, ${RUNS} run(s) a page, ${SMOKE ? 'short mode (no simulated throttling)' : 'mobile defaults'}, ${base}; ${cpus().length} cores, load average ${load()}`,
  );
  const results = [];
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${base}${page}`));
    runs.sort((a, b) => a.scores.performance - b.scores.performance);
    const median = runs[Math.floor(runs.length / 2)];
    results.push({ page, median, all: runs.map((r) => r.scores.performance) });
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(path.join(REPORT_DIR, `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}.json`), JSON.stringify(median.lhr));
    }
  }

  console.log(`load average after the runs: ${load()}`);
  for (const { page, median: r, all } of results) {
    const scores = CATEGORIES.map((c) => `${c} ${r.scores[c]}`).join(', ');
    console.log(`\n${page}: ${scores}${RUNS > 1 ? ` (performance over runs: ${all.join(', ')})` : ''}`);
    console.log(`  LCP ${sec(r.lcp)}, FCP ${sec(r.fcp)}, TBT ${r.tbt.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}`);
    console.log(`  transferred ${kb(r.transferred)} in ${r.requests} requests (${kb(r.uncompressed)} uncompressed)`);
    if (r.lcpElement) console.log(`  LCP element: ${r.lcpElement}`);
    for (const w of r.warnings) console.log(`  warning: ${w}`);
  }
} finally {
  await stop(server);
  rmSync(work, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
