import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { openDurablePglite, PGLITE_EXTENSIONS } from './pglite-durable';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs a trivial query; used by the health check. */
  ping(): Promise<void>;
  /** Raw SQL with $1… parameters, for libraries that bring their own SQL (pg-boss). Several statements only without parameters. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

// The build copies the migrations next to the server bundle, so this resolves in both layouts.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number works; it only has to be the same for every process of this app.
const MIGRATION_LOCK_KEY = 727_011;

/**
 * `dataDir: null` is an in-memory PGlite; `from` starts it (or a new data folder) from a dump of a
 * migrated data folder (`PGlite.dumpDataDir`) instead of creating a cluster, which takes seconds
 * (the tests' databases).
 */
export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null; from?: Blob };

export interface OpenOptions {
  /**
   * Called when a PostgreSQL connection fails (the server restarted, or the connection was
   * terminated), idle in the pool or checked out by a transaction. Without a listener
   * node-postgres would crash the process; the pool simply opens a new connection on the next query.
   */
  onIdleError?: (err: Error) => void;
  /** Told when a step that may take a while starts (creating the embedded database takes ~20 s), for the log. */
  onProgress?: (message: string) => void;
}

/** Opens the database and applies pending migrations. `dataDir: null` is an in-memory PGlite. */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // The pool re-emits an idle connection's error; each connection's own listener (below) has
    // already told onIdleError, so the pool's only keeps the event from being unhandled.
    pool.on('error', () => undefined);
    // A connection checked out of the pool (a transaction between two statements) has no listener
    // of the pool's: its ending (PostgreSQL restarted, the session terminated) would be an
    // unhandled 'error' event that takes the process down. Each connection gets one for good; the
    // transaction's next statement fails, and the pool drops the connection when it comes back.
    pool.on('connect', (client) => {
      client.on('error', (err) => options.onIdleError?.(err));
    });
    const db = drizzlePg(pool, { schema });
    // Several API processes may start at once: serialise migrations with an advisory lock.
    const lockClient = await pool.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      options.onProgress?.('applying database migrations…');
      await migratePg(db, { migrationsFolder });
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      lockClient.release();
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      ping: async () => void (await pool.query('SELECT 1')),
      executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
      close: () => pool.end(),
    };
  }

  // On a folder: one process only (the lock), and every commit synced to disk (durable PGlite).
  const lock = target.dataDir ? await lockDataDir(target.dataDir) : null;
  let client: PGlite | undefined;
  try {
    if (target.dataDir) {
      // PostgreSQL's data folder has PG_VERSION once initdb has run; without it PGlite creates the cluster.
      const creating = !existsSync(path.join(target.dataDir, 'PG_VERSION'));
      options.onProgress?.(
        creating
          ? `creating the embedded database in ${target.dataDir} (first start: this can take up to half a minute)…`
          : `opening the embedded database in ${target.dataDir}…`,
      );
    }
    // `from` on a folder only seeds a new one (PGlite refuses to load over an existing cluster).
    const seed = target.from && target.dataDir && !existsSync(path.join(target.dataDir, 'PG_VERSION')) ? { loadDataDir: target.from } : {};
    client = target.dataDir
      ? openDurablePglite(target.dataDir, seed)
      : new PGlite({ extensions: PGLITE_EXTENSIONS, ...(target.from ? { loadDataDir: target.from } : {}) });
    const opened = client;
    const db = drizzlePglite(opened, { schema });
    // Started by the first query anyway; waited for here so the log tells starting from migrating.
    await opened.waitReady;
    options.onProgress?.('applying database migrations…');
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      ping: async () => void (await opened.query('SELECT 1')),
      async executeSql(text, values) {
        if (values?.length) return { rows: (await opened.query(text, values)).rows };
        // PGlite's query() takes one statement; exec() takes several (without parameters).
        const results = await opened.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
      async close() {
        try {
          await opened.close();
        } finally {
          await lock?.release();
        }
      },
    };
  } catch (err) {
    await client?.close().catch(() => undefined);
    await lock?.release();
    throw err;
  }
}
