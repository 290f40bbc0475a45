import { cp, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { bearer, signUp } from '../../../tests/support/accounts';
import { payWithTestProvider } from '../../../tests/support/payments';
import { completeAs, sampleAnswers } from '../../../tests/support/reports';
import { testAppForTest } from '../../../tests/support/test-app';
import { databaseUrl, testDatabaseKind } from '../../../tests/support/test-database';
import { startLocalS3 } from '../../../tests/support/s3-server';
import { storageFor } from '../storage/storage-for';
import { BackupError, createBackup, knownMigrationCount, restoreBackup, verifyBackup, type BackupManifest } from './backup';

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A new, empty PostgreSQL database for a restore, dropped when the test finishes. */
async function emptyPostgres(): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `rk_restore_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  onTestFinished(async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  return databaseUrl(adminUrl, name);
}

const onPostgres = testDatabaseKind() === 'postgres';

describe('backup and restore', () => {
  it('a paid order and its report survive a backup and a restore into a fresh place', { timeout: 60_000 }, async () => {
    const sourceDir = await tempDir('rk-backup-src-');
    const t = await testAppForTest({ seed: true, onDisk: true, env: { DATA_DIR: sourceDir } });
    const buyer = await signUp(t, 'backup.kund@example.se', 'hemligt123', 'Berit Backup');
    const assessmentId = await completeAs(t, buyer.token, sampleAnswers('ischias'));
    const order = await payWithTestProvider(t, buyer.token, assessmentId);
    await t.runJobs();
    const [report] = (await t.app.inject({ method: 'GET', url: '/api/my-reports', headers: bearer(buyer.token) })).json() as { id: string }[];
    expect(report).toBeDefined();
    const original = await t.app.inject({ method: 'GET', url: `/api/reports/${report!.id}/download`, headers: bearer(buyer.token) });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const orderBefore = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.order_id}`, headers: bearer(buyer.token) })).json() as unknown;
    expect(orderBefore).toMatchObject({ orderNumber: order.orderNumber });
    const out = await tempDir('rk-backups-');
    if (!onPostgres) {
      // The embedded database while the server runs: refused, with the operator told why.
      await expect(createBackup(t.config, out)).rejects.toBeInstanceOf(DataDirLockedError);
      expect(await readdir(out)).toEqual([]);
      await t.close();
    }
    // PostgreSQL is dumped while the server runs (and its test database is dropped when it closes).

    const { folder, manifest } = await createBackup(t.config, out, new Date('2026-11-27T03:00:00Z'));
    expect(path.basename(folder)).toBe('ryggkollen-backup-20261127T030000Z');
    expect(manifest.database.kind).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(manifest.database.migrationsApplied).toBe(await knownMigrationCount());
    expect(manifest.fileCount).toBeGreaterThanOrEqual(1);
    expect(manifest.fileBytes).toBeGreaterThanOrEqual(original.rawPayload.length);
    expect(JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8'))).toEqual(manifest);
    // Everyone's answers are in it: only its owner may read the folder, and what the app wrote in it.
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(folder, 'manifest.json'))).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(folder, manifest.files[0]!.path))).mode & 0o777).toBe(0o600);
    if (!onPostgres) expect((await stat(path.join(folder, manifest.database.path))).mode & 0o777).toBe(0o600);

    // Two backups racing for the same name: one is written, the other refused, nothing half left.
    const raced = await Promise.allSettled([1, 2].map(() => createBackup(t.config, out, new Date('2026-11-27T04:00:00Z'))));
    expect(raced.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await readdir(out)).sort()).toEqual(['ryggkollen-backup-20261127T030000Z', 'ryggkollen-backup-20261127T040000Z']);

    const targetDir = await tempDir('rk-restore-');
    const env: Record<string, string> = { DATA_DIR: targetDir, ...(onPostgres ? { DATABASE_URL: await emptyPostgres() } : {}) };
    const targetConfig = loadConfig({ NODE_ENV: 'test', ...env });
    await restoreBackup(targetConfig, folder);
    // Never over data: a second restore into the same place is refused.
    await expect(restoreBackup(targetConfig, folder)).rejects.toThrow(/files is not empty/);
    // Nor over a database with data in it, even with no files beside it.
    const emptyFiles = await tempDir('rk-restore-files-');
    const overDatabase = onPostgres
      ? loadConfig({ NODE_ENV: 'test', DATA_DIR: emptyFiles, DATABASE_URL: env.DATABASE_URL })
      : loadConfig({ NODE_ENV: 'test', DATA_DIR: emptyFiles });
    if (!onPostgres) await cp(path.join(targetDir, 'db'), path.join(emptyFiles, 'db'), { recursive: true });
    await expect(restoreBackup(overDatabase, folder)).rejects.toThrow(onPostgres ? /target database is not empty/ : /db is not empty/);

    const restored = await testAppForTest({ onDisk: 'configured', env });
    // The buyer's session, order and report came along; the PDF is the same bytes.
    const seen = await restored.app.inject({ method: 'GET', url: `/api/orders/${order.order_id}`, headers: bearer(buyer.token) });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual(orderBefore);
    const again = await restored.app.inject({ method: 'GET', url: `/api/reports/${report!.id}/download`, headers: bearer(buyer.token) });
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, original.rawPayload)).toBe(0);
  });

  it('with STORAGE=s3, backs up every object of the bucket and restores them into a new, empty bucket only', { timeout: 60_000 }, async () => {
    const s3 = await startLocalS3({ buckets: ['rk-backup-source', 'rk-backup-target'] });
    onTestFinished(() => s3.close());
    const sourceDir = await tempDir('rk-backup-s3-src-');
    const t = await testAppForTest({ onDisk: true, env: { DATA_DIR: sourceDir, ...s3.env, S3_BUCKET: 'rk-backup-source' } });
    const objects = { 'reports/2026/a-full-1.pdf': Buffer.from('%PDF- a'), 'images/0f/bild.png': Buffer.from([137, 80, 78, 71, 0, 255]) };
    for (const [key, data] of Object.entries(objects)) await t.services.deps.storage.put(key, data);
    if (!onPostgres) await t.close();
    const out = await tempDir('rk-backups-s3-');
    const { folder, manifest } = await createBackup(t.config, out);
    expect(manifest.storage).toEqual({ kind: 's3', bucket: 'rk-backup-source' });
    expect(manifest.files.map((f) => f.path).sort()).toEqual(['files/images/0f/bild.png', 'files/reports/2026/a-full-1.pdf']);
    // Nothing of them on the server's disk: they came from the bucket.
    expect(await readdir(path.join(sourceDir, 'files')).catch(() => [])).toEqual([]);

    const targetDir = await tempDir('rk-restore-s3-');
    const env = { NODE_ENV: 'test', DATA_DIR: targetDir, ...(onPostgres ? { DATABASE_URL: await emptyPostgres() } : {}), ...s3.env };
    // Never over files: the source bucket has some, so the restore is refused before the database is touched.
    await expect(restoreBackup(loadConfig({ ...env, S3_BUCKET: 'rk-backup-source' }), folder)).rejects.toThrow(/bucket rk-backup-source is not empty/);
    await restoreBackup(loadConfig({ ...env, S3_BUCKET: 'rk-backup-target' }), folder);
    const target = storageFor(loadConfig({ ...env, S3_BUCKET: 'rk-backup-target' }));
    for (const [key, data] of Object.entries(objects)) expect(await target.get(key)).toEqual(data);
    expect(s3.refused()).toBe(0);
  });

  it.runIf(onPostgres)('without pg_dump on PATH the backup says so and leaves nothing', async () => {
    const t = await testAppForTest({ onDisk: true });
    const out = await tempDir('rk-backups-nodump-');
    const path0 = process.env.PATH;
    process.env.PATH = await tempDir('rk-empty-path-');
    try {
      await expect(createBackup(t.config, out)).rejects.toThrow(/pg_dump was not found on PATH/);
    } finally {
      process.env.PATH = path0;
    }
    expect(await readdir(out)).toEqual([]);
  });

  it('a folder it cannot write in is refused with what to do, not a stack trace', async () => {
    const notAFolder = path.join(await tempDir('rk-backup-blocked-'), 'a-file');
    await writeFile(notAFolder, 'x');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: await tempDir('rk-backup-none-') });
    const refused = createBackup(config, path.join(notAFolder, 'backups'));
    await expect(refused).rejects.toBeInstanceOf(BackupError);
    await expect(refused).rejects.toThrow(
      /Cannot create a folder in .*a-file\/backups \(ENOTDIR\)\. Create it for the user the backup runs as: install -d -m 700 -o <user> /,
    );
  });

  it('a damaged or incomplete backup is refused before anything is restored', async () => {
    const folder = await tempDir('rk-bad-backup-');
    const dump = Buffer.from('not really a database');
    const manifest: BackupManifest = {
      format: 1,
      app: 'ryggkollen',
      appVersion: '0.1.0',
      createdAt: new Date().toISOString(),
      database: { kind: 'pglite', path: 'database.pglite.tar.gz', bytes: dump.length, sha256: '0'.repeat(64), migrationsApplied: 1 },
      files: [],
      fileCount: 0,
      fileBytes: 0,
    };
    await writeFile(path.join(folder, 'database.pglite.tar.gz'), dump);
    await writeFile(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
    await expect(verifyBackup(folder)).rejects.toThrow(/damaged: database\.pglite\.tar\.gz/);

    await writeFile(path.join(folder, 'manifest.json'), JSON.stringify({ ...manifest, files: [{ path: '../../etc/passwd', bytes: 1, sha256: 'x' }] }));
    await expect(verifyBackup(folder)).rejects.toThrow(/outside the backup/);

    await writeFile(path.join(folder, 'manifest.json'), JSON.stringify({ ...manifest, database: { ...manifest.database, migrationsApplied: 10_000 } }));
    await expect(verifyBackup(folder)).rejects.toThrow(/restore it with the app version/);

    await rm(path.join(folder, 'manifest.json'));
    await expect(verifyBackup(folder)).rejects.toBeInstanceOf(BackupError);

    const target = await tempDir('rk-restore-none-');
    await expect(restoreBackup(loadConfig({ NODE_ENV: 'test', DATA_DIR: target }), folder)).rejects.toThrow(/not a backup/);
    expect(await readdir(target)).toEqual([]);
  });
});
