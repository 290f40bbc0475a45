/**
 * Backups and restores (decision 0044): the database and the stored files (DATA_DIR/files, or the
 * S3 bucket with STORAGE=s3: read and written through the file storage) in one timestamped folder
 * with a manifest that names every part with its size and SHA-256.
 *
 * - PostgreSQL (DATABASE_URL): `pg_dump --format=custom`, restored with `pg_restore` into an empty database.
 * - Embedded PGlite (DATA_DIR/db): the data folder as PGlite's own tarball (`dumpDataDir`), taken
 *   under the folder's lock, so only while the server is stopped; restored into a fresh folder.
 *
 * A backup is written into `<name>.<random>.partial` and renamed when complete: a folder without
 * that suffix is a whole backup. The files are copied after the database is dumped, so every report the dump
 * names is there (a file written later is an unreferenced extra that the sweep removes).
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { dataPaths, type AppConfig } from '../config';
import { migrationsFolder } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { openDurablePglite } from '../db/pglite-durable';
import { storageFor } from '../storage/storage-for';

const run = promisify(execFile);

export const MANIFEST_FILE = 'manifest.json';
const FORMAT = 1;
const PGLITE_DUMP = 'database.pglite.tar.gz';
const PG_DUMP = 'database.pgdump';

export interface ManifestPart {
  /** Relative to the backup folder, with forward slashes. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: number;
  app: 'ryggkollen';
  appVersion: string;
  createdAt: string;
  database: ManifestPart & { kind: 'pglite' | 'postgres'; migrationsApplied: number; serverVersion?: string };
  /** Where the files were kept (absent in backups made before S3 storage); a restore may put them in either. */
  storage?: { kind: 'disk' } | { kind: 's3'; bucket: string };
  /** The stored files (DATA_DIR/files or the bucket), each under `files/` by its storage key. */
  files: ManifestPart[];
  fileCount: number;
  fileBytes: number;
}

/** A failure an operator can act on: the CLI prints the message alone, without a stack trace. */
export class BackupError extends Error {
  override name = 'BackupError';
}

