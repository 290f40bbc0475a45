import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { sendOnce } from './send-once';

const mail = { to: 'lena@example.se', subject: 'Hej', text: 'Hej Lena', html: '<p>Hej Lena</p>' };

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const outboxFiles = async (app: TestApp) => (await readdir(path.join(app.config.dataDir, 'outbox')).catch(() => [] as string[])).length;

describe('sendOnce', () => {
  it("sends a job's mail once, however often the job runs, with the job's Message-ID", async () => {
    t = await createTestApp();
    const jobId = crypto.randomUUID();
    const job = { id: jobId, mailDomain: 'ryggkollen.test' };
    let made = 0;
    const message = async () => {
      made++;
      return mail;
    };
    expect(await sendOnce(t.services.deps, job, message, async () => true)).toBe(true);
    expect(await sendOnce(t.services.deps, job, message, async () => true)).toBe(false);
    expect(made).toBe(1);
    const files = await t.outbox();
    expect(files).toHaveLength(1);
    expect(files[0]).toContain(`Message-ID: <${jobId}@ryggkollen.test>`);
  });

  it('sends nothing when there is nothing to send, and may send it on a later try', async () => {
    t = await createTestApp();
    const job = { id: crypto.randomUUID(), mailDomain: 'ryggkollen.test' };
    expect(
      await sendOnce(
        t.services.deps,
        job,
        async () => undefined,
        async () => true,
      ),
    ).toBe(false);
    expect(await outboxFiles(t)).toBe(0);
    expect(await sendOnce(t.services.deps, job, mail, async () => true)).toBe(true);
    expect(await outboxFiles(t)).toBe(1);
  });

  it('takes back a mail no longer wanted once written, and does not send it again', async () => {
    t = await createTestApp();
    const job = { id: crypto.randomUUID(), mailDomain: 'ryggkollen.test' };
    await sendOnce(t.services.deps, job, mail, async () => false);
    expect(await outboxFiles(t)).toBe(0);
    expect(await sendOnce(t.services.deps, job, mail, async () => true)).toBe(false);
    expect(await outboxFiles(t)).toBe(0);
  });
});
