import { eq } from 'drizzle-orm';
import { mailDeliveries } from '../db/schema';
import type { ServiceDeps } from '../deps';
import type { MailMessage } from './mailer';

/** The job a mail is sent by: its id, and the domain its Message-ID is in. */
export interface MailJob {
  id: string;
  mailDomain: string;
}

/**
 * The one place a mail is handed to the mailer. Once per job: a job that already handed its mail
 * over (and failed after) does not send it again, and the Message-ID is the job's, so a repeat is
 * recognisable anyway. `message` is made only when the mail has not gone yet; undefined is
 * nothing to send. `stillWanted` is asked once the outbox has written the mail: false takes it
 * back (an account deleted meanwhile). Says whether the mail went now, went on an earlier run, or
 * there was nothing to send.
 */
export async function sendOnce(
  deps: Pick<ServiceDeps, 'db' | 'mailer'>,
  job: MailJob,
  message: MailMessage | (() => Promise<MailMessage | undefined>),
  stillWanted: () => Promise<boolean>,
): Promise<'sent' | 'sent before' | 'nothing to send'> {
  const [sent] = await deps.db.select().from(mailDeliveries).where(eq(mailDeliveries.jobId, job.id));
  if (sent) return 'sent before';
  const mail = typeof message === 'function' ? await message() : message;
  if (!mail) return 'nothing to send';
  await deps.mailer.send({ ...mail, messageId: `<${job.id}@${job.mailDomain}>` }, { stillWanted });
  await deps.db.insert(mailDeliveries).values({ jobId: job.id }).onConflictDoNothing();
  return 'sent';
}
