import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { mailDeliveries } from '../db/schema';
import type { ServiceDeps } from '../deps';
import { sendOnce } from '../mail/send-once';
import { deleteUnclaimedAssessments } from '../modules/assessment/service';
import { deleteExpiredSignups, renewSignupCodeJob } from '../modules/auth/service';
import { markContactMessageMailed } from '../modules/contact/service';
import { sweepHeldPayments } from '../modules/payments/review';
import { reconcileUnknownPayment } from '../modules/payments/unknown-outcome';
import { voidMismatchedPayment } from '../modules/payments/void';
import { sendReportMail } from '../modules/reports/delivery';
import { deliverFullReport, sweepStoredFiles } from '../modules/reports/service';
import { createRateLimiter } from '../security/rate-limiter';
import type { JobHandlers } from './definitions';

/** What each job does: the jobs' own bookkeeping here, everything else through the modules' services. */
export function createJobHandlers(options: { deps: ServiceDeps; mailDomain: string; logger: Pick<FastifyBaseLogger, 'warn'> }): JobHandlers {
  const { deps } = options;
  const { db } = deps;
  return {
    /**
     * Sends one mail, once (sendOnce). An account deletion deletes the job of a mail to that
     * account while it runs: the outbox then takes back what it wrote.
     */
    async sendMail({ contactMessageId, ...message }, jobId) {
      await sendOnce(deps, { id: jobId, mailDomain: options.mailDomain }, message, () => deps.jobs.isQueued('sendMail', jobId));
      if (contactMessageId) await markContactMessageMailed({ db }, contactMessageId);
    },

    async renewSignupCode(payload) {
      await renewSignupCodeJob(deps, payload);
    },

    async generateReport({ assessmentId }) {
      await deliverFullReport(deps, assessmentId);
    },

    async sendReportMail({ reportId }, jobId) {
      await sendReportMail(deps, reportId, { id: jobId, mailDomain: options.mailDomain });
    },

    async deleteStoredFiles({ keys }) {
      for (const key of keys) await deps.storage.delete(key);
    },

    async voidPayment(payload) {
      await voidMismatchedPayment(deps, payload);
    },

    async reconcilePayment({ orderId }) {
      await reconcileUnknownPayment(deps, orderId, (message) => options.logger.warn(message));
    },

    async sweepStoredFiles() {
      await sweepStoredFiles(deps);
    },

    async sweepHeldPayments() {
      await sweepHeldPayments(deps, (message) => options.logger.warn(message));
    },

    async sweepUnclaimedAssessments() {
      await deleteUnclaimedAssessments({ db });
    },

    async sweepExpiredRows() {
      await createRateLimiter(db).forgetOld();
      await deleteExpiredSignups({ db });
      // Deliveries are looked up only while a job can still be retried (about a day).
      await db.delete(mailDeliveries).where(lt(mailDeliveries.sentAt, new Date(Date.now() - 14 * 86_400_000)));
    },
  };
}
