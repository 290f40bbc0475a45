import { eq } from 'drizzle-orm';
import { reports } from '../../db/schema';
import type { ServiceDeps } from '../../deps';
import { brandOf } from '../../mail/layout';
import { sendOnce, type MailJob } from '../../mail/send-once';
import { findUser } from '../auth/service';
import { markFulfilled, paidOrderFor, receiptHtml, receiptText } from '../orders/service';
import { reportMail } from './mail';
import { reportRepository } from './repository';
import { reportFile } from './service';

/**
 * Mails a stored report to its owner with the PDF attached and, for a paid report, the receipt;
 * then its order is fulfilled. Once (sendOnce). A report or account that is gone by now is nothing
 * to send, and one deleted with its account while the mail was being written is taken back from
 * the outbox. An order is fulfilled once its mail went, also when a run sent it and then failed
 * before the order was marked: the retry finds the mail sent and marks it.
 */
export async function sendReportMail(deps: Pick<ServiceDeps, 'db' | 'config' | 'storage' | 'mailer'>, reportId: string, job: MailJob) {
  const report = await reportRepository(deps.db).find(reportId);
  if (!report) return;
  const order = report.kind === 'full' ? await paidOrderFor(deps, report.assessmentId) : undefined;
  const outcome = await sendOnce(
    deps,
    job,
    async () => {
      const owner = await findUser(deps, report.userId);
      if (!owner) return undefined;
      const pdf = await reportFile(deps, report);
      const company = deps.config.company;
      const receipt = order ? { text: receiptText(order, company), html: receiptHtml(order, company) } : null;
      const details = { to: owner.email, name: owner.name, orderNumber: order?.orderNumber ?? null, fileName: report.fileName, pdf, receipt };
      return reportMail(details, brandOf(deps.config));
    },
    () => reportStillThere(deps, reportId),
  );
  if (order && outcome !== 'nothing to send') await markFulfilled(deps, order.id);
}

/** Whether the report's row is there; FOR SHARE waits for a deletion in progress and then sees it gone. */
async function reportStillThere(deps: Pick<ServiceDeps, 'db'>, reportId: string): Promise<boolean> {
  const rows = await deps.db.select({ id: reports.id }).from(reports).where(eq(reports.id, reportId)).for('share');
  return rows.length > 0;
}
