import { z } from 'zod';

/** The analysis contract of CLINICAL.md §7 (engine 2): what the results page and the report are built from. */
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

const evidenceSchema = z.object({
  questionKey: z.string(),
  /** The answer value that contributed (for a range question, the number as text). */
  answer: z.string(),
  weight: z.number(),
});

const categoryScoreSchema = z.object({
  id: z.enum(CATEGORY_IDS),
  label: z.string(),
  /** 0–100. */
  score: z.number(),
  strength: z.enum(STRENGTHS),
  /** Only signs that are present; strongest first. */
  evidence: z.array(evidenceSchema),
});

const areaScoreSchema = z.object({
  id: z.enum(AREA_IDS),
  label: z.string(),
  /** 0–100, higher is more load or trouble; 0 (not shown) when the level is unknown. */
  score: z.number(),
  level: z.enum(AREA_LEVELS),
});

const redFlagSchema = z.object({
  id: z.enum([...SINGLE_FLAG_IDS, ...COMBINATION_FLAG_IDS]),
  urgency: z.enum(URGENCIES),
  /** A fixed, reviewed Swedish text (advice.ts): never written by a report writer. */
  advice: z.string(),
});

/** The analysis as one schema: the engine's output type, the stored JSON and the API answer all come from it. */
export const analysisSchema = z.object({
  /** "2.x.y" for engine 2; "1.x.y" marks an analysis kept from engine 1. */
  engineVersion: z.string(),
  /** The risk of long-lasting trouble (CLINICAL.md §3), never "risk" alone. */
  riskGroup: z.enum(RISK_GROUPS),
  /** False when fewer than 6 of the 9 signs were answered: the group is then uncertain. */
  riskGroupComplete: z.boolean(),
  /** Most urgent first. */
  redFlags: z.array(redFlagSchema),
  /** All eight; the first is the top pattern (the order rule of CLINICAL.md §2). */
  categories: z.array(categoryScoreSchema),
  /** All five, in the fixed order of AREA_IDS. */
  riskAreas: z.array(areaScoreSchema),
});

export type Evidence = z.infer<typeof evidenceSchema>;
export type CategoryScore = z.infer<typeof categoryScoreSchema>;
export type AreaScore = z.infer<typeof areaScoreSchema>;
export type RedFlag = z.infer<typeof redFlagSchema>;
export type Analysis = z.infer<typeof analysisSchema>;

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
