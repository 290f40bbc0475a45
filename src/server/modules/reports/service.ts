import { randomBytes } from 'node:crypto';
import { ASSESSMENT_DETAILS_MESSAGES, type AssessmentReport } from '../../../shared/contracts/assessment-details';
import type { GenerateReportRequest, ReportListItem, TestGenerateReportRequest } from '../../../shared/contracts/reports';
import { UUID } from '../../../shared/domain/uuid';
import { analyseAnswers, answersFromTests } from '../../../shared/domain/scoring/engine';
import { safetyMessage } from '../../../shared/domain/scoring/advice';
import { mainPattern } from '../../../shared/domain/scoring/presentation';
import type { Analysis } from '../../../shared/domain/scoring/types';
import { HttpError } from '../../http-error';
import { gatherReport } from '../../report/gather';
import { adminReportFileName, reportFileName } from '../../../shared/domain/report-file-names';
import { diagnosisCategory, produceReport, type ReportKind } from '../../report/produce';
import { selectTemplate, type ReportTemplate } from '../../report/compose/templates';
import { SAMPLE_ASSESSMENTS, sampleTests } from '../../../shared/content/sample-assessments';
import type { Database } from '../../db/client';
import type { ServiceDeps } from '../../deps';
import { sha256 } from '../../storage/storage';
import { analysisOf, assertSellable, findAssessment, newestAnalysis, newestAssessmentOf, ownedAssessment, type AssessmentRow } from '../assessment/service';
import { ownedBy } from '../auth/owned';
import type { UserRow } from '../auth/repository';
import { findUser } from '../auth/service';
import { isReportPaid, paidOrderFor } from '../orders/service';
import { AUDIT_SUMMARIES } from '../audit/messages';
import { recordAdminChange } from '../audit/service';
import { REPORT_MESSAGES, emergencyRefusal } from './messages';
import { reportRepository, templateRepository, type ReportRow } from './repository';
import { templateById } from './templates-service';
import { writtenFor } from './written-texts';

// The template reports use now, for other modules (the dashboard's process strip).
export { currentTemplate } from './templates-service';

/** The user's own assessment: the one named, or the newest (the spec's body names none). */
async function ownAssessment(deps: Pick<ServiceDeps, 'db'>, user: UserRow, input: GenerateReportRequest): Promise<AssessmentRow> {
  if (input.assessmentId) return ownedAssessment(deps, user, input.assessmentId);
  const row = await newestAssessmentOf(deps, user.id);
  if (!row) throw HttpError.notFound(REPORT_MESSAGES.noAssessment);
  return row;
}

/** The assessment with its stored analysis (never recomputed), gathered for a report. */
async function gathered(deps: Pick<ServiceDeps, 'db'>, assessment: AssessmentRow) {
  const stored = await newestAnalysis(deps, assessment.id);
  if (!stored) throw new Error(`assessment ${assessment.id} has no stored analysis`);
  return gatherReport(assessment, stored);
}

/**
 * The stored report of this kind for the assessment, made now if there is none: gathered,
 * written (a model only for the full report, once per analysis), composed, rendered, stored (file
 * first, then the row), with what made it. Two callers at once both render, one row wins, and the
 * other's file is removed. A full report's mail job is written with its row.
 */
