import type { CategoryId } from '../../../shared/domain/scoring/types';
import type { TemplateSectionRow } from '../../db/schema';
import { placeholdersIn } from './placeholders';

export type TemplateSection = TemplateSectionRow;
export type TemplateSlot = TemplateSection['slot'];

/** The template a report is composed with: its text layer (decision 0014). */
export interface ReportTemplate {
  /** Null for the built-in default. */
  id: string | null;
  name: string;
  sections: TemplateSection[];
}

/**
 * The built-in default: used when no template in the database applies. The designed parts of the
 * report (cover, advice, charts, plan, exercises) are the composition's; these sections are the
 * words around them.
 */
export const DEFAULT_TEMPLATE: ReportTemplate = {
  id: null,
  name: 'Huvudmall (inbyggd)',
  sections: [
    { slot: 'summary', heading: 'Sammanfattning', body: '{{slutanalys}}' },
    { slot: 'letter', heading: 'Ett brev till dig', body: 'Hej {{fornamn}}!\n\n{{personaliserBrev}}' },
    { slot: 'recommendations', heading: 'Det här gör du nu', body: '{{rekommendationer}}' },
    { slot: 'prognosis', heading: 'Så brukar det gå', body: '{{prognos}}' },
  ],
};

/** Which slot an imported section belongs in: by the writer's placeholder it carries, else the closing part. */
export function slotOf(body: string): TemplateSlot {
  const names = placeholdersIn(body);
  if (names.includes('personaliserBrev')) return 'letter';
  if (names.includes('slutanalys') || names.includes('diagnos')) return 'summary';
  if (names.includes('rekommendationer')) return 'recommendations';
  if (names.includes('prognos')) return 'prognosis';
  return 'closing';
}

export interface StoredTemplate {
  id: string;
  name: string;
  sections: TemplateSection[];
  diagnosisTypes: string[];
  isActive: boolean;
  isPrimary: boolean;
  createdAt: Date;
}

const PRIORITISED = /huvud|primary|main/i;

/**
 * The template for a report (spec): of the active templates, those made for the first pattern, else
 * those for 'all'; among them the primary one first, then a name with 'huvud', 'primary' or 'main',
 * then the newest. The built-in default when none applies.
 */
export function selectTemplate(templates: readonly StoredTemplate[], primaryPattern: CategoryId | 'all'): ReportTemplate {
  const active = templates.filter((t) => t.isActive && t.sections.length > 0);
  const forPattern = active.filter((t) => t.diagnosisTypes.includes(primaryPattern));
  const candidates = forPattern.length > 0 ? forPattern : active.filter((t) => t.diagnosisTypes.includes('all'));
  const rank = (t: StoredTemplate) => (t.isPrimary ? 0 : PRIORITISED.test(t.name) ? 1 : 2);
  const [chosen] = [...candidates].sort((a, b) => rank(a) - rank(b) || b.createdAt.getTime() - a.createdAt.getTime());
  return chosen ? { id: chosen.id, name: chosen.name, sections: chosen.sections } : DEFAULT_TEMPLATE;
}
