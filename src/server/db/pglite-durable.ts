import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PGlite on a folder, with every commit on disk before it is confirmed.
 *
 * Out of the box PGlite starts Postgres with `-F` (fsync off), and the Emscripten file system it
 * writes through (NODEFS) has no `fsync`: writes reach the operating system's cache but are never
 * flushed, so they survive a killed process but not a power cut or kernel crash. Here Postgres runs
 * with fsync on, the WAL is synced with `fsync` (Emscripten's `fdatasync` is a no-op, its `fsync`
 * calls the stream's `fsync`), and NODEFS streams get a real `fsync`. Postgres then flushes the WAL
 * at every commit and the data files at every checkpoint, as it does on a server.
 */

/** The slice of Emscripten's NODEFS this relies on: a stream has the host file descriptor `nfd`. */
interface NodefsWithStreams {
  stream_ops?: { fsync?: (stream: { nfd?: number }) => number };
}

export interface DurableOptions {
  /** Called after each real fsync of a host file, with its descriptor (tests see which files). */
  onFsync?: (fd: number) => void;
  /** Starts a new folder from a `dumpDataDir` tarball instead of creating the cluster (a restore). */
  loadDataDir?: Blob;
}

class DurableNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly options: DurableOptions,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const onFsync = this.options.onFsync;
    const patch = (mod: { NODEFS?: unknown }) => {
      const nodefs = mod.NODEFS as NodefsWithStreams | undefined;
      // A PGlite upgrade that changes this must stop the start, never silently lose durability.
      if (!nodefs?.stream_ops) throw new Error('PGlite no longer exposes NODEFS.stream_ops: embedded durability cannot be guaranteed');
      nodefs.stream_ops.fsync = (stream) => {
        if (stream.nfd !== undefined) {
          fsyncSync(stream.nfd);
          onFsync?.(stream.nfd);
        }
        return 0;
      };
    };
    result.emscriptenOpts.preRun = [patch, ...(result.emscriptenOpts.preRun ?? [])];
    return result;
  }
}

/** The extensions the migrations create: pg_trgm for the customer search's indexes (migration 0010). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Postgres's start parameters for PGlite, with fsync on and the WAL synced by fsync. */
export function durableStartParams(): string[] {
  if (!PGlite.defaultStartParams.includes('-F')) throw new Error('PGlite start parameters changed: check embedded durability');
  return [...PGlite.defaultStartParams.filter((p) => p !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];
}

export function openDurablePglite(dataDir: string, options: DurableOptions = {}): PGlite {
  return new PGlite({
    fs: new DurableNodeFS(dataDir, options),
    startParams: durableStartParams(),
    extensions: PGLITE_EXTENSIONS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
}