export async function ensureReport(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'storage' | 'renderer' | 'writer'>,
  assessment: AssessmentRow,
  kind: ReportKind,
  options: { mail?: boolean; madeBy?: UserRow; onStored?: (tx: Database, row: ReportRow) => Promise<void> } = {},
): Promise<ReportRow> {
  const reports = reportRepository(deps.db);
  const { madeBy } = options;
  // The customer's: one of each kind per assessment. An admin's: one full report per stored
  // analysis, the newest (decision 0036); made with the same path, marked, and audited.
  const newest = madeBy ? await newestAnalysis(deps, assessment.id) : undefined;
  const existing = madeBy ? newest && (await reports.findAdminFor(newest.row.id)) : await reports.findFor(assessment.id, kind);
  if (existing) return existing;
  if (!assessment.userId) throw new Error('a report is made for an account');
  const owner = await findUser(deps, assessment.userId);
  if (!owner) throw new Error('the assessment has no owner');
  const data = await gathered(deps, assessment);
  if (!data.analysisId) throw new Error('a stored report names its stored analysis');
  const analysisId = data.analysisId;
  const template = selectTemplate(await templateRepository(deps.db).list(), data.facts.mainPattern ?? 'all');
  const date = new Date();
  const written = await writtenFor(deps, data, kind);
  // The full report carries the paid order's number, the one the confirmation, the mail and the receipt give.
  const order = kind === 'full' ? await paidOrderFor(deps, assessment.id) : undefined;
  const made = await produceReport(deps, {
    kind,
    gathered: data,
    template,
    person: { name: owner.name, email: owner.email },
    date,
    written,
    orderNumber: order?.orderNumber ?? null,
  });
  const storageKey = `reports/${date.getUTCFullYear()}/${assessment.id}-${kind}-${randomBytes(6).toString('hex')}.pdf`;
  await deps.storage.put(storageKey, made.pdf);
  // No file outlives its row: when the row cannot be written (the account was deleted meanwhile,
  // the database failed), the file goes too. A crash between the two is the sweep's (sweepStoredFiles).
  const { row, inserted } = await deps.db
    .transaction(async (tx) => {
      const result = await reportRepository(tx).insertOnce({
        reportNumber: made.reportNumber,
        userId: owner.id,
        assessmentId: assessment.id,
        analysisId,
        kind,
        engineVersion: data.engineVersion,
        templateId: template.id,
        templateName: template.name,
        writer: made.writer,
        diagnosisCategory: made.diagnosisCategory,
        storageKey,
        fileName: madeBy ? adminReportFileName(owner.name, date) : reportFileName(kind, owner.email, date),
        byteSize: made.pdf.length,
        pages: made.pages,
        sha256: sha256(made.pdf),
        madeByAdmin: !!madeBy,
        madeBy: madeBy?.id ?? null,
      });
      if (result.inserted && options.mail) await deps.jobs.send('sendReportMail', { reportId: result.row.id }, { db: tx });
      if (result.inserted && madeBy) {
        await recordAdminChange(deps, tx, {
          actor: madeBy,
          action: 'report.create',
          subjectType: 'assessment',
          subjectId: assessment.id,
          summary: AUDIT_SUMMARIES.reportMade(owner.name, data.engineVersion),
        });
      }
      // What the caller records of a report it made (an admin's audit entry), once, with the row.
      if (result.inserted && options.onStored) await options.onStored(tx, result.row);
      return result;
    })
    .catch(async (err: unknown) => {
      await deps.storage.delete(storageKey);
      throw err;
    });
  if (!inserted) await deps.storage.delete(storageKey);
  else if (options.mail) deps.jobs.wake('sendReportMail');
  return row;
}

/** A file younger than this may be a report whose row is being written: the sweep leaves it. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/**
 * The job sweepStoredFiles: report files no row names (a process that died between the file and
 * its row), and temporary files of writes that never finished, once they are older than the grace
 * period. Returns how many went.
 */
export async function sweepStoredFiles(deps: Pick<ServiceDeps, 'db' | 'storage'>, now = new Date()): Promise<number> {
  const old = (await deps.storage.list('reports')).filter((f) => now.getTime() - f.modifiedAt.getTime() > ORPHAN_GRACE_MS);
  let removed = 0;
  for (let i = 0; i < old.length; i += 500) {
    const batch = old.slice(i, i + 500).map((f) => f.key);
    const named = await reportRepository(deps.db).storedKeys(batch);
    for (const key of batch.filter((k) => !named.has(k))) {
      await deps.storage.delete(key);
      removed++;
    }
  }
  return removed;
}

/** A stored report's bytes, checked against the hash stored with it. */
export async function reportFile(deps: Pick<ServiceDeps, 'storage'>, report: ReportRow): Promise<Buffer> {
  const pdf = await deps.storage.get(report.storageKey);
  if (!pdf || sha256(pdf) !== report.sha256) throw HttpError.serviceUnavailable(REPORT_MESSAGES.fileMissing);
  return pdf;
}

/**
 * No report of either kind beside an emergency sign: the answer is the advice itself (CLINICAL.md
 * §1: the preview and every e-mail show only the advice). Checked before anything else, so an
 * emergency stopped early (and so with few answers) hears the advice, not "too few answers".
 */
