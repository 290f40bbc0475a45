// The report benchmark (issue 10). Run: npm run bench:report
//
// 1. pdfmake on the worker pool: the full report of three sample people, median and p95 render time
//    over 50 renders one at a time, and reports per second with every worker busy.
// 2. The same content as HTML printed by a warm headless Chromium (page.pdf), the approach most
//    peers take: the same figures, and the memory of each.
// 3. End to end on the production build: from the paid order (the built-in test provider's approval)
//    to the report in a real SMTP mailbox.
// 4. API latency of GET /api/assessment/questions while reports are made over HTTP.
//
// BENCH_SMOKE=1 (the bench smoke test): every part with tiny counts (3 renders, 1 order, 1-second
// samples), in seconds; the figures then mean nothing. RENDERS, THROUGHPUT_RENDERS, E2E_ORDERS and
// LOAD_SECONDS set a count either way.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { SAMPLE_ASSESSMENTS, sampleTests, type SampleAssessment } from '../src/shared/content/sample-assessments';
import { CONSENT_VERSION } from '../src/shared/domain/consent';
import { createRenderPool } from '../src/server/report/render/pool';
import { sampleReportDocument } from '../tests/support/reports';
import { startSmtpSink } from '../tests/support/smtp-sink';
import { documentToHtml } from './bench-report/html';
// @ts-expect-error: a plain ES module without types
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
// @ts-expect-error: a plain ES module without types
import { ensureBuild, root } from './ensure-build.mjs';

const SMOKE = process.env.BENCH_SMOKE === '1';
const RENDERS = Number(process.env.RENDERS ?? (SMOKE ? 3 : 50));
const THROUGHPUT_RENDERS = Number(process.env.THROUGHPUT_RENDERS ?? (SMOKE ? 4 : 64));
const E2E_ORDERS = Number(process.env.E2E_ORDERS ?? (SMOKE ? 1 : 5));
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? (SMOKE ? 1 : 12));
const IDLE_SECONDS = SMOKE ? 1 : 5;
/** Warm-up rounds before timing (compositions, pool rounds, Chromium prints). */
const WARM_UP = SMOKE ? 1 : 6;

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const pct = (xs: number[], p: number) => {
  const s = sorted(xs);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const ms = (n: number) => `${n.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const sleep = (n: number) => new Promise((r) => setTimeout(r, n));

function pdfPages(pdf: Buffer, dir: string): number {
  const file = path.join(dir, `p-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1] ?? 0);
}

/**
 * Proportional memory (PSS: each shared page divided among the processes sharing it, so Chromium's
 * many processes are not counted twice over) of a process, from /proc.
 */
function pss(pid: number): number {
  try {
    const kb = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0; // gone meanwhile
  }
}

/** This process's descendants (Chromium's browser, renderer, GPU and utility processes). */
function descendants(): number[] {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number) as [number, number]);
  const mine = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of table) {
      if (!mine.has(pid) && mine.has(ppid)) {
        mine.add(pid);
        grew = true;
      }
    }
  }
  mine.delete(process.pid);
  return [...mine];
}

const ownPss = () => pss(process.pid);

/** Reports per second of `renders` all asked for at once (nothing else measured meanwhile). */
async function perSecond(renders: number, work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return renders / ((performance.now() - started) / 1000);
}

/** The peak of a memory figure, read every 100 ms while `work` runs (a separate pass: reading costs time). */
async function peakDuring(read: () => number, work: () => Promise<unknown>): Promise<number> {
  let peak = read();
  const timer = setInterval(() => (peak = Math.max(peak, read())), 100);
  try {
    await work();
    return Math.max(peak, read());
  } finally {
    clearInterval(timer);
  }
}

// The production build: its render worker is the one measured, and its server the one called.
ensureBuild();
const scratch = mkdtempSync(path.join(tmpdir(), 'rk-bench-report-'));
const composeFor = (sample: SampleAssessment) => sampleReportDocument(sample.id, new Date());
const docs = SAMPLE_ASSESSMENTS.map(composeFor);
const composeTimes: number[] = [];
for (let i = 0; i < (SMOKE ? 3 : 30); i++) {
  const started = performance.now();
  composeFor(SAMPLE_ASSESSMENTS[i % 3]!);
  composeTimes.push(performance.now() - started);
}

