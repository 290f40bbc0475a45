import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder, openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { PGLITE_EXTENSIONS } from '../../src/server/db/pglite-durable';

/**
 * Which database the server tests run on. Vitest runs the server tests once on PGlite and, when
 * TEST_DATABASE_URL is set, once more on PostgreSQL (the `postgres` project sets TEST_DB).
 */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * A fresh, migrated, empty database of its own for one test file: nothing is shared between files.
 *
 * Creating a database and migrating it is most of a test app's start (PGlite's initdb takes about
 * two seconds), and the suite makes a few hundred. So the migrated, empty database is made once per
 * set of migrations and copied: PGlite starts from a dump of its data folder, PostgreSQL creates the
 * database from a template. The copy is the same empty, migrated database; `openDatabase` still
 * runs the migrations on it (finding none to apply).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind() === 'pglite') return openDatabase({ kind: 'pglite', dataDir: null, from: await pgliteSnapshot() });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return openFreshPostgres(adminUrl, 'rk_test');
}

/**
 * Like openTestDatabase, but one the configuration names as the server's would be: PGlite on the
 * folder `dataDir` (made from the same snapshot), or PostgreSQL with its URL (backups, restores).
 */
export async function openTestDatabaseOnDisk(dataDir: string): Promise<DatabaseHandle & { url?: string }> {
  if (testDatabaseKind() === 'pglite') return openDatabase({ kind: 'pglite', dataDir, from: await pgliteSnapshot() });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return openFreshPostgres(adminUrl, 'rk_test');
}

/** A new, migrated database `<prefix>_<random>` on the PostgreSQL server of `adminUrl`, dropped when closed (tests, benchmarks). */
export async function openFreshPostgres(adminUrl: string, prefix: string): Promise<DatabaseHandle & { url: string }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const template = await postgresTemplate(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url });
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** What the migrated database depends on: every migration file and the PGlite release. */
let fingerprint: Promise<string> | undefined;
function migrationsFingerprint(): Promise<string> {
  fingerprint ??= (async () => {
    const hash = createHash('sha256');
    const files = (await readdir(migrationsFolder, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    for (const file of files)
      hash
        .update(path.relative(migrationsFolder, file))
        .update('\0')
        .update(await readFile(file));
    const pglite = JSON.parse(await readFile(path.resolve('node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
    hash.update(`pglite ${pglite.version} ${Object.keys(PGLITE_EXTENSIONS).join(',')}`);
    return hash.digest('hex').slice(0, 16);
  })();
  return fingerprint;
}

const SNAPSHOT_DIR = path.resolve('.tmp/test-database');

/**
 * The dump of an empty PGlite with every migration applied, kept in `.tmp/test-database` under the
 * migrations' fingerprint. Test files run in parallel processes: each writes its own temporary file
 * and renames it into place, so a reader never sees half a dump.
 */
let snapshot: Promise<Blob> | undefined;
function pgliteSnapshot(): Promise<Blob> {
  snapshot ??= readOrMakeSnapshot();
  snapshot.catch(() => (snapshot = undefined));
  return snapshot;
}

async function readOrMakeSnapshot(): Promise<Blob> {
  const file = path.join(SNAPSHOT_DIR, `pglite-${await migrationsFingerprint()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await mkdir(SNAPSHOT_DIR, { recursive: true });
    const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file).catch(async (err: unknown) => {
      await rm(partial, { force: true });
      throw err;
    });
    return dump;
  } finally {
    await client.close();
  }
}

// Any fixed number; only the processes making the template share it.
const TEMPLATE_LOCK_KEY = 727_012;

/**
 * The name of a migrated, empty PostgreSQL database used as the template of each test database,
 * made by the first process that needs it (the others wait on an advisory lock). Nobody connects to
 * it afterwards, as CREATE DATABASE … TEMPLATE requires.
 */
async function postgresTemplate(adminUrl: string): Promise<string> {
  const template = `rk_template_${await migrationsFingerprint()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (existing.rowCount === 0) {
      // Built under another name and renamed, so a build that dies half-way is never used.
      const building = `${template}_build_${randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${building}`);
      const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, building) });
      await handle.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    }
    return template;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => undefined);
    await admin.end();
  }
}
