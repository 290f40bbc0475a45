/**
 * Every `npm run bench…` script of package.json, run in its short mode (BENCH_SMOKE=1: tiny counts,
 * one run, seconds), so that a script that no longer starts fails `npm test`. The figures are not
 * judged here, only that the script finishes well and prints its result. Runs after the browser
 * tests (scripts/test.sh), on their production build: `npx vitest run --config vitest.bench.config.ts`.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const scripts = Object.keys((JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);

/** What each script prints when it has done its work: the line its result starts with. */
const RESULT: Record<string, RegExp> = {
  bench: /^The question list runs at \d+ % of the bare route \(target 80 %\)\./m,
  'bench:bundle': /^landing first load: JS \d+\.\d KB gzip/m,
  'bench:startup': /^ready \(health answers\) on existing build \+ data: \d+ ms; median \d+ ms/m,
  'bench:durability': /^Durable mode costs -?\d+\.\d\d ms more per commit/m,
  'bench:enumeration': /^Reply times by address state, 1 rounds each/m,
  'bench:report': /^Paid order → report in the SMTP mailbox \(production build, 1 orders\): median \d+ ms/m,
  'bench:dashboard': /^Dashboard on \d+ assessments \(pglite, 1 runs\): median \d+\.\d ms, p95 \d+\.\d ms/m,
  'bench:customers': /^Customer search on \d+ customers \(pglite, 1 runs\): median of searches \d+\.\d ms, slowest p95 \d+\.\d ms/m,
  'bench:load':
    /^POST \/api\/assessments on pglite: \d+ stored per second; the question list at \d+ % of bare Fastify; mixed load of \d+ visitors p99 \d+(\.\d)? ms/m,
  'bench:lighthouse': /^\/: performance \d+, accessibility \d+, best-practices \d+, seo \d+$/m,
};

/** The environment of a shell that runs the script by hand (not Vitest's test mode), in short mode. */
function smokeEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')));
  return { ...env, BENCH_SMOKE: '1' };
}

/** Stops a script that runs past `ms`, with everything it started (it leads its own process group). */
function run(script: string, ms: number): Promise<{ code: number | null; output: string; seconds: number }> {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: root,
    detached: true,
    env: smokeEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  const timer = setTimeout(() => {
    output += `\n[bench smoke test: stopped after ${ms / 1000} s]`;
    kill('SIGTERM');
    setTimeout(() => kill('SIGKILL'), 5000).unref();
  }, ms);
  return new Promise((resolve) => {
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, seconds: (performance.now() - started) / 1000 });
    });
  });
}

describe('every bench script runs (short mode)', () => {
  const benches = scripts.filter((name) => /^bench(:|$)/.test(name));

  it('knows what each bench script of package.json prints', () => {
    expect(benches.length).toBeGreaterThan(0);
    expect(benches.filter((name) => !RESULT[name])).toEqual([]);
  });

  for (const name of benches) {
    it(`npm run ${name}`, { timeout: 120_000 }, async () => {
      const { code, output, seconds } = await run(name, 110_000);
      const tail = output.split('\n').slice(-40).join('\n');
      expect(code, `npm run ${name} exited with ${code} after ${seconds.toFixed(0)} s:\n${tail}`).toBe(0);
      expect(output, `npm run ${name} printed no result:\n${tail}`).toMatch(RESULT[name] ?? /^$/);
      console.log(`npm run ${name}: ${seconds.toFixed(1)} s`);
    });
  }
});
