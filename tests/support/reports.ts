import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SAMPLE_ASSESSMENTS, sampleTests, type SampleAssessment } from '../../src/shared/content/sample-assessments';
import { CONSENT_VERSION } from '../../src/shared/domain/consent';
import { analyseAnswers, answersFromTests } from '../../src/shared/domain/scoring/engine';
import { orders } from '../../src/server/db/schema';
import { DEFAULT_TEMPLATE } from '../../src/server/report/compose/templates';
import { reportFacts } from '../../src/server/report/facts';
import { goalOf } from '../../src/server/report/gather';
import { notesOf } from '../../src/server/report/content/notes';
import { composeReport, type ReportKind } from '../../src/server/report/produce';
import type { ReportModel } from '../../src/server/report/compose/model';
import type { PdfDocument } from '../../src/server/report/render/render-pdf';
import { writeBuiltinTexts } from '../../src/server/report/writers/builtin';
import { expect } from 'vitest';
import { bearer } from './accounts';
import { payWithTestProvider } from './payments';
import type { TestApp } from './test-app';

export const sample = (id: SampleAssessment['id']): SampleAssessment => SAMPLE_ASSESSMENTS.find((s) => s.id === id)!;

/** Completes an assessment as the signed-in user, with a sample's answers (and changes); returns its id. */
export async function completeAs(t: TestApp, token: string, answers: Record<string, string>): Promise<string> {
  const now = new Date().toISOString();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/assessments',
    headers: bearer(token),
    payload: {
      email: null,
      status: 'completed',
      consent: { givenAt: now, version: CONSENT_VERSION },
      responses: { completedAt: now, tests: Object.entries(answers).map(([testId, completion]) => ({ testId, completion })) },
    },
  });
  if (res.statusCode !== 201) throw new Error(`assessment not stored: ${res.body}`);
  return (res.json() as { id: string }).id;
}

export const sampleAnswers = (id: SampleAssessment['id'], changes: Record<string, string> = {}) => ({
  ...Object.fromEntries(sampleTests(sample(id)).map((t) => [t.testId, t.completion])),
  ...changes,
});

/**
 * A paid order for the assessment written straight into the database, for tests of what a paid
 * report does where the checkout would refuse the sale (an emergency sign). Others pay through
 * the API (tests/support/payments.ts).
 */
export async function paidOrder(t: TestApp, userId: string, assessmentId: string) {
  const [order] = await t.database.db
    .insert(orders)
    .values({
      userId,
      assessmentId,
      status: 'paid',
      paidAt: new Date(),
      provider: 'test',
      productName: 'Personlig ryggrapport',
      listPriceOre: 25_000,
      totalOre: 25_000,
      vatOre: 5000,
      vatRateBp: 2500,
    })
    .returning();
  return order!;
}

/** What poppler reads out of a PDF: its text (layout kept) and its page count. */
export function readPdf(pdf: Buffer): { text: string; pages: number; info: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'rk-pdf-'));
  try {
    const file = path.join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
    return { text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }), pages, info };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The model of a report from answers, analysed now and composed as the service composes it (built-in writer). */
export function reportModelFor(answersByKey: Record<string, string>, kind: ReportKind = 'full', date = new Date('2026-11-25T10:00:00Z')): ReportModel {
  const answers = answersFromTests(Object.entries(answersByKey).map(([testId, completion]) => ({ testId, completion })));
  const analysis = analyseAnswers(answers);
  const facts = reportFacts(analysis, answers);
  return {
    kind,
    brandName: 'Ryggkollen',
    orderNumber: kind === 'full' ? 1001 : null,
    date,
    person: { name: 'Karin Lindqvist', email: 'karin@example.se' },
    analysis,
    facts,
    goal: goalOf(answers),
    notes: notesOf(answers),
    texts: writeBuiltinTexts(analysis, facts, goalOf(answers) !== null),
    writer: 'builtin',
    template: DEFAULT_TEMPLATE,
    contact: { supportEmail: 'support@ryggkollen.se', companyName: 'Ryggkollen AB', orgNumber: '556677-8899', address: 'Gatan 1, 111 11 Stockholm' },
  };
}

/** A sample person's report as a document, composed as the service composes it (built-in writer). */
export function sampleReportDocument(id: SampleAssessment['id'], date = new Date('2026-11-25T10:00:00Z'), kind: ReportKind = 'full'): PdfDocument {
  const person = sample(id);
  const model = reportModelFor(Object.fromEntries(sampleTests(person).map((t) => [t.testId, t.completion])), kind, date);
  return composeReport({ ...model, person: { name: person.name, email: person.email } });
}

/** Every string a reader sees in a document definition's content (drawings and the contents list excluded). */
export function documentText(doc: PdfDocument): string {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (node === null || node === undefined) return;
    if (typeof node === 'string') {
      out.push(node);
      return;
    }
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    if ('toc' in n || 'canvas' in n || 'svg' in n) return;
    for (const key of ['text', 'stack', 'columns', 'ul', 'ol']) if (key in n) walk(n[key]);
    if (n.table && typeof n.table === 'object') walk((n.table as { body?: unknown }).body);
  };
  walk(doc.definition.content);
  return out.join('\n');
}

/** POST /api/admin/templates/upload: one .docx as multipart, with the form's other fields. */
export async function uploadTemplate(t: TestApp, token: string, file: Buffer, filename = 'mall.docx', diagnosisTypes = 'all') {
  const boundary = '----rk-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nWord-mall\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="diagnosisTypes"\r\n\r\n${diagnosisTypes}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.wordprocessingml.document\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/templates/upload',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

/**
 * An assessment of the customer's with a preview report and a paid order (the test provider): what
 * the access tests (authorization matrix, contract fuzzer) ask for by id.
 */
export async function paidAssessmentWithPreview(t: TestApp, token: string, sample: SampleAssessment['id']) {
  const assessment = await completeAs(t, token, sampleAnswers(sample));
  const preview = await t.app.inject({ method: 'POST', url: '/api/generate-preview', headers: bearer(token), payload: { assessmentId: assessment } });
  expect(preview.statusCode, preview.body).toBe(200);
  const [report] = (await t.app.inject({ method: 'GET', url: '/api/my-reports', headers: bearer(token) })).json() as { id: string }[];
  const { order_id: order } = await payWithTestProvider(t, token, assessment);
  return { assessment, report: report!, order };
}