function refuseEmergency(analysis: Pick<Analysis, 'redFlags'>) {
  const message = safetyMessage(analysis.redFlags);
  if (message?.urgency === 'emergency') throw HttpError.conflict(emergencyRefusal(message));
}

/** The sale rule (the assessment module's), said the report's way: the advice itself. */
function assertReportable(deps: Pick<ServiceDeps, 'db'>, assessment: AssessmentRow) {
  return assertSellable(deps, assessment.id, (flags) => emergencyRefusal(safetyMessage(flags)!));
}

const perUser = (user: UserRow, what: string) => [{ key: `report:${what}:user:${user.id}`, limit: 30, windowMs: 60 * 60 * 1000 }];

/** POST /api/generate-preview: the free preview of the user's own assessment (stored once, then served). */
export async function previewFor(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'limiter' | 'storage' | 'renderer' | 'writer'>,
  user: UserRow,
  input: GenerateReportRequest,
) {
  await deps.limiter.consume(perUser(user, 'preview'));
  const assessment = await ownAssessment(deps, user, input);
  await assertReportable(deps, assessment);
  const report = await ensureReport(deps, assessment, 'preview');
  return { report, pdf: await reportFile(deps, report) };
}

/** POST /api/generate-report: the full report, only when the assessment's order is paid (402 otherwise). */
export async function fullReportFor(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'limiter' | 'storage' | 'renderer' | 'writer'>,
  user: UserRow,
  input: GenerateReportRequest,
) {
  await deps.limiter.consume(perUser(user, 'full'));
  const assessment = await ownAssessment(deps, user, input);
  if (!(await isReportPaid(deps, assessment.id))) throw HttpError.paymentRequired(REPORT_MESSAGES.notPaid);
  await assertReportable(deps, assessment);
  const report = await ensureReport(deps, assessment, 'full', { mail: true });
  return { report, pdf: await reportFile(deps, report) };
}

/**
 * The job after a payment: the full report made and stored, and its mail job written with it.
 * Nothing happens twice: a report that exists is not made again, and its mail is written once.
 */
export async function deliverFullReport(deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'storage' | 'renderer' | 'writer'>, assessmentId: string) {
  const assessment = await findAssessment(deps, assessmentId);
  if (!assessment) return;
  if (await hasFullReport(deps, assessmentId)) return;
  await ensureReport(deps, assessment, 'full', { mail: true });
}

/**
 * GET /api/my-reports (spec: id, diagnosisCategory, createdAt, downloadUrl, fileName). The pattern
 * named is the main one of the stored analysis as every page names it today (`mainPattern`, the
 * current safety presentation applies to stored analyses, CLINICAL.md §7): empty where no pattern
 * may be named. The stored file itself never changes.
 */
export async function reportsOf(deps: Pick<ServiceDeps, 'db'>, user: UserRow): Promise<ReportListItem[]> {
  const rows = await reportRepository(deps.db).listWithAnalyses(user.id);
  return rows.map(({ report: r, analysis }) => ({
    id: r.id,
    kind: r.kind,
    diagnosisCategory: diagnosisCategory({ mainPattern: mainPattern(analysisOf(analysis))?.id ?? null }),
    createdAt: r.createdAt.toISOString(),
    downloadUrl: `/api/reports/${r.id}/download`,
    fileName: r.fileName,
  }));
}

/** GET /api/reports/:id/download: the owner's PDF (or an admin's look); nobody else learns it exists. */
export async function downloadFor(deps: Pick<ServiceDeps, 'db' | 'storage'>, user: UserRow, id: string) {
  const report = ownedBy(await reportRepository(deps.db).find(id), user, REPORT_MESSAGES.notFound, { admins: true });
  return { report, pdf: await reportFile(deps, report) };
}

/**
 * POST /api/test-generate-report (the test pages): a sample report from answers that are not
 * stored, analysed now. Never stored, and written by the built-in writer: no model is asked for a
 * sample. Open in development and test mode, admins only in production: the endpoint map's
 * `devOrAdmin` access, whose guard runs before the body is read.
 */
export async function testReport(deps: Pick<ServiceDeps, 'db' | 'config' | 'limiter' | 'renderer' | 'writer'>, input: TestGenerateReportRequest, ip: string) {
  await deps.limiter.consume([{ key: `report:test:ip:${ip}`, limit: 20, windowMs: 10 * 60 * 1000 }]);
  const kind = input.kind ?? 'full';
  const answers = input.assessmentData.tests.map((t) => ({ testId: t.testId, completion: t.completion }));
  return sampleReport(deps, { kind, answers, person: { name: input.name, email: input.email } });
}

