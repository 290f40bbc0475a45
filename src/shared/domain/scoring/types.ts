import type { z } from 'zod';
import type { analysisSchema, areaScoreSchema, categoryScoreSchema, evidenceSchema, redFlagSchema } from './analysis-schema';

/** The analysis contract of CLINICAL.md §7 (engines 2 and 3): the identifiers and levels are in ids.ts. */
export { URGENCIES, RISK_GROUPS, AREA_LEVELS, STRENGTHS, CATEGORY_IDS, AREA_IDS, SINGLE_FLAG_IDS, COMBINATION_FLAG_IDS } from './ids';
export type { Urgency, RiskGroup, AreaLevel, Strength, CategoryId, AreaId, SingleFlagId, CombinationFlagId, RedFlagId } from './ids';

// The analysis types come from its zod schema (analysis-schema.ts), imported as types only: the
// first page load, which runs the triage, carries no zod.
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
