import { randomBytes } from 'node:crypto';
import { formatDateShort } from '../../shared/domain/dates';
import { CATEGORY_LABELS } from '../../shared/domain/scoring/labels';
import type { ServiceDeps } from '../deps';
import { composeFullReport } from './compose/full-report';
import type { ReportModel } from './compose/model';
import { composePreview } from './compose/preview';
import type { ReportTemplate } from './compose/templates';
import { chooseExercises } from './content/exercises';
import { lifestyleAdvice } from './content/lifestyle';
import { treatmentPlan } from './content/plan';
import type { ReportFacts } from './facts';
import type { GatheredReport } from './gather';
import type { PdfDocument } from './render/render-pdf';
import { reportTexts } from './writers/builtin';
import type { Written } from './writers/types';
import { recordReportRendered } from '../metrics/metrics';

export type ReportKind = 'preview' | 'full';

/**
 * "RK-261125-7QX2MB": the day and six random characters (no 0/O or 1/I). The stored file's own
 * reference, for support and the personal-data export; never printed for the customer, who is
 * given one number, the order's.
 */
export function newReportNumber(date: Date): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = [...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join('');
  return `RK-${formatDateShort(date).slice(2).replaceAll('-', '')}-${random}`;
}

/** The main pattern as the reports list names it (`mainPattern`), or nothing where no pattern may be named. */
export function diagnosisCategory(facts: Pick<ReportFacts, 'mainPattern'>): string {
  return facts.mainPattern ? CATEGORY_LABELS[facts.mainPattern] : '';
}

export interface ProducedPdf {
  pdf: Buffer;
  pages: number;
  reportNumber: string;
  writer: 'builtin' | 'ai';
  diagnosisCategory: string;
}

/**
 * Compose → render: the built-in clinical texts around the writer's personal texts (written
 * before, from the analysis only, never the name), the template filled, the designed document,
 * rendered on a worker thread.
 */
export async function produceReport(
  deps: Pick<ServiceDeps, 'renderer' | 'config'>,
  input: {
    kind: ReportKind;
    gathered: GatheredReport;
    template: ReportTemplate;
    person: { name: string; email: string };
    date: Date;
    written: Written;
    /** The paid order's number, printed on the full report; null for the preview and samples. */
    orderNumber: number | null;
  },
): Promise<ProducedPdf> {
  const { gathered, kind, written } = input;
  const reportNumber = newReportNumber(input.date);
  const { config } = deps;
  const model: ReportModel = {
    kind,
    brandName: config.brandName,
    orderNumber: input.kind === 'full' ? input.orderNumber : null,
    date: input.date,
    person: input.person,
    analysis: gathered.analysis,
    facts: gathered.facts,
    goal: gathered.goal,
    notes: gathered.notes,
    texts: reportTexts(gathered.analysis, gathered.facts, written.texts),
    writer: written.writer,
    template: input.template,
    contact: { supportEmail: config.supportEmail, companyName: config.company.name, orgNumber: config.company.orgNumber, address: config.company.address },
  };
  const { pdf, pages } = await deps.renderer.render(composeReport(model));
  recordReportRendered(kind);
  return { pdf, pages, reportNumber, writer: written.writer, diagnosisCategory: diagnosisCategory(gathered.facts) };
}

/** The document of a report: the full one with its plan, exercises and lifestyle advice, or the preview. */
export function composeReport(model: ReportModel): PdfDocument {
  const { facts } = model;
  if (model.kind !== 'full') return composePreview(model);
  const exercises = chooseExercises(facts);
  return composeFullReport(model, { plan: treatmentPlan(facts, { goal: model.goal, exercises }), exercises, lifestyle: lifestyleAdvice(facts) });
}
