/**
 * Fault: the server is killed (SIGKILL) while a report job runs (issue 21 item 3).
 *
 * The real server runs as a process of its own on a data folder (and, on PostgreSQL, a database)
 * that survives it. A buyer has paid; the server makes the report and starts mailing it, and the
 * mail server takes the message's data but never answers (the job is in the middle of its work).
 * The server is then killed with SIGKILL: nothing is cleaned up, the job is left running in the
 * queue, and the mail was never accepted (a mail server drops a message whose sender went away
 * before its answer). Started again on the same data, the server takes the dead process's job as
 * lost once its time to run is over, retries it, and the report arrives once: one report, one
 * mail with the PDF the report row names, the order fulfilled, the job done.
 *
 * TEST_JOB_SECONDS (refused outside NODE_ENV=test) gives every job 5 s instead of 15 minutes to
 * run, and retries after 1 s: the same code paths, on a clock a test can wait for.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { expect, it, onTestFinished } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { mailDeliveries, orders, reports } from '../db/schema';
import { sha256 } from '../storage/storage';
import { bearer, signUp } from '../../../tests/support/accounts';
import { payWithTestProvider } from '../../../tests/support/payments';
import { completeAs, sampleAnswers } from '../../../tests/support/reports';
import { startServerChild } from '../../../tests/support/server-child';
import { startSmtpSink } from '../../../tests/support/smtp-sink';
import { createTestApp } from '../../../tests/support/test-app';
import { openFreshPostgres, openTestDatabaseOnDisk, testDatabaseKind } from '../../../tests/support/test-database';

// Its own per project: the PGlite and PostgreSQL runs of this file may run at once.
const PORT = testDatabaseKind() === 'postgres' ? '3511' : '3501';

/** A data folder (and on PostgreSQL a database) that outlives the processes using it; removed when the test ends. */
async function lastingData(): Promise<{ env: Record<string, string>; open: () => Promise<DatabaseHandle> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rk-fault-killed-'));
  onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
  if (testDatabaseKind() === 'postgres') {
    const database = await openFreshPostgres(process.env.TEST_DATABASE_URL!, 'rk_fault');
    onTestFinished(() => database.close());
    return { env: { NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: database.url }, open: () => openDatabase({ kind: 'postgres', url: database.url }) };
  }
  const db = path.join(dataDir, 'db');
  await (await openTestDatabaseOnDisk(db)).close();
  return { env: { NODE_ENV: 'test', DATA_DIR: dataDir }, open: () => openDatabase({ kind: 'pglite', dataDir: db }) };
}

it('the server killed while a report job runs: after the restart the job completes, and the report and its mail exist once', { timeout: 240_000 }, async () => {
  const data = await lastingData();

  // A buyer pays, here in the test's process, where no job runs: the report's job waits for the server.
  const shop = await createTestApp({ seed: true, onDisk: 'configured', env: data.env });
  const buyer = await signUp(shop, 'avbruten.kopare@example.se', 'hemligt123', 'Avbruten Köpare');
  const assessmentId = await completeAs(shop, buyer.token, sampleAnswers('ischias'));
  const order = await payWithTestProvider(shop, buyer.token, assessmentId);
  await shop.close();

  const sink = await startSmtpSink();
  onTestFinished(() => sink.close());
  sink.hold();
  const env = { ...data.env, PORT, SMTP_URL: sink.url, TEST_JOB_SECONDS: '5', REPORT_WORKERS: '1' };

  const first = await startServerChild(env);
  onTestFinished((context) => {
    if (context.task.result?.state === 'fail') console.error(`the first server's output:\n${first.output()}`);
    return first.kill('SIGKILL');
  });
  // The report is made and its mail is being sent: the mail server has the data and has not answered.
  await sink.waitForHeld(1, 60_000);
  await first.kill('SIGKILL');
  await expect.poll(() => sink.held, { timeout: 5000 }).toBe(0);
  expect(sink.messages).toHaveLength(0);

  sink.release();
  const second = await startServerChild(env);
  onTestFinished((context) => {
    if (context.task.result?.state === 'fail') console.error(`the second server's output:\n${second.output()}`);
    return second.kill('SIGKILL');
  });
  const [mail] = await sink.waitFor(1, 60_000);
  // The order is fulfilled once its mail went; then the job is done.
  const status = async () => {
    const res = await fetch(`${second.url}/api/orders/${order.order_id}`, { headers: bearer(buyer.token) });
    return ((await res.json()) as { status?: string }).status;
  };
  await expect.poll(status, { timeout: 30_000, interval: 200 }).toBe('fulfilled');
  await second.kill('SIGTERM');

  // Nothing twice: one mail, one report (whose PDF is the one attached), one delivery, every report job done.
  expect(sink.messages).toHaveLength(1);
  expect(mail!.to).toMatchObject({ value: [{ address: 'avbruten.kopare@example.se' }] });
  const database = await data.open();
  onTestFinished(() => database.close());
  const made = await database.db.select().from(reports).where(eq(reports.assessmentId, assessmentId));
  expect(made).toHaveLength(1);
  expect(mail!.attachments).toHaveLength(1);
  expect(sha256(mail!.attachments[0]!.content)).toBe(made[0]!.sha256);
  const [paid] = await database.db.select().from(orders).where(eq(orders.id, order.order_id));
  expect(paid?.status).toBe('fulfilled');
  const jobs = (await database.db.execute(
    sql`select name, state, retry_count from pgboss.job where name in ('generate-report', 'send-report-mail') order by name`,
  )) as unknown as { rows: { name: string; state: string; retry_count: number }[] };
  expect(jobs.rows.map((j) => [j.name, j.state])).toEqual([
    ['generate-report', 'completed'],
    ['send-report-mail', 'completed'],
  ]);
  // The mail job was the one cut off: it ran again after the restart.
  expect(jobs.rows.find((j) => j.name === 'send-report-mail')!.retry_count).toBeGreaterThan(0);
  const mailJob = (await database.db.execute(sql`select id from pgboss.job where name = 'send-report-mail'`)) as unknown as { rows: { id: string }[] };
  expect(mail!.messageId).toBe(`<${mailJob.rows[0]!.id}@localhost>`);
  expect(await database.db.select().from(mailDeliveries).where(eq(mailDeliveries.jobId, mailJob.rows[0]!.id))).toHaveLength(1);
});
