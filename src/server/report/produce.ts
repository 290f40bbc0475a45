import { randomBytes } from 'node:crypto';
import { formatDateShort } from '../../shared/domain/dates';
import { CATEGORY_LABELS } from '../../shared/domain/scoring/labels';
import type { ServiceDeps } from '../services';
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

export type ReportKind = 'preview' | 'full';

/** "RK-261125-7QX2MB": the day and six random characters (no 0/O or 1/I). */
export function newReportNumber(date: Date): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = [...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join('');
  return `RK-${formatDateShort(date).slice(2).replaceAll('-', '')}-${random}`;
}

/**
 * The file name (spec: the kind of report, the e-mail's local part and the date):
 * "fullstandig-analys-anna.berg-2026-11-25.pdf", "ai-analys-anna.berg-2026-11-25.pdf".
 */
export function reportFileName(kind: ReportKind, email: string, date: Date): string {
  const local =
    (email.split('@')[0] ?? '')
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9._-]+/g, '')
      .slice(0, 40) || 'rapport';
  return `${kind === 'full' ? 'fullstandig-analys' : 'ai-analys'}-${local}-${formatDateShort(date)}.pdf`;
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
  },
): Promise<ProducedPdf> {
  const { gathered, kind, written } = input;
  const reportNumber = newReportNumber(input.date);
  const { config } = deps;
  const model: ReportModel = {
    kind,
    brandName: config.brandName,
    reportNumber,
    date: input.date,
    person: input.person,
    analysis: gathered.analysis,
    facts: gathered.facts,
    goal: gathered.goal,
    notes: gathered.notes,
    texts: reportTexts(gathered.analysis, gathered.facts, written.texts),
    template: input.template,
    contact: { supportEmail: config.supportEmail, companyName: config.company.name, orgNumber: config.company.orgNumber, address: config.company.address },
  };
  const { pdf, pages } = await deps.renderer.render(composeReport(model));
  return { pdf, pages, reportNumber, writer: written.writer, diagnosisCategory: diagnosisCategory(gathered.facts) };
}

/** The document of a report: the full one with its plan, exercises and lifestyle advice, or the preview. */
export function composeReport(model: ReportModel): PdfDocument {
  const { facts } = model;
  if (model.kind !== 'full') return composePreview(model);
  const exercises = chooseExercises(facts);
  return composeFullReport(model, { plan: treatmentPlan(facts, { goal: model.goal, exercises }), exercises, lifestyle: lifestyleAdvice(facts) });
}
