import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { contactMessages, mailDeliveries, pendingSignups, rateLimitEvents } from '../db/schema';
import { contactRepository } from '../modules/contact/repository';
import { startSmtpSink, type SmtpSink } from '../../../tests/support/smtp-sink';
import { testAppForTest, type TestApp } from '../../../tests/support/test-app';
import { createJobHandlers } from './handlers';
import { createJobs } from './jobs';
import { toDrizzle } from './sql-executor';

const message = { name: 'Åsa Öberg', email: 'asa@example.se', subject: 'Fråga', message: 'Hej! När kommer rapporten?' };
const mail = { to: 'support@ryggkollen.test', subject: 'Hej', text: 'Text', html: '<p>Text</p>' };

let sink: SmtpSink | undefined;
afterEach(async () => {
  await sink?.close();
  sink = undefined;
});

async function jobsIn(app: TestApp, state?: string): Promise<number> {
  const where = state ? sql`where state = ${state}` : sql``;
  const res = (await app.database.db.execute(sql`select count(*)::int as n from pgboss.job ${where}`)) as unknown as { rows: { n: number }[] };
  return res.rows[0]?.n ?? 0;
}

describe('mail jobs', () => {
  it('retries a mail while the SMTP server is down and sends it exactly once when it is back', async () => {
    // A port with no server on it (a sink that was started and closed).
    const probe = await startSmtpSink();
    const port = Number(new URL(probe.url).port);
    await probe.close();
    const t = await testAppForTest({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, SUPPORT_EMAIL: 'support@ryggkollen.test' }, jobRetryDelaySeconds: 1 });

    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: message });
    expect(res.statusCode).toBe(201);
    expect(await t.runJobs()).toBe(1);
    const [waiting] = await t.database.db.select().from(contactMessages);
    expect(waiting?.mailedAt).toBeNull();
    expect(await jobsIn(t, 'retry')).toBe(1);

    sink = await startSmtpSink(port);
    // Not before its retry time (1 s doubling, with up to as much again of jitter)…
    expect(await t.runJobs()).toBe(0);
    let ran = 0;
    for (let waited = 0; ran === 0 && waited < 6000; waited += 250) {
      await sleep(250);
      ran = await t.runJobs();
    }
    // …then once, and never again.
    expect(ran).toBe(1);
    await sleep(2500);
    expect(await t.runJobs()).toBe(0);
    const mails = await sink.waitFor(1);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Kontaktformulär: Fråga');
    expect(mails[0]?.messageId).toMatch(/^<[0-9a-f-]{36}@/);
    const [sent] = await t.database.db.select().from(contactMessages);
    expect(sent?.mailedAt).toBeInstanceOf(Date);
    expect(await jobsIn(t, 'completed')).toBe(1);
  });

  it('never sends a mail twice when its job runs again after the mail went', async () => {
    const t = await testAppForTest();
    const sent: string[] = [];
    const handlers = createJobHandlers({
      logger: t.services.logger,
      deps: {
        ...t.services.deps,
        mailer: {
          kind: 'outbox',
          send: async (m) => {
            sent.push(m.messageId ?? '');
            return { messageId: m.messageId ?? '' };
          },
          forget: async () => 0,
          close: async () => {},
        },
      },
      mailDomain: 'ryggkollen.test',
    });
    const jobId = crypto.randomUUID();
    await handlers.sendMail(mail, jobId);
    await handlers.sendMail(mail, jobId);
    expect(sent).toEqual([`<${jobId}@ryggkollen.test>`]);
    expect(await t.database.db.select().from(mailDeliveries).where(eq(mailDeliveries.jobId, jobId))).toHaveLength(1);
  });
});

describe('workers (the server)', () => {
  it('send the mails of a burst, each once, in the order they were written, without anyone draining', async () => {
    const t = await testAppForTest({ work: true });
    for (let i = 0; i < 12; i++) await t.jobs.send('sendMail', { ...mail, subject: `Nummer ${i}` });
    const dir = path.join(t.config.dataDir, 'outbox');
    const subjects = async () => {
      const files = (await readdir(dir).catch(() => [] as string[])).sort();
      return Promise.all(files.map(async (f) => (await readFile(path.join(dir, f), 'utf8')).match(/^Subject: (.*)$/m)?.[1]));
    };
    await expect.poll(subjects, { timeout: 8000, interval: 250 }).toHaveLength(12);
    expect(await subjects()).toEqual(Array.from({ length: 12 }, (_, i) => `Nummer ${i}`));
  });

  it('send a batch in the order its jobs were written even when they were written within one millisecond', async () => {
    // Written while no worker runs; then stamped a microsecond apart, newest first in the table's own order,
    // so a batch taken in the order the database hands it back (or sorted to the millisecond) comes out wrong.
    const t = await testAppForTest();
    for (let i = 0; i < 12; i++) await t.jobs.send('sendMail', { ...mail, subject: `Nummer ${i}` });
    await t.database.db.execute(
      sql`update pgboss.job set created_on = timestamptz '2026-11-25 10:00:00.000' + (interval '1 microsecond' * (100 - (substring(data->>'subject' from 8))::int)) where name = 'send-mail'`,
    );
    const app = t;
    const worker = createJobs({
      database: app.database,
      logger: app.app.log,
      handlers: () => createJobHandlers({ deps: app.services.deps, mailDomain: 'ryggkollen.test', logger: app.app.log }),
    });
    await worker.start({ work: true });
    try {
      const dir = path.join(t.config.dataDir, 'outbox');
      const subjects = async () => {
        const files = (await readdir(dir).catch(() => [] as string[])).sort();
        return Promise.all(files.map(async (f) => (await readFile(path.join(dir, f), 'utf8')).match(/^Subject: (.*)$/m)?.[1]));
      };
      await expect.poll(subjects, { timeout: 8000, interval: 250 }).toHaveLength(12);
      expect(await subjects()).toEqual(Array.from({ length: 12 }, (_, i) => `Nummer ${11 - i}`));
    } finally {
      await worker.stop();
    }
  });
});