function appVersion(): string {
  if (process.env.npm_package_version) return process.env.npm_package_version;
  try {
    const pkg = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as { name?: string; version?: string };
    return pkg.name === 'ryggkollen' && pkg.version ? pkg.version : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** How many migrations this build of the app knows (drizzle's journal). */
export async function knownMigrationCount(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function part(root: string, relative: string): Promise<ManifestPart> {
  const file = path.join(root, relative);
  return { path: relative.split(path.sep).join('/'), bytes: (await stat(file)).size, sha256: await sha256File(file) };
}

/** `2026-11-27T15:04:05.123Z` → `20261127T150405Z`. */
function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

const countMigrationsSql = `SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`;

/** The major version of a PostgreSQL tool (`pg_dump (PostgreSQL) 15.20 (Debian …)` → 15), or a clear error when it is missing. */
async function toolMajor(tool: string): Promise<number> {
  let out: string;
  try {
    out = (await run(tool, ['--version'])).stdout;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      throw new BackupError(`${tool} was not found on PATH. Install the PostgreSQL client tools (the same major version as the server or newer).`);
    throw err;
  }
  const major = Number(/(\d+)(?:\.\d+)?/.exec(out)?.[1]);
  if (!major) throw new BackupError(`Could not read the version of ${tool}: ${out.trim()}`);
  return major;
}

async function withPgClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function dumpPostgres(url: string, folder: string): Promise<{ migrationsApplied: number; serverVersion: string }> {
  const { migrationsApplied, serverMajor, serverVersion } = await withPgClient(url, async (client) => {
    const version = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
    const applied = await client.query<{ n: number }>(countMigrationsSql).catch(() => ({ rows: [{ n: 0 }] }));
    return { migrationsApplied: applied.rows[0]!.n, serverMajor: Number(/^(\d+)/.exec(version)?.[1]), serverVersion: version };
  });
  const dumpMajor = await toolMajor('pg_dump');
  if (dumpMajor < serverMajor)
    throw new BackupError(`pg_dump ${dumpMajor} is older than the PostgreSQL server (${serverVersion}); install pg_dump ${serverMajor} or newer.`);
  // One snapshot for the whole dump (pg_dump runs in a single repeatable-read transaction).
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(folder, PG_DUMP)}`, `--dbname=${url}`], {
    maxBuffer: 16 * 1024 * 1024,
  }).catch((err: { stderr?: string }) => {
    throw new BackupError(`pg_dump failed: ${err.stderr?.trim() || String(err)}`);
  });
  return { migrationsApplied, serverVersion };
}

/** Dumps the embedded database; throws DataDirLockedError while the server (or anything else) has it open. */
async function dumpPglite(dataDir: string, folder: string): Promise<{ migrationsApplied: number }> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new BackupError(`There is no embedded database in ${dataDir} (DATA_DIR/db).`);
  const lock = await lockDataDir(dataDir);
  try {
    const client = openDurablePglite(dataDir);
    try {
      await client.waitReady;
      // Everything on disk in the data files, so the copy needs no recovery when it is opened.
      await client.exec('CHECKPOINT');
      const applied = await client.query<{ n: number }>(countMigrationsSql).catch(() => ({ rows: [{ n: 0 }] }));
      const dump = await client.dumpDataDir('gzip');
      await writeFile(path.join(folder, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
      return { migrationsApplied: applied.rows[0]!.n };
    } finally {
      await client.close();
    }
  } finally {
    await lock.release();
  }
}

export interface BackupResult {
  folder: string;
  manifest: BackupManifest;
}

/** Writes a backup of the configured database and stored files into a new folder under `outDir`. */
export async function createBackup(config: AppConfig, outDir: string, now = new Date()): Promise<BackupResult> {
  const paths = dataPaths(config);
  const name = `ryggkollen-backup-${stamp(now)}`;
  const folder = path.resolve(outDir, name);
  // Its own partial folder, so two backups started in the same second never write into one.
  const partial = `${folder}.${randomBytes(4).toString('hex')}.partial`;
  if (existsSync(folder)) throw new BackupError(`${folder} already exists.`);
  // Only the owner may read it (0700): it holds everyone's answers and health data. The files
  // inside are 0600 too, and pg_dump's file is within the folder whatever its mode.
  await mkdir(partial, { recursive: true, mode: 0o700 }).catch((err: NodeJS.ErrnoException) => {
    throw new BackupError(
      `Cannot create a folder in ${path.resolve(outDir)} (${err.code ?? err.message}). ` +
        `Create it for the user the backup runs as: install -d -m 700 -o <user> ${path.resolve(outDir)}`,
    );
  });
  try {
    const kind = config.databaseUrl ? 'postgres' : 'pglite';
    const db = config.databaseUrl ? await dumpPostgres(config.databaseUrl, partial) : await dumpPglite(paths.db, partial);
    const storage = storageFor(config);
    const files: ManifestPart[] = [];
    // Unfinished writes on disk (`*.tmp`) are left out.
    const keys = (await storage.list(''))
      .map((f) => f.key)
      .filter((key) => !key.endsWith('.tmp'))
      .sort();
    for (const key of keys) {
      const data = await storage.get(key);
      // Removed since it was listed (the sweep, an erased account): not part of this backup.
      if (!data) continue;
      const relative = path.join('files', ...key.split('/'));
      await mkdir(path.dirname(path.join(partial, relative)), { recursive: true, mode: 0o700 });
      await writeFile(path.join(partial, relative), data, { mode: 0o600 });
      files.push(await part(partial, relative));
    }
    const manifest: BackupManifest = {
      format: FORMAT,
      app: 'ryggkollen',
      appVersion: appVersion(),
      createdAt: now.toISOString(),
      database: { kind, ...(await part(partial, kind === 'postgres' ? PG_DUMP : PGLITE_DUMP)), ...db },
      storage: config.storage.kind === 's3' ? { kind: 's3', bucket: config.storage.bucket } : { kind: 'disk' },
      files,
      fileCount: files.length,
      fileBytes: files.reduce((sum, f) => sum + f.bytes, 0),
    };
    await writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    // Renaming onto a folder that exists and has files fails: the first of two racing backups wins.
    await rename(partial, folder).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOTEMPTY' || err.code === 'EEXIST') throw new BackupError(`${folder} already exists.`);
      throw err;
    });
    return { folder, manifest };
  } catch (err) {
    await rm(partial, { recursive: true, force: true });
    throw err;
  }
}

/** Reads a backup's manifest and checks every part against it (present, same size, same SHA-256). */
export async function verifyBackup(folder: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(folder, MANIFEST_FILE), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${folder} is not a backup: ${MANIFEST_FILE} is missing or unreadable.`);
  }
  if (manifest.app !== 'ryggkollen' || manifest.format !== FORMAT) throw new BackupError(`${folder}: unknown backup format.`);
  const known = await knownMigrationCount();
  if (manifest.database.migrationsApplied > known)
    throw new BackupError(
      `The backup has ${manifest.database.migrationsApplied} migrations applied but this version of the app knows ${known}: restore it with the app version that made it (${manifest.appVersion}) or newer.`,
    );
  const parts = [manifest.database, ...manifest.files];
  // Parts are inside the backup folder (files under files/): never an absolute path or a way out of it.
  for (const p of parts) {
    const file = path.resolve(folder, String(p.path));
    const within = p === manifest.database ? path.resolve(folder) : path.resolve(folder, 'files');
    if (typeof p.path !== 'string' || p.path.includes('\0') || !file.startsWith(within + path.sep))
      throw new BackupError(`The manifest names a file outside the backup: ${JSON.stringify(p.path)}`);
  }
  for (const p of parts) {
    const file = path.resolve(folder, p.path);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw new BackupError(`The backup is incomplete: ${p.path} is missing.`);
    if (info.size !== p.bytes || (await sha256File(file)) !== p.sha256) throw new BackupError(`The backup is damaged: ${p.path} does not match its checksum.`);
  }
  return manifest;
}

async function isEmptyDir(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  return entries.length === 0;
}

async function restorePostgres(url: string, dump: string): Promise<void> {
  const tables = await withPgClient(url, async (client) => {
    const res = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'`,
    );
    return res.rows[0]!.n;
  });
  if (tables > 0) throw new BackupError('The target database is not empty. Restore only into a new, empty database (createdb <name>).');
  await toolMajor('pg_restore');
  await run('pg_restore', ['--exit-on-error', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${url}`, dump], {
    maxBuffer: 16 * 1024 * 1024,
  }).catch((err: { stderr?: string }) => {
    throw new BackupError(`pg_restore failed: ${err.stderr?.trim() || String(err)}`);
  });
}

async function restorePglite(dataDir: string, dump: string): Promise<void> {
  const lock = await lockDataDir(dataDir);
  try {
    // The lock made the folder; anything in it is an existing database.
    if (!(await isEmptyDir(dataDir))) throw new BackupError(`${dataDir} is not empty. Restore only into a new DATA_DIR.`);
    const client = openDurablePglite(dataDir, { loadDataDir: new Blob([await readFile(dump)]) });
    try {
      await client.waitReady;
      await client.exec('CHECKPOINT');
    } finally {
      await client.close();
    }
  } finally {
    await lock.release();
  }
}

/**
 * Restores a verified backup into the configured, fresh database (an empty PostgreSQL database, or a
 * DATA_DIR without a database) and an empty DATA_DIR/files. Refuses anything that holds data.
 */
export async function restoreBackup(config: AppConfig, from: string): Promise<BackupManifest> {
  const folder = path.resolve(from);
  const manifest = await verifyBackup(folder);
  const paths = dataPaths(config);
  const target = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== target)
    throw new BackupError(
      manifest.database.kind === 'postgres'
        ? 'This backup is of a PostgreSQL database: set DATABASE_URL to a new, empty database.'
        : 'This backup is of the embedded database: unset DATABASE_URL and give a new DATA_DIR.',
    );
  const storage = storageFor(config);
  if (config.storage.kind === 's3') {
    if ((await storage.list('')).length > 0)
      throw new BackupError(`The bucket ${config.storage.bucket} is not empty. Restore only into a new, empty bucket (S3_BUCKET).`);
  } else if (!(await isEmptyDir(paths.files))) throw new BackupError(`${paths.files} is not empty. Restore only into a new DATA_DIR.`);
  const dump = path.join(folder, manifest.database.path);
  if (config.databaseUrl) await restorePostgres(config.databaseUrl, dump);
  else await restorePglite(paths.db, dump);
  // verifyBackup held every file's path inside files/: the rest is its storage key.
  for (const file of manifest.files) await storage.put(file.path.slice('files/'.length), await readFile(path.join(folder, file.path)));
  return manifest;
}
