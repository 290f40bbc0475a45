import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const root = path.resolve(import.meta.dirname, '../../..');
const child = path.join(root, 'tests/support/lock-child.ts');
let base: string;
const running: ChildProcess[] = [];

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'rk-lock-'));
});
afterEach(() => {
  for (const c of running.splice(0)) c.kill('SIGKILL');
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

interface Outcome {
  process: ChildProcess;
  /** 'HELD' once the folder is held, or the REFUSED line, or the exit. */
  first: Promise<string>;
}

/** Starts a second process on the folder; resolves with its first line (HELD/REFUSED) or its exit. */
function start(mode: 'lock' | 'database', folder: string): Outcome {
  const proc = spawn(process.execPath, ['--import', 'tsx', child, mode, folder], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
  running.push(proc);
  let out = '';
  let err = '';
  const first = new Promise<string>((resolve) => {
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) resolve(line);
    });
    proc.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    proc.on('exit', (code) => resolve(`EXIT ${code} ${out}${err}`));
  });
  return { process: proc, first };
}

function stop(o: Outcome): Promise<void> {
  return new Promise((resolve) => {
    o.process.on('exit', () => resolve());
    o.process.stdin!.end();
  });
}

let n = 0;
const folder = () => path.join(base, `data-${++n}`, 'db');

describe('one process per embedded database folder', () => {
  it('refuses a second process with a clear message while the first holds the folder, and lets one in after', { timeout: 30_000 }, async () => {
    const dir = folder();
    const first = start('lock', dir);
    expect(await first.first).toMatch(/^HELD \d+$/);
    const second = start('lock', dir);
    const line = await second.first;
    expect(line).toContain(`REFUSED The data folder ${dir} is in use by another process (pid ${first.process.pid})`);
    expect(line).toContain('DATABASE_URL');
    await stop(first);
    const third = start('lock', dir);
    expect(await third.first).toMatch(/^HELD/);
    await stop(third);
  });

  it('refuses in this process too, and after release the folder can be taken again', async () => {
    const dir = folder();
    const held = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await held.release();
    const again = await lockDataDir(dir);
    await again.release();
  });

  it('takes over at once from a process that was killed with SIGKILL', { timeout: 30_000 }, async () => {
    const dir = folder();
    const victim = start('lock', dir);
    expect(await victim.first).toMatch(/^HELD/);
    victim.process.kill('SIGKILL');
    await new Promise((resolve) => victim.process.on('exit', resolve));
    // The socket file is left behind, but nobody answers it.
    expect(existsSync(`${dir}.lock`)).toBe(true);
    const next = start('lock', dir);
    expect(await next.first).toMatch(/^HELD/);
    await stop(next);
  });

  it('lets exactly one of several processes win a stale lock or an absent one', { timeout: 90_000 }, async () => {
    for (let round = 0; round < 4; round++) {
      const dir = folder();
      if (round % 2 === 1) {
        // A stale lock: the socket file of a process that was killed.
        const victim = start('lock', dir);
        await victim.first;
        victim.process.kill('SIGKILL');
        await new Promise((resolve) => victim.process.on('exit', resolve));
      }
      const racers = Array.from({ length: 4 }, () => start('lock', dir));
      const lines = await Promise.all(racers.map((r) => r.first));
      expect(
        lines.filter((l) => l.startsWith('HELD')),
        lines.join('\n'),
      ).toHaveLength(1);
      expect(lines.filter((l) => l.startsWith('REFUSED'))).toHaveLength(3);
      for (const r of racers) r.process.kill('SIGKILL');
    }
  });

  it('treats a leftover that is not a socket as stale', async () => {
    const dir = folder();
    await lockDataDir(dir).then((l) => l.release());
    await writeFile(`${dir}.lock`, 'left over');
    const lock = await lockDataDir(dir);
    await lock.release();
  });

  it('opens the real embedded database in one process only, and the CLI refuses while the server holds it', { timeout: 60_000 }, async () => {
    const dataDir = path.join(base, `server-${++n}`);
    const dir = path.join(dataDir, 'db');
    const server = start('database', dir);
    expect(await server.first).toMatch(/^HELD/);
    const second = start('database', dir);
    expect(await second.first).toMatch(/^REFUSED The data folder/);

    const cli = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'src/server/cli/create-admin.ts'), '--email', 'chef@example.se', '--name', 'Chef'],
      {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: 'hemligt123' },
        encoding: 'utf8',
      },
    );
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain(`The data folder ${dir} is in use by another process`);
    expect(cli.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
    await stop(server);
  });
});
