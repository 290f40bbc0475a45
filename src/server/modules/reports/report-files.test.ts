import { readdir, utimes } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reports } from '../../db/schema';
import { bearer, signUp } from '../../../../tests/support/accounts';
import { payWithTestProvider } from '../../../../tests/support/payments';
import { completeAs, sampleAnswers } from '../../../../tests/support/reports';
import { useTestApp } from '../../../../tests/support/test-app';
import { ORPHAN_GRACE_MS, sweepStoredFiles } from './service';

// No report file outlives its row: not when the account goes while its paid report is being made,
// not when a process dies between the file and the row.
const t = useTestApp({ seed: true });

const filesRoot = () => path.join(t.config.dataDir, 'files');
const reportFiles = async () =>
  (await readdir(path.join(filesRoot(), 'reports'), { recursive: true }).catch(() => [] as string[])).filter((f) => /\.(pdf|tmp)$/.test(f));

describe('report files and their rows', () => {
  it('the account deleted while its paid report renders: the file goes with the failed row, on every retry', { timeout: 60_000 }, async () => {
    const leaver = await signUp(t, 'gar.under.tiden@example.se', 'hemligt123', 'Gunnar Går');
    const id = await completeAs(t, leaver.token, sampleAnswers('ischias'));
    await payWithTestProvider(t, leaver.token, id);
    const before = await reportFiles();
    const storage = t.services.deps.storage;
    const realPut = storage.put;
    let deleted = 0;
    // The deletion lands between the file and its row, as when the person deletes the account
    // in the second the report is rendered.
    storage.put = async (key, data) => {
      await realPut(key, data);
      const res = await t.app.inject({ method: 'DELETE', url: '/api/delete-account', headers: bearer(leaver.token), payload: { password: 'hemligt123' } });
      expect(res.statusCode).toBe(200);
      deleted++;
    };
    try {
      await t.runJobs();
    } finally {
      storage.put = realPut;
    }
    expect(deleted).toBe(1);
    expect(await t.database.db.select().from(reports).where(eq(reports.assessmentId, id))).toEqual([]);
    expect(await reportFiles()).toEqual(before);
    // The job's retry finds nothing to make.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.runJobs();
    expect(await reportFiles()).toEqual(before);
  });

  it('the sweep removes files no row names and unfinished writes once they are an hour old, and nothing else', async () => {
    const owner = await signUp(t, 'sopar@example.se');
    const id = await completeAs(t, owner.token, sampleAnswers('ischias'));
    const res = await t.app.inject({ method: 'POST', url: '/api/generate-preview', headers: bearer(owner.token), payload: { assessmentId: id } });
    expect(res.statusCode).toBe(200);
    const [kept] = await t.database.db.select().from(reports).where(eq(reports.assessmentId, id));
    const storage = t.services.deps.storage;
    await storage.put('reports/2026/orphan-old.pdf', Buffer.from('%PDF-'));
    await storage.put('reports/2026/orphan-new.pdf', Buffer.from('%PDF-'));
    await storage.put('reports/2026/orphan-old.pdf.0a1b2c.tmp', Buffer.from('%PDF-'));
    const hoursAgo = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);
    for (const key of ['reports/2026/orphan-old.pdf', 'reports/2026/orphan-old.pdf.0a1b2c.tmp', kept!.storageKey])
      await utimes(path.join(filesRoot(), key), hoursAgo, hoursAgo);

    await t.services.jobs.send('sweepStoredFiles', {});
    await t.runJobs();
    const left = (await reportFiles()).map((f) => `reports/${f.split(path.sep).join('/')}`);
    expect(left).toContain(kept!.storageKey);
    expect(left).toContain('reports/2026/orphan-new.pdf');
    expect(left).not.toContain('reports/2026/orphan-old.pdf');
    expect(left).not.toContain('reports/2026/orphan-old.pdf.0a1b2c.tmp');
    // The kept report still downloads.
    expect((await t.app.inject({ method: 'GET', url: `/api/reports/${kept!.id}/download`, headers: bearer(owner.token) })).statusCode).toBe(200);
    // Nothing old is left to sweep.
    expect(await sweepStoredFiles(t.services.deps)).toBe(0);
    // In an hour the new orphan is old enough.
    expect(await sweepStoredFiles(t.services.deps, new Date(Date.now() + ORPHAN_GRACE_MS + 60_000))).toBe(1);
  });
});