/**
 * A report from answers that are not stored, analysed now and written by the built-in writer; with
 * the template given, or the one a report of its pattern would use.
 */
async function sampleReport(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'renderer' | 'writer'>,
  input: { kind: ReportKind; answers: { testId: string; completion: string }[]; person: { name: string; email: string }; template?: ReportTemplate },
) {
  const { kind, answers } = input;
  const analysis = analyseAnswers(answersFromTests(answers));
  refuseEmergency(analysis);
  const data = gatherReport(
    { id: 'test', responses: { tests: answers, completedAt: new Date().toISOString() } },
    { row: { id: 'test', engineVersion: analysis.engineVersion }, analysis },
  );
  const template = input.template ?? selectTemplate(await templateRepository(deps.db).list(), data.facts.mainPattern ?? 'all');
  const date = new Date();
  const gathered = { ...data, analysisId: null };
  const written = await writtenFor(deps, gathered, kind);
  const made = await produceReport(deps, { kind, gathered, template, person: input.person, date, written, orderNumber: null });
  return { pdf: made.pdf, fileName: reportFileName(kind, input.person.email, date) };
}

/**
 * GET /api/admin/templates/:id/preview: the full report of the first sample person (made up),
 * made with this template whatever its pattern or state; never stored.
 */
export async function templatePreview(deps: Pick<ServiceDeps, 'db' | 'config' | 'renderer' | 'writer'>, id: string) {
  const row = await templateById(deps, id);
  const sample = SAMPLE_ASSESSMENTS[0]!;
  const { pdf } = await sampleReport(deps, {
    kind: 'full',
    answers: sampleTests(sample),
    person: { name: sample.name, email: sample.email },
    template: { id: row.id, name: row.name, sections: row.sections },
  });
  return { pdf, fileName: `forhandsgranskning-${row.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase() || 'mall'}.pdf` };
}

/** Whether the assessment's full report is stored (an order's page says it is ready). */
export async function hasFullReport(deps: Pick<ServiceDeps, 'db'>, assessmentId: string): Promise<boolean> {
  return !!(await reportRepository(deps.db).findFor(assessmentId, 'full'));
}

/**
 * POST /api/admin/generate-report/:assessmentId: the full report of the assessment's newest stored
 * analysis, made once per analysis through the same path as the customer's (ensureReport), stored
 * marked as made by this admin and audited. No order, no mail; the sale rule's refusals (an
 * emergency sign, too few answers) hold for an admin too. A guest's assessment has no account to
 * keep a report with (409).
 */
export async function adminReportFor(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'storage' | 'renderer' | 'writer'>,
  admin: UserRow,
  assessmentId: string,
) {
  const assessment = UUID.test(assessmentId) ? await findAssessment(deps, assessmentId) : undefined;
  if (!assessment) throw HttpError.notFound(ASSESSMENT_DETAILS_MESSAGES.notFound);
  if (!assessment.userId) throw HttpError.conflict(ASSESSMENT_DETAILS_MESSAGES.guestReport);
  if (!(await newestAnalysis(deps, assessment.id))) throw HttpError.conflict(ASSESSMENT_DETAILS_MESSAGES.noAnalysis);
  await assertReportable(deps, assessment);
  const report = await ensureReport(deps, assessment, 'full', { madeBy: admin });
  return { report, pdf: await reportFile(deps, report) };
}

/** Every stored report of the assessment, newest first, with who made it (the admin's details page). */
export async function reportsOfAssessment(deps: Pick<ServiceDeps, 'db'>, assessmentId: string): Promise<AssessmentReport[]> {
  const rows = await reportRepository(deps.db).listForAssessment(assessmentId);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    createdAt: r.createdAt.toISOString(),
    analysisId: r.analysisId,
    engineVersion: r.engineVersion,
    madeBy: r.madeByAdmin ? 'admin' : 'customer',
    madeByName: r.madeByAdmin ? r.madeByName : null,
    fileName: r.fileName,
    downloadUrl: `/api/reports/${r.id}/download`,
  }));
}
