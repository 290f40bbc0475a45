import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../../tests/support/s3-server';
import { loadConfig } from '../config';
import { readinessCheck } from '../modules/health/service';
import { createS3Storage, S3StorageError, type S3Settings } from './s3-storage';
import { createDiskStorage, type FileStorage } from './storage';
import { storageFor } from './storage-for';

// One contract, two stores: every case runs on the disk and on a local S3 server (s3rver behind a
// SigV4 check). The S3 store pages its listings by 2 keys here, so a listing of a few files walks
// several ListObjectsV2 pages with continuation tokens.

let s3: LocalS3;
let root: string;
beforeAll(async () => {
  [s3, root] = await Promise.all([startLocalS3(), mkdtemp(path.join(tmpdir(), 'rk-files-'))]);
});
afterAll(async () => {
  await Promise.all([s3?.close(), rm(root, { recursive: true, force: true })]);
});

const settings = (): S3Settings => ({
  endpoint: s3.endpoint,
  region: s3.region,
  bucket: s3.bucket,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
  forcePathStyle: true,
});

const stores: [string, () => FileStorage][] = [
  ['disk', () => createDiskStorage(root)],
  ['s3', () => createS3Storage(settings(), { pageSize: 2 })],
];

describe.each(stores)('%s storage', (kind, make) => {
  // Each store has its own files: the disk its folder, S3 its bucket.
  const at = (key: string) => `contract/${key}`;

  it('stores, replaces, reads back and deletes a file; a missing file is null and deleting it again is no error', async () => {
    const storage = make();
    expect(storage.kind).toBe(kind);
    const bytes = Buffer.from([0, 1, 2, 255, 254, ...Buffer.from('första')]);
    await storage.put(at('a/one.pdf'), bytes);
    expect(await storage.get(at('a/one.pdf'))).toEqual(bytes);
    await storage.put(at('a/one.pdf'), Buffer.from('andra'));
    expect((await storage.get(at('a/one.pdf')))?.toString()).toBe('andra');
    await storage.delete(at('a/one.pdf'));
    expect(await storage.get(at('a/one.pdf'))).toBeNull();
    expect(await storage.get(at('never/written.pdf'))).toBeNull();
    await expect(storage.delete(at('a/one.pdf'))).resolves.toBeUndefined();
  });

  it('lists the files under a folder and its subfolders only, across pages, with when each was written', async () => {
    const storage = make();
    const before = Date.now() - 2000;
    const inside = ['list/x/1.pdf', 'list/x/2.pdf', 'list/x/deep/3.pdf', 'list/x/4.pdf', 'list/x/5.pdf'].map(at);
    const outside = ['list/xy/6.pdf', 'list/y/7.pdf'].map(at);
    await Promise.all([...inside, ...outside].map((key) => storage.put(key, Buffer.from(key))));
    const listed = await storage.list(at('list/x'));
    expect(listed.map((f) => f.key).sort()).toEqual([...inside].sort());
    for (const f of listed) expect(f.modifiedAt.getTime()).toBeGreaterThan(before);
    expect(await storage.list(at('list/none'))).toEqual([]);
    // '' lists every file (backups).
    const all = (await storage.list('')).map((f) => f.key);
    expect(all).toEqual(expect.arrayContaining([...inside, ...outside]));
  });

  it('refuses keys that could leave its folder or are not plain names', async () => {
    const storage = make();
    for (const key of ['../x', 'a/../../b', '/etc/passwd', 'A.pdf', 'a//b', '', 'a b', 'a?b']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/not a storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/not a storage key/);
    }
  });
});

describe('S3 storage', () => {
  it('signs every request: the server accepted all of them, and refuses a wrong secret with an error that names no secret', async () => {
    expect(s3.refused()).toBe(0);
    const wrong = createS3Storage({ ...settings(), secretAccessKey: 'not-the-secret-123' });
    const err = await wrong.get('contract/a/one.pdf').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(S3StorageError);
    expect(err).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(String((err as Error).message)).not.toContain('not-the-secret-123');
    expect(s3.refused()).toBe(1);
  });

  it('is what the configuration names: STORAGE=s3, or a bucket alone', async () => {
    const config = loadConfig({ NODE_ENV: 'test', ...s3.env, STORAGE: '' });
    expect(config.storage).toMatchObject({ kind: 's3', bucket: s3.bucket, forcePathStyle: true });
    const storage = storageFor(config);
    await storage.put('contract/configured.pdf', Buffer.from('ok'));
    expect((await createS3Storage(settings()).get('contract/configured.pdf'))?.toString()).toBe('ok');
  });

  it('passes the readiness check while the bucket takes a file, and fails it, within its time, when the server is gone', async () => {
    const deps = { database: { ping: async () => {} }, jobs: { workersRunning: () => true } };
    const ready = readinessCheck({ ...deps, storage: createS3Storage(settings()) }, { reuseMs: 0 });
    expect(await ready()).toEqual({ ready: true, checks: { database: true, jobs: true, storage: true } });
    // The probe's file was written and removed.
    expect(await createS3Storage(settings()).list('health')).toEqual([]);
    const gone = readinessCheck({ ...deps, storage: createS3Storage({ ...settings(), endpoint: 'http://127.0.0.1:9' }) }, { reuseMs: 0, timeoutMs: 500 });
    expect(await gone()).toEqual({ ready: false, checks: { database: true, jobs: true, storage: false } });
  });

  it('fails within its time limit when the server does not answer', async () => {
    const silent = createS3Storage({ ...settings(), endpoint: 'http://10.255.255.1:9' }, { timeoutMs: 200 });
    const started = performance.now();
    await expect(silent.put('contract/slow.pdf', Buffer.from('x'))).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
