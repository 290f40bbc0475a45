import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { sendOnce } from './send-once';

const mail = { to: 'lena@example.se', subject: 'Hej', text: 'Hej Lena', html: '<p>Hej Lena</p>' };

const t = useTestApp({}, 60_000);

/** The outbox files whose Message-ID is the job's. */
async function filesOf(jobId: string): Promise<string[]> {
  const dir = path.join(t.config.dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  const texts = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  return texts.filter((text) => text.includes(jobId));
}

const jobOf = () => ({ id: crypto.randomUUID(), mailDomain: 'ryggkollen.test' });

describe('sendOnce', () => {
  it("sends a job's mail once, however often the job runs, with the job's Message-ID", async () => {
    const job = jobOf();
    let made = 0;
    const message = async () => {
      made++;
      return mail;
    };
    expect(await sendOnce(t.services.deps, job, message, async () => true)).toBe('sent');
    expect(await sendOnce(t.services.deps, job, message, async () => true)).toBe('sent before');
    expect(made).toBe(1);
    const files = await filesOf(job.id);
    expect(files).toHaveLength(1);
    expect(files[0]).toContain(`Message-ID: <${job.id}@ryggkollen.test>`);
  });

  it('sends nothing when there is nothing to send, and may send it on a later try', async () => {
    const job = jobOf();
    expect(
      await sendOnce(
        t.services.deps,
        job,
        async () => undefined,
        async () => true,
      ),
    ).toBe('nothing to send');
    expect(await filesOf(job.id)).toHaveLength(0);
    expect(await sendOnce(t.services.deps, job, mail, async () => true)).toBe('sent');
    expect(await filesOf(job.id)).toHaveLength(1);
  });

  it('takes back a mail no longer wanted once written, and does not send it again', async () => {
    const job = jobOf();
    expect(await sendOnce(t.services.deps, job, mail, async () => false)).toBe('sent');
    expect(await filesOf(job.id)).toHaveLength(0);
    expect(await sendOnce(t.services.deps, job, mail, async () => true)).toBe('sent before');
    expect(await filesOf(job.id)).toHaveLength(0);
  });
});