// ---- 1. pdfmake on the worker pool --------------------------------------------------------------
const workers = availableParallelism();
const pssBefore = ownPss();
const pool = createRenderPool({ size: workers, script: pathToFileURL(path.join(root, 'dist/server/render-worker.js')) });
for (let i = 0; i < (SMOKE ? 1 : workers * 3); i++) await Promise.all(Array.from({ length: workers }, (_, j) => pool.render(docs[(i + j) % 3]!)));
const pdfmakeTimes: number[] = [];
let pdfmakePages: number[] = [];
let pdfmakeBytes = 0;
for (let i = 0; i < RENDERS; i++) {
  const started = performance.now();
  const { pdf, pages } = await pool.render(docs[i % 3]!);
  pdfmakeTimes.push(performance.now() - started);
  if (i < 3) {
    pdfmakePages.push(pages);
    pdfmakeBytes += pdf.length / 3;
  }
}
const pdfmakeBatch = () => Promise.all(Array.from({ length: THROUGHPUT_RENDERS }, (_, i) => pool.render(docs[i % 3]!)));
const pdfmakeRate = await perSecond(THROUGHPUT_RENDERS, pdfmakeBatch);
const pdfmakeMemory = (await peakDuring(ownPss, pdfmakeBatch)) - pssBefore;
await pool.close();
pdfmakePages = pdfmakePages.slice(0, 3);

// ---- 2. The same content printed by a warm headless Chromium ------------------------------------
const htmlFiles = docs.map((doc, i) => {
  const file = path.join(scratch, `report-${i}.html`);
  writeFileSync(file, documentToHtml(doc));
  return pathToFileURL(file).href;
});
const footerTemplate =
  '<div style="font-family:Inter,sans-serif;font-size:8.5pt;color:#4b5652;width:100%;padding:0 56pt;display:flex;justify-content:space-between"><span>Ryggkollen · personlig ryggrapport</span><span>Sida <span class="pageNumber"></span> av <span class="totalPages"></span></span></div>';
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const context = await browser.newContext();
async function chromiumPdf(page: Page, i: number): Promise<Buffer> {
  await page.goto(htmlFiles[i % 3]!, { waitUntil: 'load' });
  return page.pdf({ preferCSSPageSize: true, printBackground: true, displayHeaderFooter: true, headerTemplate: '<span></span>', footerTemplate });
}
const page = await context.newPage();
for (let i = 0; i < WARM_UP; i++) await chromiumPdf(page, i);
const chromiumTimes: number[] = [];
const chromiumPages: number[] = [];
let chromiumBytes = 0;
for (let i = 0; i < RENDERS; i++) {
  const started = performance.now();
  const pdf = await chromiumPdf(page, i);
  chromiumTimes.push(performance.now() - started);
  if (i < 3) {
    chromiumPages.push(pdfPages(pdf, scratch));
    chromiumBytes += pdf.length / 3;
  }
}
const pages = [page, await context.newPage()];
for (const p of pages.slice(1)) for (let i = 0; i < Math.ceil(WARM_UP / 2); i++) await chromiumPdf(p, i);
const chromiumBatch = () =>
  Promise.all(
    pages.map(async (p, k) => {
      for (let i = k; i < THROUGHPUT_RENDERS; i += pages.length) await chromiumPdf(p, i);
    }),
  );
const chromiumRate = await perSecond(THROUGHPUT_RENDERS, chromiumBatch);
const chromiumPids = descendants();
const chromiumMemory = await peakDuring(() => chromiumPids.reduce((sum, pid) => sum + pss(pid), 0), chromiumBatch);
await browser.close();

