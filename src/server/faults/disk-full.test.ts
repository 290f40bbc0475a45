/**
 * Fault: the disk is full while a report is stored (issue 21 item 3).
 *
 * The app's real disk storage (write to a temporary file, fsync, rename) is given a way of opening
 * files whose writes, while the disk is "full", write half the bytes and then fail with ENOSPC, as
 * a full file system does. The paid report's job fails and is retried; the buyer asking for the
 * report meanwhile gets a Swedish error; no temporary or half file is left, and no report row names
 * one. Once there is space again the retried job stores the report, and the file served (and
 * mailed) is whole: its SHA-256 is the one stored with the row. A file damaged on disk afterwards
 * is refused in Swedish, never served cut short.
 */
import { open, readdir, truncate } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { beforeAll, expect, it } from 'vitest';
import { dataPaths } from '../config';
import { reports } from '../db/schema';
import { MESSAGES } from '../messages';
import { REPORT_MESSAGES } from '../modules/reports/messages';
import { createDiskStorage, sha256 } from '../storage/storage';
import { bearer, signUp } from '../../../tests/support/accounts';
import { payWithTestProvider } from '../../../tests/support/payments';
import { completeAs, sampleAnswers } from '../../../tests/support/reports';
import { useTestApp } from '../../../tests/support/test-app';

const t = useTestApp({ seed: true, jobRetryDelaySeconds: 1 });
let buyer: { token: string };
beforeAll(async () => {
  buyer = await signUp(t, 'full.disk@example.se', 'hemligt123', 'Disa Full');
}, 60_000);

/** Opens files as `open` does; while `disk.full`, a write puts down half its bytes and then fails with ENOSPC. */
function fillingDisk(disk: { full: boolean; refused: number }): typeof open {
  return (async (...args: Parameters<typeof open>) => {
    const handle = await open(...args);
    if (!disk.full) return handle;
    return new Proxy(handle, {
      get(target, key) {
        if (key === 'writeFile')
          return async (data: Uint8Array) => {
            await target.write(data.subarray(0, Math.floor(data.length / 2)));
            disk.refused++;
            throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
          };
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }) as typeof open;
}

/** Every file under the data folder's files (temporary ones too). */
async function storedFiles(): Promise<string[]> {
  const root = dataPaths(t.config).files;
  const names = await readdir(root, { recursive: true }).catch(() => [] as string[]);
  const files: string[] = [];
  for (const name of names) if (/\.(pdf|tmp)$/.test(name)) files.push(name);
  return files.filter((f) => f.startsWith('reports'));
}

it(
  'disk full while the report is stored: a Swedish error, no half file, the job retried until it stores the whole report once',
  { timeout: 60_000 },
  async () => {
    const disk = { full: true, refused: 0 };
    const deps = t.services.deps;
    const real = deps.storage;
    deps.storage = createDiskStorage(dataPaths(t.config).files, { open: fillingDisk(disk) });
    try {
      const assessmentId = await completeAs(t, buyer.token, sampleAnswers('ischias'));
      const order = await payWithTestProvider(t, buyer.token, assessmentId);
      // The job after the payment finds the disk full: it fails, and waits for its retry.
      await t.runJobs();
      // (A busy machine may reach the retry within the same run: the disk is still full then too.)
      expect(disk.refused).toBeGreaterThanOrEqual(1);
      const job = async () =>
        (
          (await t.database.db.execute(
            sql`select state, retry_count from pgboss.job where name = 'generate-report' and data->>'assessmentId' = ${assessmentId}`,
          )) as unknown as {
            rows: { state: string; retry_count: number }[];
          }
        ).rows;
      expect(await job()).toMatchObject([{ state: 'retry' }]);

      // The buyer asks for the report meanwhile: told in Swedish, given nothing.
      const refusedBefore = disk.refused;
      const asked = await t.app.inject({ method: 'POST', url: '/api/generate-report', headers: bearer(buyer.token), payload: { assessmentId } });
      expect(asked.statusCode).toBe(500);
      expect(asked.headers['content-type']).toMatch(/^application\/json/);
      expect(asked.json()).toEqual({ error: MESSAGES.server });
      expect(disk.refused).toBe(refusedBefore + 1);
      // Nothing half written is left, and no report names a file.
      expect(await storedFiles()).toEqual([]);
      expect(await t.database.db.select().from(reports).where(eq(reports.assessmentId, assessmentId))).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/api/my-reports', headers: bearer(buyer.token) })).json()).toEqual([]);
      const summary = await t.app.inject({ method: 'GET', url: `/api/orders/${order.order_id}`, headers: bearer(buyer.token) });
      expect(summary.json()).toMatchObject({ status: 'paid', reportReady: false });

      // Space again: the retried job stores the report (its retry comes after about a second).
      disk.full = false;
      await expect
        .poll(
          async () => {
            await t.runJobs();
            return (await job())[0]?.state;
          },
          { timeout: 15_000, interval: 300 },
        )
        .toBe('completed');
      const made = await t.database.db.select().from(reports).where(eq(reports.assessmentId, assessmentId));
      expect(made).toHaveLength(1);
      const report = made[0]!;
      expect((await storedFiles()).map((f) => `reports/${f.slice('reports/'.length)}`)).toEqual([report.storageKey]);

      // What is served and mailed is the whole file that was stored.
      const download = await t.app.inject({ method: 'GET', url: `/api/reports/${report.id}/download`, headers: bearer(buyer.token) });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(download.rawPayload.length).toBe(report.byteSize);
      expect(sha256(download.rawPayload)).toBe(report.sha256);
      const mails = (await Promise.all((await t.outbox()).map((m) => simpleParser(m)))).filter((m) => m.attachments.length === 1);
      expect(mails).toHaveLength(1);
      expect(sha256(mails[0]!.attachments[0]!.content)).toBe(report.sha256);

      // A stored file cut short later (a damaged disk) is refused in Swedish, never served in part.
      await truncate(path.join(dataPaths(t.config).files, report.storageKey), Math.floor(report.byteSize / 2));
      const damaged = await t.app.inject({ method: 'GET', url: `/api/reports/${report.id}/download`, headers: bearer(buyer.token) });
      expect(damaged.statusCode).toBe(503);
      expect(damaged.json()).toEqual({ error: REPORT_MESSAGES.fileMissing });
    } finally {
      deps.storage = real;
    }
  },
);
