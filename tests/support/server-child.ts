import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerChild {
  url: string;
  pid: number;
  /** What the server wrote (its log and any error), for a failing test's message. */
  output(): string;
  /** Kills the process with the signal and resolves once it has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * The real server (src/server/main.ts, as `npm start` runs it, through tsx) as a process of its
 * own, with only the variables given (and PATH, HOME): the fault tests kill it. Resolves once its
 * readiness check answers 200; killed with SIGKILL when the test finishes if still running.
 */
export async function startServerChild(env: Record<string, string>, options: { timeoutMs?: number } = {}): Promise<ServerChild> {
  const port = Number(env.PORT);
  if (!port) throw new Error('startServerChild needs PORT');
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    const ready = await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(1000) })
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) {
      await kill('SIGKILL');
      throw new Error(`the server was not ready within the time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, pid: child.pid!, output: () => output, kill };
}
