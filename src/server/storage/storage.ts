import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files the product keeps (generated reports): by key, behind a small interface, so the disk
 * under DATA_DIR can be swapped for an S3-compatible store without touching the services.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** Stores `data` under `key`, replacing what was there; on disk before it resolves. */
  put(key: string, data: Uint8Array): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every file under the folder `prefix` (a key without its file name; '' for every file), with
   * when it was last written; on disk, a write's unfinished temporary files among them (their keys
   * end in `.tmp`).
   */
  list(prefix: string): Promise<{ key: string; modifiedAt: Date }[]>;
}

/** Keys are relative paths of lower-case letters, digits, dots, dashes and slashes: never "..", never absolute. */
const KEY = /^(?!.*\.\.)[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key) && key.length <= 200;
}

export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** The SHA-256 of a file's bytes, hex: stored with a report so a later download can be checked. */
export function sha256(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * Files under `root` (DATA_DIR/files). A write goes to a temporary file that is fsynced and then
 * renamed over the target, so a reader sees the old file or the new one, never half of one, and a
 * file that was confirmed survives a crash.
 */
export function createDiskStorage(root: string, options: { open?: typeof open } = {}): FileStorage {
  // How files are opened (the fault tests give one whose writes find the disk full).
  const openFile = options.open ?? open;
  const pathOf = (key: string) => path.join(root, checkedKey(key));
  return {
    kind: 'disk',
    async put(key, data) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      const handle = await openFile(temp, 'w', 0o600);
      try {
        try {
          await handle.writeFile(data);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, target);
      } catch (err) {
        // A failed write (a full disk) leaves no temporary file behind.
        await rm(temp, { force: true });
        throw err;
      }
      const dir = await open(path.dirname(target), 'r');
      try {
        await dir.sync();
      } finally {
        await dir.close();
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async list(prefix) {
      const dir = prefix === '' ? root : pathOf(prefix);
      let names: string[];
      try {
        names = await readdir(dir, { recursive: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      }
      const found: { key: string; modifiedAt: Date }[] = [];
      for (const name of names) {
        const relative = name.split(path.sep).join('/');
        const key = prefix === '' ? relative : `${prefix}/${relative}`;
        // A file that went meanwhile, a folder, or a name no key can have: not listed.
        const info = await stat(path.join(dir, name)).catch(() => null);
        if (info?.isFile() && isStorageKey(key)) found.push({ key, modifiedAt: info.mtime });
      }
      return found;
    },
  };
}
