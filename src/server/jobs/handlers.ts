import { eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailDeliveries, rateLimitEvents } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { contactRepository } from '../modules/contact/repository';
import { assessmentRepository } from '../modules/assessment/repository';
import { accountRepository } from '../modules/auth/repository';
import { UNCLAIMED_RETENTION_DAYS } from '../modules/assessment/service';
import { LONGEST_WINDOW_MS } from '../security/rate-limiter';
import type { JobName, JobPayload } from './definitions';

export type JobHandlers = { [N in JobName]: (payload: JobPayload<N>, jobId: string) => Promise<void> };

export function createJobHandlers(deps: { db: Database; mailer: Mailer; mailDomain: string }): JobHandlers {
  const { db } = deps;
  return {
    /**
     * Sends one mail, once: a job that already handed its mail to the server (and failed after)
     * is not sent again, and the Message-ID is the job's, so a repeat is recognisable anyway.
     */
    async sendMail({ contactMessageId, ...message }, jobId) {
      const [sent] = await db.select().from(mailDeliveries).where(eq(mailDeliveries.jobId, jobId));
      if (!sent) {
        await deps.mailer.send({ ...message, messageId: `<${jobId}@${deps.mailDomain}>` });
        await db.insert(mailDeliveries).values({ jobId }).onConflictDoNothing();
      }
      if (contactMessageId) await contactRepository(db).markMailed(contactMessageId);
    },

    async sweepUnclaimedAssessments() {
      await assessmentRepository(db).deleteUnclaimedOlderThan(new Date(Date.now() - UNCLAIMED_RETENTION_DAYS * 86_400_000));
    },

    async cleanRateLimits() {
      await db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, new Date(Date.now() - LONGEST_WINDOW_MS)));
      await accountRepository(db).deleteExpiredPendingSignups();
      // Deliveries are looked up only while a job can still be retried (about a day).
      await db.delete(mailDeliveries).where(lt(mailDeliveries.sentAt, new Date(Date.now() - 14 * 86_400_000)));
    },
  };
}
