import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs a trivial query; used by the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

// The build copies the migrations next to the server bundle, so this resolves in both layouts.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number works; it only has to be the same for every process of this app.
const MIGRATION_LOCK_KEY = 727_011;

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

export interface OpenOptions {
  /**
   * Called when an idle PostgreSQL connection fails (the server restarted, or the connection was
   * terminated). Without a listener node-postgres would crash the process; the pool simply opens
   * a new connection on the next query.
   */
  onIdleError?: (err: Error) => void;
}

/** Opens the database and applies pending migrations. `dataDir: null` is an in-memory PGlite. */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    pool.on('error', (err) => options.onIdleError?.(err));
    const db = drizzlePg(pool, { schema });
    // Several API processes may start at once: serialise migrations with an advisory lock.
    const lockClient = await pool.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(db, { migrationsFolder });
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      lockClient.release();
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      ping: async () => void (await pool.query('SELECT 1')),
      close: () => pool.end(),
    };
  }

  if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
  const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: async () => void (await client.query('SELECT 1')),
    close: () => client.close(),
  };
}
