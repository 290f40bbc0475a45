import { formatDateLong } from '../../../shared/domain/dates';
import { CATEGORY_LABELS } from '../../../shared/domain/scoring/labels';
import {
  PATTERNS_HIDDEN_SENTENCES,
  RISK_GROUP_HEADING,
  RISK_GROUP_LABELS,
  STRENGTH_LABELS,
  patternView,
  ryggScore,
} from '../../../shared/domain/scoring/presentation';
import type { Analysis } from '../../../shared/domain/scoring/types';
import { showsRiskGroup } from '../content/texts';
import type { PersonNote } from '../content/notes';
import type { ReportFacts } from '../facts';
import type { WriterName, WrittenTexts } from '../writers/types';
import type { PlaceholderValues } from './placeholders';
import type { ReportTemplate } from './templates';

/** Everything a report is composed from: gathered (the stored analysis, never recomputed) and written. */
export interface ReportModel {
  kind: 'full' | 'preview';
  brandName: string;
  /**
   * The number of the paid order (the one the customer sees and quotes: confirmation, e-mails,
   * receipt); null where there is no order yet (the free preview, a sample report).
   */
  orderNumber: number | null;
  /** The day the report is made. */
  date: Date;
  person: { name: string; email: string };
  /** The stored analysis (CLINICAL.md §7) and the engine version that made it. */
  analysis: Analysis;
  facts: ReportFacts;
  /** The person's goal in their own words (the `goals` answer), or null. */
  goal: string | null;
  /** The person's own notes, quoted word for word in the full report (content/notes.ts); none when absent. */
  notes?: PersonNote[];
  texts: WrittenTexts;
  /** Who wrote the personal texts: 'ai' only when the AI writer's answer is in this report (the report then says so). */
  writer: WriterName;
  template: ReportTemplate;
  contact: { supportEmail: string; companyName: string; orgNumber: string; address: string };
}

type Category = Analysis['categories'][number];

/** Beside the psychosocial factor (CLINICAL.md §2): a factor beside the pain, never the pain's pattern. */
export const FACTOR_NOTE = 'Det påverkar hur smärtan känns och hur snabbt den går över.';

/**
 * The patterns as the report shows them, in `patternView`'s order (the one decision every page
 * uses): the main pain pattern, further ones that stand out, then the rest; `factor` is
 * `emotionell` where it stands out, shown beside the pain. Null where no pattern may be named.
 */
export function shownPatterns(analysis: Analysis): { main: Category; more: Category[]; factor: Category | null; rest: Category[] } | null {
  const view = patternView(analysis);
  return view.hidden ? null : view;
}

/**
 * "Dina svar liknar mest mönstret ”Disksmärta”": a resemblance, never a diagnosis; where the
 * patterns are hidden, the fixed sentence that stands in their place. No closing full stop.
 */
export function resemblance(facts: ReportFacts): string {
  if (facts.patternsHidden) return PATTERNS_HIDDEN_SENTENCES[facts.patternsHidden].replace(/\.$/, '');
  if (facts.mainPattern === null || facts.mainPattern === 'ospecifik')
    return 'Dina svar liknar mest ospecifik ländryggssmärta: inget särskilt smärtmönster sticker ut';
  return `Dina svar liknar mest mönstret ”${CATEGORY_LABELS[facts.mainPattern]}”`;
}

/** The summary's first sentence: the resemblance, and the risk of long-lasting trouble where it is shown. */
export function summaryLead(model: Pick<ReportModel, 'analysis' | 'facts'>): string {
  const risk = showsRiskGroup(model.facts) ? ` ${RISK_GROUP_HEADING}: ${RISK_GROUP_LABELS[model.analysis.riskGroup]}.` : '';
  return `${resemblance(model.facts)}.${risk}`;
}

/** A category as the placeholders and lists name it: the label with its strength in words. */
export function categoryLine(category: Category): string {
  return category.id === 'ospecifik' ? category.label : `${category.label} – ${STRENGTH_LABELS[category.strength]}`;
}

/** The pain patterns listed under "Dina svar liknar mest": the main one first, at most three; none where hidden. */
export function listedPatterns(analysis: Analysis): Category[] {
  const shown = shownPatterns(analysis);
  return shown ? [shown.main, ...shown.more, ...shown.rest].slice(0, 3) : [];
}

/** The back score as text: "72 av 100", or why it is missing. */
export function backScoreText(analysis: Analysis): string {
  const score = ryggScore(analysis);
  return score === null ? 'inte beräknat (för få svar)' : `${score} av 100`;
}

/** The greeting's name: the first name only ("Hej Lena!"), the whole name when it has one word. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** The values of every placeholder of the spec for this report. */
export function placeholderValues(model: ReportModel): PlaceholderValues {
  const shown = shownPatterns(model.analysis);
  const ordered = shown ? [shown.main, ...shown.more, ...(shown.factor ? [shown.factor] : []), ...shown.rest] : [];
  const [k1, k2, k3, k4] = ordered.map(categoryLine);
  return {
    namn: model.person.name,
    fornamn: firstName(model.person.name),
    email: model.person.email,
    datum: formatDateLong(model.date),
    kategori1: k1 ?? '',
    kategori2: k2 ?? '',
    kategori3: k3 ?? '',
    kategori4: k4 ?? '',
    slutanalys: model.texts.slutanalys,
    ryggScore: backScoreText(model.analysis),
    diagnos: resemblance(model.facts),
    personaliserBrev: model.texts.personaliserBrev,
    rekommendationer: model.texts.rekommendationer,
    prognos: model.texts.prognos,
  };
}
