/**
 * Fault: the mail server (SMTP) is down (issue 21 item 3).
 *
 * The app sends through SMTP to a port where nothing listens (3502 or 3512, then a real SMTP server
 * is started on it). Mails written meanwhile (two sign-up codes and a contact message to support)
 * fail and are retried, again and again while the server stays down, each kept as a job; once it
 * is up, every one of them arrives, exactly once, and the contact message is marked mailed.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { contactMessages } from '../db/schema';
import { registerUser } from '../../../tests/support/accounts';
import { startSmtpSink, type SmtpSink } from '../../../tests/support/smtp-sink';
import { useTestApp } from '../../../tests/support/test-app';
import { testDatabaseKind } from '../../../tests/support/test-database';

// Its own per project: the PGlite and PostgreSQL runs of this file may run at once.
const SMTP_PORT = testDatabaseKind() === 'postgres' ? 3512 : 3502;
const t = useTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, SUPPORT_EMAIL: 'support@ryggkollen.test' }, jobRetryDelaySeconds: 1 });
let sink: SmtpSink | undefined;
afterAll(() => sink?.close());

async function mailJobs(): Promise<{ state: string; retry_count: number }[]> {
  const res = (await t.database.db.execute(sql`select state, retry_count from pgboss.job where name = 'send-mail' order by created_on`)) as unknown as {
    rows: { state: string; retry_count: number }[];
  };
  return res.rows;
}

it('SMTP down: every mail is retried while it is down and arrives exactly once when it is up', { timeout: 60_000 }, async () => {
  expect((await registerUser(t, 'forsta.smtp@example.se')).statusCode).toBe(201);
  expect((await registerUser(t, 'andra.smtp@example.se')).statusCode).toBe(201);
  const contact = { name: 'Åsa Öberg', email: 'asa.smtp@example.se', subject: 'Fråga', message: 'Hej! Kommer mitt brev fram?' };
  expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact })).statusCode).toBe(201);

  // Down: each mail fails, and is kept to be retried.
  // (A busy machine may reach a retry within the same run.)
  expect(await t.runJobs()).toBeGreaterThanOrEqual(3);
  expect((await mailJobs()).map((j) => j.state)).toEqual(['retry', 'retry', 'retry']);
  // Still down at the retry: tried again, kept again.
  await expect
    .poll(
      async () => {
        await t.runJobs();
        return (await mailJobs()).every((j) => j.state === 'retry' && j.retry_count >= 2);
      },
      { timeout: 15_000, interval: 300 },
    )
    .toBe(true);
  const [waiting] = await t.database.db.select().from(contactMessages);
  expect(waiting?.mailedAt).toBeNull();

  // Up: at their next retry every mail goes, once.
  sink = await startSmtpSink(SMTP_PORT);
  await expect
    .poll(
      async () => {
        await t.runJobs();
        return (await mailJobs()).map((j) => j.state);
      },
      { timeout: 20_000, interval: 300 },
    )
    .toEqual(['completed', 'completed', 'completed']);
  // Nothing comes a second time.
  await sleep(1500);
  expect(await t.runJobs()).toBe(0);
  const to = sink.messages.map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address).sort();
  expect(to).toEqual(['andra.smtp@example.se', 'forsta.smtp@example.se', 'support@ryggkollen.test']);
  expect(new Set(sink.messages.map((m) => m.messageId)).size).toBe(3);
  const [sent] = await t.database.db.select().from(contactMessages);
  expect(sent?.mailedAt).toBeInstanceOf(Date);
});
