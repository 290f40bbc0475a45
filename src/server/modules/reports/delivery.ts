import { eq } from 'drizzle-orm';
import { mailDeliveries, reports } from '../../db/schema';
import type { ServiceDeps } from '../../deps';
import { findUser } from '../auth/service';
import { markFulfilled, paidOrderFor, receiptHtml, receiptText } from '../orders/service';
import { reportMail } from './mail';
import { reportRepository } from './repository';
import { reportFile } from './service';

/**
 * Mails a stored report to its owner with the PDF attached and, for a paid report, the receipt;
 * then its order is fulfilled. Once: a job whose mail already went (and failed after) is not sent
 * again. A report or account that is gone by now is nothing to send, and one deleted with its
 * account while the mail was being written is taken back from the outbox.
 */
export async function sendReportMail(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'storage' | 'mailer'>,
  reportId: string,
  job: { messageId: string; jobId: string },
) {
  const [sent] = await deps.db.select().from(mailDeliveries).where(eq(mailDeliveries.jobId, job.jobId));
  if (sent) return;
  const report = await reportRepository(deps.db).find(reportId);
  if (!report) return;
  const owner = await findUser(deps, report.userId);
  if (!owner) return;
  const pdf = await reportFile(deps, report);
  const { config } = deps;
  const order = report.kind === 'full' ? await paidOrderFor(deps, report.assessmentId) : undefined;
  const receipt = order ? { text: receiptText(order, config.company), html: receiptHtml(order, config.company) } : null;
  const mail = reportMail(
    { to: owner.email, name: owner.name, orderNumber: order?.orderNumber ?? null, fileName: report.fileName, pdf, receipt },
    { brandName: config.brandName, publicUrl: config.publicUrl, supportEmail: config.supportEmail },
  );
  await deps.mailer.send({ ...mail, messageId: job.messageId }, { stillWanted: () => reportStillThere(deps, reportId) });
  await deps.db.insert(mailDeliveries).values({ jobId: job.jobId }).onConflictDoNothing();
  if (order) await markFulfilled(deps, order.id);
}

/** Whether the report's row is there; FOR SHARE waits for a deletion in progress and then sees it gone. */
async function reportStillThere(deps: Pick<ServiceDeps, 'db'>, reportId: string): Promise<boolean> {
  const rows = await deps.db.select({ id: reports.id }).from(reports).where(eq(reports.id, reportId)).for('share');
  return rows.length > 0;
}
