/**
 * The identifiers and levels of the analysis contract of CLINICAL.md §7 (engines 2 and 3): what the
 * results page and the report are built from. Apart from types.ts so that the schema
 * (analysis-schema.ts) uses them while types.ts takes its types from the schema (no import circle);
 * types.ts re-exports them.
 */
export const URGENCIES = ['emergency', 'urgent', 'soon'] as const;
export type Urgency = (typeof URGENCIES)[number];
export const RISK_GROUPS = ['low', 'medium', 'high'] as const;
export type RiskGroup = (typeof RISK_GROUPS)[number];
export const AREA_LEVELS = ['low', 'moderate', 'high', 'unknown'] as const;
export type AreaLevel = (typeof AREA_LEVELS)[number];
export const STRENGTHS = ['clear', 'some', 'few'] as const;
export type Strength = (typeof STRENGTHS)[number];

export const CATEGORY_IDS = ['disksmarta', 'facetsmarta', 'si_led', 'nervinklammning', 'core_instabilitet', 'muskelsmarta', 'emotionell', 'ospecifik'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export const AREA_IDS = ['smarta_funktion', 'rorlighet_styrka', 'psykosocialt', 'somn_aterhamtning', 'arbete_vardag'] as const;
export type AreaId = (typeof AREA_IDS)[number];

/** Warning signs a visitor ticks in `red_flags` (CLINICAL.md §1 table A). */
export const SINGLE_FLAG_IDS = [
  'bladder_bowel',
  'saddle_numbness',
  'bilateral_leg',
  'sudden_severe_trunk_pain',
  'progressive_weakness',
  'fever',
  'major_trauma',
  'cancer_history',
  'weight_loss',
  'night_pain',
] as const;
export type SingleFlagId = (typeof SINGLE_FLAG_IDS)[number];

/** Flags made of several answers (table B), and the flag for an unanswered warning-signs question. */
export const COMBINATION_FLAG_IDS = [
  'cancer_neuro',
  'infection_risk',
  'trauma_neuro',
  'procedure_or_bleed_neuro',
  'serious_cause_over_50',
  'cancer_spine',
  'infection_no_fever',
  'fragility_fracture',
  'fragility_sudden',
  'new_pain_over_50',
  'inflammatory_back_pain',
  'bilateral_leg_check',
  'thoracic_pain',
  'not_screened',
] as const;
export type CombinationFlagId = (typeof COMBINATION_FLAG_IDS)[number];

export type RedFlagId = SingleFlagId | CombinationFlagId;
