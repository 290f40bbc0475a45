import { eq } from 'drizzle-orm';
import { reports } from '../../db/schema';
import type { ServiceDeps } from '../../services';
import { accountRepository } from '../auth/repository';
import { brandOf } from '../../mail/layout';
import { sendOnce, type MailJob } from '../../mail/send-once';
import { orderRepository, type OrderRow } from '../orders/repository';
import { receiptHtml, receiptText } from '../orders/receipt';
import { markFulfilled } from '../orders/service';
import { reportMail } from './mail';
import { reportRepository } from './repository';
import { reportFile } from './service';

/**
 * Mails a stored report to its owner with the PDF attached and, for a paid report, the receipt;
 * then its order is fulfilled. Once (sendOnce). A report or account that is gone by now is nothing
 * to send, and one deleted with its account while the mail was being written is taken back from
 * the outbox.
 */
export async function sendReportMail(deps: ServiceDeps, reportId: string, job: MailJob) {
  let order: OrderRow | undefined;
  await sendOnce(
    deps,
    job,
    async () => {
      const report = await reportRepository(deps.db).find(reportId);
      if (!report) return undefined;
      const owner = await accountRepository(deps.db).findUserById(report.userId);
      if (!owner) return undefined;
      const pdf = await reportFile(deps, report);
      const company = deps.config.company;
      order = report.kind === 'full' ? await orderRepository(deps.db).paidFor(report.assessmentId) : undefined;
      const receipt = order ? { text: receiptText(order, company), html: receiptHtml(order, company) } : null;
      const details = { to: owner.email, name: owner.name, orderNumber: order?.orderNumber ?? null, fileName: report.fileName, pdf, receipt };
      return reportMail(details, brandOf(deps.config));
    },
    () => reportStillThere(deps, reportId),
  );
  if (order) await markFulfilled(deps, order.id);
}

/** Whether the report's row is there; FOR SHARE waits for a deletion in progress and then sees it gone. */
async function reportStillThere(deps: ServiceDeps, reportId: string): Promise<boolean> {
  const rows = await deps.db.select({ id: reports.id }).from(reports).where(eq(reports.id, reportId)).for('share');
  return rows.length > 0;
}
