import type { Database } from '../db/client';
import type { Jobs } from '../jobs/jobs';
import type { MailMessage } from './mailer';

/** Writes a mail as a job in `db` (a transaction, so it goes out only if the change commits). */
export function queueMail(deps: { jobs: Pick<Jobs, 'send'> }, db: Database, message: MailMessage) {
  return deps.jobs.send('sendMail', message, { db });
}
