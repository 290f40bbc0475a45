import { formatDateLong } from '../../../shared/domain/dates';
import { CATEGORY_LABELS } from '../../../shared/domain/scoring/labels';
import { STRENGTH_LABELS, ryggScore } from '../../../shared/domain/scoring/presentation';
import type { Analysis } from '../../../shared/domain/scoring/types';
import type { ReportFacts } from '../facts';
import type { WrittenTexts } from '../writers/types';
import type { PlaceholderValues } from './placeholders';
import type { ReportTemplate } from './templates';

/** Everything a report is composed from: gathered (the stored analysis, never recomputed) and written. */
export interface ReportModel {
  kind: 'full' | 'preview';
  brandName: string;
  reportNumber: string;
  /** The day the report is made. */
  date: Date;
  person: { name: string; email: string };
  /** The stored analysis (CLINICAL.md §7) and the engine version that made it. */
  analysis: Analysis;
  facts: ReportFacts;
  /** The person's goal in their own words (the `goals` answer), or null. */
  goal: string | null;
  texts: WrittenTexts;
  template: ReportTemplate;
  contact: { supportEmail: string; companyName: string; orgNumber: string; address: string };
}

/** "Dina svar liknar mest mönstret ”Disksmärta”": a resemblance, never a diagnosis. */
export function resemblance(facts: ReportFacts): string {
  if (facts.topPattern === 'ospecifik') return 'Dina svar liknar mest ospecifik ländryggssmärta: inget särskilt smärtmönster sticker ut';
  return `Dina svar liknar mest mönstret ”${CATEGORY_LABELS[facts.topPattern]}”`;
}

/** A category as the placeholders and lists name it: the label with its strength in words. */
export function categoryLine(category: Analysis['categories'][number]): string {
  return category.id === 'ospecifik' ? category.label : `${category.label} – ${STRENGTH_LABELS[category.strength]}`;
}

/** The back score as text: "72 av 100", or why it is missing. */
export function backScoreText(analysis: Analysis): string {
  const score = ryggScore(analysis);
  return score === null ? 'inte beräknat (för få svar)' : `${score} av 100`;
}

/** The values of every placeholder of the spec for this report. */
export function placeholderValues(model: ReportModel): PlaceholderValues {
  const [k1, k2, k3, k4] = model.analysis.categories.map(categoryLine);
  return {
    namn: model.person.name,
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
