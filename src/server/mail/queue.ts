import type { Database } from '../db/client';
import type { JobPayload } from '../jobs/definitions';
import type { Jobs } from '../jobs/jobs';

/**
 * Writes a mail as a job in `db`: in a transaction, it goes out only if the change commits. The
 * one way to queue a mail; the `sendMail` job sends it once (send-once.ts).
 */
export function queueMail(deps: { jobs: Pick<Jobs, 'send'> }, db: Database, message: JobPayload<'sendMail'>) {
  return deps.jobs.send('sendMail', message, { db });
}
