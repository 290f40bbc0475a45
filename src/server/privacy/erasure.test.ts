import { beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../mail/mailer';
import { bearer, mailsTo, signUp } from '../../../tests/support/accounts';
import { payWithTestProvider } from '../../../tests/support/payments';
import { completeAs, sampleAnswers } from '../../../tests/support/reports';
import { useTestApp } from '../../../tests/support/test-app';

const t = useTestApp({ seed: true });
beforeAll(async () => {
  await signUp(t, 'stannar@example.se');
});

const deleteAccount = (token: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/delete-account', headers: bearer(token), payload: { password: 'hemligt123' } });

/** The outbox files that name the address anywhere (recipient, reply address, text). */
async function outboxFilesNaming(address: string): Promise<number> {
  return (await t.outbox()).filter((raw) => raw.toLowerCase().includes(address.toLowerCase())).length;
}

/** The jobs, waiting, done or archived, whose payload names the address. */
async function jobsNaming(address: string): Promise<number> {
  const { rows } = await t.database.executeSql(
    `select (select count(*) from pgboss.job where lower(data::text) like $1) + (select count(*) from pgboss.archive where lower(data::text) like $1) as n`,
    [`%${address.toLowerCase()}%`],
  );
  return Number((rows[0] as { n: string | number }).n);
}

function contactFrom(email: string) {
  return t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Lena', email, subject: 'Fråga', message: 'Hej, en fråga om rapporten.' } });
}

/** A mail to the address, queued as every mail is (a job) and not yet sent. */
function queueMailTo(to: string) {
  return t.jobs.send('sendMail', { to, subject: 'Kvitto', text: 'Hej Lena', html: '<p>Hej Lena</p>' });
}

describe('account deletion and the mail outbox (no SMTP_URL)', () => {
  it('leaves no mail of the account in the outbox: the mailed report PDF, the codes, a contact message', { timeout: 60_000 }, async () => {
    const leaver = await signUp(t, 'lamnar@example.se', 'hemligt123', 'Lena Lämnar');
    const id = await completeAs(t, leaver.token, sampleAnswers('oro-och-stress'));
    await payWithTestProvider(t, leaver.token, id);
    await t.runJobs();
    const mailed = await mailsTo(t, 'lamnar@example.se');
    expect(mailed.some((m) => m.attachments.some((a) => a.contentType === 'application/pdf'))).toBe(true);
    expect((await contactFrom('Lamnar@Example.se')).statusCode).toBe(201);
    await t.runJobs();
    expect(await outboxFilesNaming('lamnar@example.se')).toBeGreaterThanOrEqual(3);
    expect(await jobsNaming('lamnar@example.se')).toBeGreaterThanOrEqual(2);
    const othersBefore = (await mailsTo(t, 'stannar@example.se')).length;

    expect((await deleteAccount(leaver.token)).statusCode).toBe(200);
    await t.runJobs();
    expect(await outboxFilesNaming('lamnar@example.se')).toBe(0);
    expect(await jobsNaming('lamnar@example.se')).toBe(0);
    expect((await mailsTo(t, 'stannar@example.se')).length).toBe(othersBefore);
  });

  it('never writes a mail that was still queued for the account when it was deleted', async () => {
    const leaver = await signUp(t, 'ko@example.se');
    await queueMailTo('ko@example.se');
    await contactFrom('ko@example.se');
    await queueMailTo('stannar@example.se');
    expect(await jobsNaming('ko@example.se')).toBe(3);
    expect((await deleteAccount(leaver.token)).statusCode).toBe(200);
    expect(await jobsNaming('ko@example.se')).toBe(0);
    await t.runJobs();
    expect(await outboxFilesNaming('ko@example.se')).toBe(0);
    expect((await mailsTo(t, 'stannar@example.se')).some((m) => m.subject === 'Kvitto')).toBe(true);
  });
});

/** A promise and the function that settles it. */
function signal() {
  let settle!: () => void;
  const done = new Promise<void>((resolve) => (settle = resolve));
  return { done, settle };
}

/**
 * Holds every mail just before it is written until `release` is called: the deletion then runs
 * while a job is sending (it has read the report and the address, and not yet written the file).
 */
function holdMailer(mailer: Mailer) {
  const send = mailer.send.bind(mailer);
  const reached = signal();
  const released = signal();
  mailer.send = async (...args: Parameters<Mailer['send']>) => {
    reached.settle();
    await released.done;
    return send(...args);
  };
  return { atSend: reached.done, release: released.settle, restore: () => void (mailer.send = send) };
}

/**
 * Pauses the deletion after it cleared the outbox, before it commits, until `resume` is called.
 */
function pauseDeletionAfterOutbox(mailer: Mailer) {
  const forget = mailer.forget;
  const cleared = signal();
  const resumed = signal();
  mailer.forget = async (address) => {
    const removed = await forget(address);
    cleared.settle();
    await resumed.done;
    return removed;
  };
  return { cleared: cleared.done, resume: resumed.settle, restore: () => void (mailer.forget = forget) };
}

/** The two kinds of mail to an account: any mail (a job with the address), and the report with its PDF. */
const MAILS = [
  ['a queued mail to the address', (address: string) => queueMailTo(address)],
  ['the report mail with its PDF', (_address: string, reportId: string) => t.jobs.send('sendReportMail', { reportId })],
] as const;

/** An account with a stored report, and one of its mails queued. */
async function accountWithQueuedMail(address: string, queue: (typeof MAILS)[number][1]) {
  const leaver = await signUp(t, address);
  const id = await completeAs(t, leaver.token, sampleAnswers('oro-och-stress'));
  expect((await t.app.inject({ method: 'POST', url: '/api/generate-preview', headers: bearer(leaver.token), payload: { assessmentId: id } })).statusCode).toBe(
    200,
  );
  const [report] = (await t.app.inject({ method: 'GET', url: '/api/my-reports', headers: bearer(leaver.token) })).json() as { id: string }[];
  await queue(address, report!.id);
  return leaver;
}

describe('a mail being sent while the account is deleted', () => {
  it.each(MAILS)('%s, written after the deletion committed, is taken back', { timeout: 60_000 }, async (what, queue) => {
    const address = `efter-${what.length}@example.se`;
    const leaver = await accountWithQueuedMail(address, queue);
    const held = holdMailer(t.mailer);
    try {
      const sending = t.runJobs();
      await held.atSend;
      expect((await deleteAccount(leaver.token)).statusCode).toBe(200);
      held.release();
      await sending;
    } finally {
      held.restore();
    }
    expect(await outboxFilesNaming(address)).toBe(0);
  });

  it.each(MAILS)('%s, written while the deletion runs, waits for its commit and is taken back', { timeout: 60_000 }, async (what, queue) => {
    const address = `under-${what.length}@example.se`;
    const leaver = await accountWithQueuedMail(address, queue);
    const held = holdMailer(t.mailer);
    const paused = pauseDeletionAfterOutbox(t.mailer);
    try {
      const sending = t.runJobs();
      await held.atSend;
      const deleting = deleteAccount(leaver.token);
      await paused.cleared;
      // Written now, after the outbox was cleared: its check has to wait for the deletion's commit.
      held.release();
      await new Promise((resolve) => setTimeout(resolve, 200));
      paused.resume();
      expect((await deleting).statusCode).toBe(200);
      await sending;
    } finally {
      held.restore();
      paused.restore();
    }
    expect(await outboxFilesNaming(address)).toBe(0);
  });
});
