import { readlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durableStartParams, openDurablePglite } from './pglite-durable';

let base: string;
beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'rk-durable-'));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('embedded database durability', () => {
  it('runs Postgres with fsync on and syncs the WAL with fsync', () => {
    const params = durableStartParams();
    expect(params).not.toContain('-F');
    expect(params.join(' ')).toContain('wal_sync_method=fsync');
  });

  it('syncs to disk at every commit, and what was committed is there after reopening', { timeout: 60_000 }, async () => {
    const dir = path.join(base, 'db');
    // The host files that were really fsynced, by path (Linux names a descriptor's file in /proc).
    const synced: string[] = [];
    const db = openDurablePglite(dir, { onFsync: (fd) => synced.push(readlinkSync(`/proc/self/fd/${fd}`)) });
    expect((await db.query<{ fsync: string }>('show fsync')).rows[0]?.fsync).toBe('on');
    expect((await db.query<{ wal_sync_method: string }>('show wal_sync_method')).rows[0]?.wal_sync_method).toBe('fsync');
    await db.exec('create table saves (id serial primary key, v text not null)');
    const before = synced.length;
    for (let i = 0; i < 25; i++) await db.query('insert into saves (v) values ($1)', [`svar ${i}`]);
    // One flush of a WAL segment in this data folder per committed transaction, at least.
    const walSyncs = synced.slice(before).filter((file) => file.startsWith(path.join(dir, 'pg_wal') + path.sep));
    expect(walSyncs.length).toBeGreaterThanOrEqual(25);
    await db.close();

    const reopened = openDurablePglite(dir);
    const { rows } = await reopened.query<{ n: number }>('select count(*)::int as n from saves');
    expect(rows[0]?.n).toBe(25);
    await reopened.close();
  });
});
