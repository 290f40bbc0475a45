import { createHash } from 'node:crypto';
import { mkdir, open, realpath, stat, unlink } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * One process per embedded database folder. Two processes on one PGlite folder each see only
 * their own writes and one of them loses its confirmed saves, so the folder is locked.
 *
 * The lock is a Unix-domain socket the holder listens on. The kernel keeps it alive exactly as
 * long as the process: after a crash or `kill -9` the socket file is left but nobody answers it,
 * so the next start sees a stale lock at once (no PID files, so no false refusals when a PID is
 * reused). Taking over a stale lock happens under a short exclusive-create file, with the
 * liveness check repeated under it, so two processes starting together cannot both win.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number | undefined,
  ) {
    super(
      `The data folder ${dataDir} is in use by another process${holderPid ? ` (pid ${holderPid})` : ''}. ` +
        'The embedded database allows one process per folder: stop the other server first, give this one another DATA_DIR, ' +
        'or use PostgreSQL (DATABASE_URL) to run several processes on the same data.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly socketPath: string;
  release(): Promise<void>;
}

// sun_path holds 108 bytes on Linux (104 on macOS), the terminating NUL included.
const MAX_SOCKET_PATH_BYTES = 100;
const STALE_TAKEOVER_MS = 10_000;
const PROBE_TIMEOUT_MS = 2_000;
const MAX_ROUNDS = 100;

/** The lock of a database folder sits beside it: `<DATA_DIR>/db` is locked by `<DATA_DIR>/db.lock`. */
async function socketPathFor(dataDir: string): Promise<string> {
  const beside = `${dataDir}.lock`;
  if (Buffer.byteLength(beside) <= MAX_SOCKET_PATH_BYTES) return beside;
  // The folder's path is too long for a socket: use one in the temp folder, named by the folder's
  // real path, so every process on this machine that opens the same folder finds the same lock.
  const id = createHash('sha256')
    .update(await realpath(dataDir))
    .digest('hex')
    .slice(0, 24);
  return path.join(tmpdir(), `ryggkollen-${id}.lock`);
}

function listen(server: net.Server, socketPath: string): Promise<'listening' | 'in-use'> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (err.code === 'EADDRINUSE') resolve('in-use');
      else reject(err);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve('listening');
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(socketPath);
  });
}

/** Whether a live process answers on the socket, and its pid if it said. */
function probe(socketPath: string): Promise<{ alive: boolean; pid?: number }> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    let data = '';
    const done = (result: { alive: boolean; pid?: number }) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    // Connected but silent (a busy holder): still alive.
    const timer = setTimeout(() => done({ alive: true }), PROBE_TIMEOUT_MS);
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('end', () => {
      const pid = Number(/^\d+/.exec(data)?.[0]);
      done({ alive: true, ...(pid ? { pid } : {}) });
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      // Refused or gone: nobody holds it. Anything else: assume alive rather than risk two writers.
      done({ alive: !['ECONNREFUSED', 'ENOENT', 'ENOTSOCK'].includes(err.code ?? '') });
    });
  });
}

/** Holds the short takeover file, or returns false while another process holds a fresh one. */
async function acquireTakeover(takeoverPath: string): Promise<boolean> {
  try {
    await (await open(takeoverPath, 'wx')).close();
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const age = await stat(takeoverPath).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    // A takeover file this old was left by a process that died in the middle of one.
    if (age > STALE_TAKEOVER_MS) await unlink(takeoverPath).catch(() => undefined);
    return false;
  }
}

/**
 * Takes the lock of a database folder (created if missing) or throws DataDirLockedError. Take it
 * before the database opens the folder; release it after the database is closed.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const socketPath = await socketPathFor(dataDir);
  const takeoverPath = `${socketPath}.takeover`;
  const server = net.createServer((socket) => socket.end(`${process.pid}\n`));
  // The lock never keeps a process alive on its own (the CLI exits when its work is done).
  server.unref();
  const lock: DataDirLock = {
    socketPath,
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  for (let round = 0; round < MAX_ROUNDS; round++) {
    if ((await listen(server, socketPath)) === 'listening') return lock;
    const holder = await probe(socketPath);
    if (holder.alive) throw new DataDirLockedError(dataDir, holder.pid);
    if (!(await acquireTakeover(takeoverPath))) {
      await sleep(50 + Math.random() * 50);
      continue;
    }
    try {
      // Someone may have taken over between our probe and our takeover file: look again.
      const again = await probe(socketPath);
      if (again.alive) throw new DataDirLockedError(dataDir, again.pid);
      await unlink(socketPath).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
      if ((await listen(server, socketPath)) === 'listening') return lock;
    } finally {
      await unlink(takeoverPath).catch(() => undefined);
    }
  }
  throw new DataDirLockedError(dataDir, undefined);
}