// ---- 3 and 4. The production build: paid order → mailbox, API latency while rendering -----------
const smtp = await startSmtpSink();
// A port nothing listens on now (another checkout's servers may be running on this machine).
const port = await new Promise<number>((resolve, reject) => {
  const probe = createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as { port: number };
    probe.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = path.join(scratch, 'data');
const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Ryggkollen <no-reply@ryggkollen.test>',
    SUPPORT_EMAIL: 'support@ryggkollen.test',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let clients = 0;
const nextIp = () => `10.77.${Math.floor(++clients / 250) % 250}.${(clients % 250) + 1}`;
async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(base + url, {
    method,
    headers: { 'x-forwarded-for': nextIp(), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
for (let i = 0; ; i++) {
  if (
    await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false)
  )
    break;
  if (i > 300) throw new Error('the server did not start');
  await sleep(100);
}

/** An account, signed in: registered, its code read from the SMTP mailbox, verified. */
async function account(email: string): Promise<string> {
  const before = smtp.messages.length;
  const reg = await call('POST', '/api/register', { name: 'Bänk Testsson', email, password: 'hemligt123' });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const cookie = /rk_signup=[^;]+/.exec(reg.headers.get('set-cookie') ?? '')?.[0] ?? '';
  const mails = await smtp.waitFor(before + 1, 15_000);
  const code = mails
    .slice(before)
    .find((m) => JSON.stringify(m.to).includes(email))
    ?.subject?.match(/^(\d{6}) /)?.[1];
  const res = await call('POST', '/api/verify-email', { email, code }, { cookie });
  if (res.status !== 200) throw new Error(`verify: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

const bankKeys = ((await (await call('GET', '/api/assessment/questions')).json()) as { questions: { key: string }[] }).questions.map((q) => q.key);
async function storeAssessment(token: string, sample: SampleAssessment): Promise<string> {
  const tests = bankKeys.map((key) => ({ testId: key, completion: sample.answers[key] ?? 'skipped' }));
  const res = await call(
    'POST',
    '/api/assessments',
    {
      responses: { tests, completedAt: new Date().toISOString() },
      status: 'completed',
      consent: { givenAt: new Date().toISOString(), version: CONSENT_VERSION },
    },
    { authorization: `Bearer ${token}` },
  );
  if (res.status !== 201) throw new Error(`assessment: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

const endToEnd: number[] = [];
for (let i = 0; i < E2E_ORDERS; i++) {
  const sample = SAMPLE_ASSESSMENTS[i % 3]!;
  const email = `bank.${i}.${Date.now()}@example.se`;
  const token = await account(email);
  const assessmentId = await storeAssessment(token, sample);
  const auth = { authorization: `Bearer ${token}` };
  const session = await call('POST', '/api/payments/test/session', { assessmentId, withdrawalConsent: true }, auth);
  if (session.status !== 200) throw new Error(`payment session: ${session.status} ${await session.text()}`);
  const before = smtp.messages.length;
  // From the payment's approval (the built-in test provider; Klarna's call would come first).
  const started = performance.now();
  const paid = await call('POST', '/api/payments/test/authorize', { assessmentId, authorizationToken: `test-approved:${assessmentId}` }, auth);
  if (paid.status !== 200) throw new Error(`payment: ${paid.status} ${await paid.text()}`);
  for (;;) {
    const mail = smtp.messages.slice(before).find((m) => JSON.stringify(m.to).includes(email) && m.attachments.length === 1);
    if (mail) break;
    if (performance.now() - started > 30_000) throw new Error('no report mail within 30 s');
    await sleep(2);
  }
  endToEnd.push(performance.now() - started);
}

/** GET /api/assessment/questions every 10 ms for `seconds`, timed from a process of its own. */
function sampleQuestions(seconds: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/bench-report/sampler.mjs'), base, String(seconds)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as number[]) : reject(new Error(`sampler exited ${code}`))));
  });
}
const idle = await sampleQuestions(IDLE_SECONDS);
let rendering = true;
let made = 0;
const loadStarted = performance.now();
const load = Array.from({ length: workers * 2 }, async (_, k) => {
  for (let i = k; rendering; i++) {
    const sample = SAMPLE_ASSESSMENTS[i % 3]!;
    const res = await call('POST', '/api/test-generate-report', {
      name: sample.name,
      email: sample.email,
      kind: 'full',
      assessmentData: { tests: sampleTests(sample) },
    });
    if (res.status !== 200) throw new Error(`test report: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    made++;
  }
});
const busy = await sampleQuestions(LOAD_SECONDS);
rendering = false;
await Promise.all(load);
const httpRate = made / ((performance.now() - loadStarted) / 1000);
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
await smtp.close();
rmSync(scratch, { recursive: true, force: true });

// ---- Figures ----------------------------------------------------------------------------------
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');
const pdfmakeMedian = pct(pdfmakeTimes, 50);
console.log(
  `\nReport benchmark, ${new Date().toISOString().slice(0, 10)}: ${cpus()[0]?.model ?? 'cpu'} × ${cpus().length}, ${mb(totalmem())} RAM, Node ${process.version}`,
);
console.log(`Full report of three sample people (${pdfmakePages.join(', ')} pages), ${RENDERS} renders one at a time, then ${THROUGHPUT_RENDERS} at once.\n`);
console.table({
  'pdfmake, worker pool': {
    'median ms': Math.round(pdfmakeMedian),
    'p95 ms': Math.round(pct(pdfmakeTimes, 95)),
    'reports/s (all cores)': Number(pdfmakeRate.toFixed(1)),
    'renderer memory (peak PSS)': mb(pdfmakeMemory),
    pages: pdfmakePages.join('/'),
    'KB per PDF': Math.round(pdfmakeBytes / 1024),
  },
  'Chromium page.pdf (warm)': {
    'median ms': Math.round(pct(chromiumTimes, 50)),
    'p95 ms': Math.round(pct(chromiumTimes, 95)),
    'reports/s (all cores)': Number(chromiumRate.toFixed(1)),
    'renderer memory (peak PSS)': mb(chromiumMemory),
    pages: chromiumPages.join('/'),
    'KB per PDF': Math.round(chromiumBytes / 1024),
  },
});
console.log(`Composition (main thread, before rendering): median ${ms(pct(composeTimes, 50))}, p95 ${ms(pct(composeTimes, 95))}.`);
console.log(
  `Paid order → report in the SMTP mailbox (production build, ${E2E_ORDERS} orders): median ${ms(pct(endToEnd, 50))}, max ${ms(Math.max(...endToEnd))}.`,
);
console.log(
  `GET /api/assessment/questions, idle: p50 ${pct(idle, 50).toFixed(1)} ms, p99 ${pct(idle, 99).toFixed(1)} ms (${idle.length} calls); ` +
    `while ${made} full reports were made over HTTP (${httpRate.toFixed(1)}/s): p50 ${pct(busy, 50).toFixed(1)} ms, p95 ${pct(busy, 95).toFixed(1)} ms, p99 ${pct(busy, 99).toFixed(1)} ms, max ${Math.max(...busy).toFixed(1)} ms (${busy.length} calls).`,
);
console.log('\nTargets:');
console.log(`  median render ≤ 200 ms: ${ms(pdfmakeMedian)}, ${verdict(pdfmakeMedian <= 200)}`);
console.log(`  ≥ 8 reports/s on ${workers} cores: ${pdfmakeRate.toFixed(1)}/s, ${verdict(pdfmakeRate >= 8)}`);
console.log(
  `  faster than Chromium: ${(pct(chromiumTimes, 50) / pdfmakeMedian).toFixed(1)}× faster median, ${verdict(pdfmakeMedian < pct(chromiumTimes, 50) && pdfmakeRate > chromiumRate)}`,
);
console.log(
  `  at a fraction of its memory: ${mb(pdfmakeMemory)} vs ${mb(chromiumMemory)} (${((100 * pdfmakeMemory) / chromiumMemory).toFixed(0)} %), ${verdict(pdfmakeMemory < chromiumMemory / 2)}`,
);
console.log(`  paid → mailbox ≤ 5 s: max ${ms(Math.max(...endToEnd))}, ${verdict(Math.max(...endToEnd) <= 5000)}`);
console.log(`  API p99 ≤ 50 ms while rendering: ${pct(busy, 99).toFixed(1)} ms, ${verdict(pct(busy, 99) <= 50)}`);
