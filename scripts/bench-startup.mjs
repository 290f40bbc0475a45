// Time from `npm start` (node scripts/start.mjs) to the first healthy /api/health answer, on an
// existing build and data folder. Budget: ≤ 3 s. Runs 5 times and prints each and the median.
// BENCH_SMOKE=1 (the bench smoke test): one timed run, and the budget is reported, not enforced
// (the smoke test checks that the script works, on a machine that may be busy with other tests).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';
import { ensureBuild, root } from './ensure-build.mjs';

const SMOKE = process.env.BENCH_SMOKE === '1';
const BUDGET_MS = 3000;
const RUNS = SMOKE ? 1 : 5;

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'rk-bench-'));
ensureBuild();

async function once() {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (performance.now() - started > 30_000) throw new Error('server did not become healthy in 30 s');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

try {
  // The first run creates and migrates the database and seeds it; it is not part of the figure.
  const first = await once();
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(await once());
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`first start on an empty data dir: ${first.toFixed(0)} ms`);
  console.log(
    `ready (health answers) on existing build + data: ${times.map((t) => t.toFixed(0)).join(', ')} ms; median ${median.toFixed(0)} ms (budget ${BUDGET_MS} ms)`,
  );
  if (median > BUDGET_MS && !SMOKE) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
