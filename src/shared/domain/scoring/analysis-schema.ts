import { z } from 'zod';
import { AREA_IDS, AREA_LEVELS, CATEGORY_IDS, COMBINATION_FLAG_IDS, RISK_GROUPS, SINGLE_FLAG_IDS, STRENGTHS, URGENCIES } from './ids';

/**
 * The analysis contract of CLINICAL.md §7 as zod: the engine's output type, the stored JSON and the
 * API answer all come from it (types.ts infers the types from these schemas).
 */
export const evidenceSchema = z.object({
  questionKey: z.string(),
  /** The answer value that contributed (for a range question, the number as text). */
  answer: z.string(),
  weight: z.number(),
});

export const categoryScoreSchema = z.object({
  id: z.enum(CATEGORY_IDS),
  label: z.string(),
  /** 0–100. */
  score: z.number(),
  strength: z.enum(STRENGTHS),
  /** Only signs that are present; strongest first. */
  evidence: z.array(evidenceSchema),
});

export const areaScoreSchema = z.object({
  id: z.enum(AREA_IDS),
  label: z.string(),
  /** 0–100, higher is more load or trouble; 0 (not shown) when the level is unknown. */
  score: z.number(),
  level: z.enum(AREA_LEVELS),
});

export const redFlagSchema = z.object({
  id: z.enum([...SINGLE_FLAG_IDS, ...COMBINATION_FLAG_IDS]),
  urgency: z.enum(URGENCIES),
  /** A fixed, reviewed Swedish text (advice.ts): never written by a report writer. */
  advice: z.string(),
});

/** The analysis as one schema: the engine's output type, the stored JSON and the API answer all come from it. */
export const analysisSchema = z.object({
  /** The engine that made it: "3.x.y" now; a stored analysis keeps the version it was made with ("2.x.y"). */
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
