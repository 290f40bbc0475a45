import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage, sha256, type FileStorage } from './storage';

let root: string;
let storage: FileStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'rk-files-'));
  storage = createDiskStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('disk storage', () => {
  it('stores, replaces, reads back and deletes a file, leaving no temporary files', async () => {
    await storage.put('reports/2026/abc.pdf', Buffer.from('första'));
    await storage.put('reports/2026/abc.pdf', Buffer.from('andra'));
    expect((await storage.get('reports/2026/abc.pdf'))?.toString()).toBe('andra');
    expect(await readdir(path.join(root, 'reports/2026'))).toEqual(['abc.pdf']);
    await storage.delete('reports/2026/abc.pdf');
    expect(await storage.get('reports/2026/abc.pdf')).toBeNull();
    await storage.delete('reports/2026/abc.pdf');
  });

  it('refuses keys that could leave its folder or are not plain names', async () => {
    for (const key of ['../x', 'a/../../b', '/etc/passwd', 'A.pdf', 'a//b', '', 'a/\u0000', 'a b']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/not a storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/not a storage key/);
    }
  });

  it('hashes what it is given', () => {
    expect(sha256(Buffer.from('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