describe('waking a worker', () => {
  it('a job written and committed is run at once when its worker is woken, not at the next poll', async () => {
    const t = await testAppForTest();
    const app = t;
    const worker = createJobs({
      database: app.database,
      logger: app.app.log,
      handlers: () => createJobHandlers({ deps: app.services.deps, mailDomain: 'ryggkollen.test', logger: app.app.log }),
      // A poll a minute: anything that runs within the test ran because it was woken.
      pollingIntervalSeconds: 60,
    });
    await worker.start({ work: true });
    try {
      await sleep(1000); // the worker's first look, at start, is over
      await app.database.db.transaction(async (tx) => app.jobs.send('sendMail', { ...mail, subject: 'Väckt' }, { db: tx }));
      const dir = path.join(app.config.dataDir, 'outbox');
      const mails = async () => (await readdir(dir).catch(() => [] as string[])).length;
      await sleep(1500);
      expect(await mails()).toBe(0);
      worker.wake('sendMail');
      await expect.poll(mails, { timeout: 10_000, interval: 100 }).toBe(1);
    } finally {
      await worker.stop();
    }
  });
});

describe('the outbox: a job is written in the transaction of its change', () => {
  it('a transaction that fails half-way leaves neither the change nor its mail', async () => {
    const t = await testAppForTest();
    const app = t;
    await expect(
      app.database.db.transaction(async (tx) => {
        await contactRepository(tx).insert(message);
        await app.jobs.send('sendMail', mail, { db: tx });
        throw new Error('half-way');
      }),
    ).rejects.toThrow('half-way');
    expect(await app.database.db.select().from(contactMessages)).toEqual([]);
    expect(await jobsIn(app)).toBe(0);
    expect(await app.runJobs()).toBe(0);
    expect(await app.outbox()).toEqual([]);
  });

  it('a committed change has its mail', async () => {
    const t = await testAppForTest();
    const app = t;
    await app.database.db.transaction(async (tx) => {
      await contactRepository(tx).insert(message);
      await app.jobs.send('sendMail', mail, { db: tx });
    });
    expect(await app.outbox()).toHaveLength(1);
  });

  it('refuses a payload that does not fit the job', async () => {
    const t = await testAppForTest();
    await expect(t.jobs.send('sendMail', { to: 'x' } as unknown as typeof mail)).rejects.toThrow();
    expect(await jobsIn(t)).toBe(0);
  });
});

describe('the sweep of expired rows', () => {
  it('forgets rate-limit events older than a day, sign-ups past their day and mail deliveries older than two weeks, and keeps the rest', async () => {
    const t = await testAppForTest();
    const db = t.database.db;
    const dayAndAnHour = new Date(Date.now() - 25 * 3_600_000);
    await db.insert(rateLimitEvents).values([
      { key: 'gammal', createdAt: dayAndAnHour },
      { key: 'ny', createdAt: new Date() },
    ]);
    const signup = { name: 'A', passwordHash: 'x', tokenHash: 't', codeHash: 'c', codeExpiresAt: new Date() };
    await db.insert(pendingSignups).values([
      { ...signup, email: 'gammal@example.se', tokenHash: 't1', expiresAt: new Date(Date.now() - 1000) },
      { ...signup, email: 'ny@example.se', tokenHash: 't2', expiresAt: new Date(Date.now() + 3_600_000) },
    ]);
    const oldDelivery = '0a7c1f3e-5b2d-4e6f-8a9b-1c2d3e4f5a6b';
    const newDelivery = '7e6d5c4b-3a29-4180-9f8e-7d6c5b4a3928';
    await db.insert(mailDeliveries).values([
      { jobId: oldDelivery, sentAt: new Date(Date.now() - 15 * 86_400_000) },
      { jobId: newDelivery, sentAt: new Date(Date.now() - 13 * 86_400_000) },
    ]);
    await t.jobs.send('sweepExpiredRows', {});
    await t.runJobs();
    expect((await db.select().from(rateLimitEvents)).map((r) => r.key)).toEqual(['ny']);
    expect((await db.select().from(pendingSignups)).map((r) => r.email)).toEqual(['ny@example.se']);
    expect((await db.select().from(mailDeliveries)).map((r) => r.jobId)).toEqual([newDelivery]);
  });
});

describe('pg-boss SQL through Drizzle', () => {
  it('binds $n parameters in order, repeats included; undefined is null and an array is one value', async () => {
    const t = await testAppForTest();
    const res = (await t.database.db.execute(
      toDrizzle('select $1::text as a, $2::text as b, $1::text as c, $3::int[] as d', ['x', undefined, [1, 2]]),
    )) as unknown as {
      rows: { a: string; b: string | null; c: string; d: number[] }[];
    };
    expect(res.rows[0]).toEqual({ a: 'x', b: null, c: 'x', d: [1, 2] });
    expect(() => toDrizzle('select $2', ['only one'])).toThrow();
  });
});
