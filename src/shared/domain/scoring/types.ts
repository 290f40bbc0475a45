/** The analysis contract of CLINICAL.md §7: what the results page and the report are built from. */
export type Urgency = 'emergency' | 'urgent' | 'soon';
export type RiskGroup = 'low' | 'medium' | 'high';
export type AreaLevel = 'low' | 'moderate' | 'high';

export const CATEGORY_IDS = ['disksmarta', 'facetsmarta', 'si_led', 'nervinklammning', 'core_instabilitet', 'muskelsmarta', 'emotionell', 'ospecifik'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export const AREA_IDS = ['smarta_funktion', 'rorlighet_styrka', 'psykosocialt', 'somn_aterhamtning', 'arbete_vardag'] as const;
export type AreaId = (typeof AREA_IDS)[number];

export const RED_FLAG_IDS = [
  'bladder_bowel',
  'saddle_numbness',
  'bilateral_leg',
  'progressive_weakness',
  'fever',
  'major_trauma',
  'cancer_history',
  'weight_loss',
  'night_pain',
] as const;
export type RedFlagId = (typeof RED_FLAG_IDS)[number];

export interface Evidence {
  questionKey: string;
  /** The answer value that contributed (for a range question, the number as text). */
  answer: string;
  weight: number;
}

export interface CategoryScore {
  id: CategoryId;
  label: string;
  score: number;
  evidence: Evidence[];
}

export interface AreaScore {
  id: AreaId;
  label: string;
  score: number;
  level: AreaLevel;
}

export interface RedFlag {
  id: RedFlagId;
  urgency: Urgency;
  advice: string;
}

export interface Analysis {
  engineVersion: string;
  riskGroup: RiskGroup;
  redFlags: RedFlag[];
  /** All eight, highest score first. */
  categories: CategoryScore[];
  /** All five, in the fixed order of AREA_IDS. */
  riskAreas: AreaScore[];
}

/** One answer as the questionnaire stores it (spec §3: completion, painLevel, painLocations, notes). */
export interface AnswerValue {
  /** The option value, comma-joined values for checkboxes, a number as text for ranges, or 'skipped'. */
  completion: string;
  painLevel?: number | null;
  painLocations?: string[];
  additionalNotes?: string;
}

/** Answers keyed by question key. */
export type AnswerMap = Record<string, AnswerValue | undefined>;
