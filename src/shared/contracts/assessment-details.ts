import { z } from 'zod';
import { analysisSchema } from '../domain/scoring/analysis-schema';

/** Every Swedish message of the assessment details, the admin's report and the re-analysis. */
export const ASSESSMENT_DETAILS_MESSAGES = {
  notFound: 'Bedömningen hittades inte. Kontrollera länken eller sök fram kunden igen.',
  guestName: 'Gäst (inget konto)',
  skipped: 'Hoppade över',
  noAnalysis: 'Bedömningen har ingen sparad analys än, så ingen rapport kan göras.',
  guestReport: 'Bedömningen gjordes av en gäst utan konto. En rapport görs bara för en bedömning som hör till ett konto.',
  alreadyCurrent: (version: string) => `Den senaste analysen är redan gjord med nuvarande motor (version ${version}). Ingen ny analys behövs.`,
  reanalysed: (version: string) => `Bedömningen är analyserad igen med motorversion ${version}. Den tidigare analysen finns kvar.`,
} as const;

/**
 * The assessment's id in the admin's paths. Any text up to 200 characters passes here: one that is
 * not a stored assessment's id (malformed or unknown) answers 404, not 400, so the screen has one
 * "not found" (the service checks the form).
 */
export const adminAssessmentParams = z.object({ assessmentId: z.string().max(200, ASSESSMENT_DETAILS_MESSAGES.notFound) });

/** One question's share of the stored analysis: a sign that counted for a pattern, with its weight (CLINICAL.md §7 evidence). */
export const contributionSchema = z.object({
  categoryId: z.string(),
  categoryLabel: z.string(),
  /** The answer value that counted (the evidence's `answer`). */
  answer: z.string(),
  weight: z.number(),
});
export type Contribution = z.infer<typeof contributionSchema>;

/** One stored analysis of the assessment, whole, with when it was made (newest first in the list). */
export const storedAnalysisSchema = z.object({
  id: z.string(),
  engineVersion: z.string(),
  createdAt: z.string(),
  analysis: analysisSchema,
});
export type StoredAnalysisView = z.infer<typeof storedAnalysisSchema>;

/** A stored report of the assessment: which analysis (and engine) made it, and who. */
export const assessmentReportSchema = z.object({
  id: z.string(),
  kind: z.enum(['preview', 'full']),
  createdAt: z.string(),
  analysisId: z.string(),
  engineVersion: z.string(),
  /** 'admin': made on POST /api/admin/generate-report; 'customer': the customer's preview or bought report. */
  madeBy: z.enum(['admin', 'customer']),
  /** The admin's name for an admin's report (null when their account is gone, or for the customer's). */
  madeByName: z.string().nullable(),
  fileName: z.string(),
  downloadUrl: z.string(),
});
export type AssessmentReport = z.infer<typeof assessmentReportSchema>;

/**
 * GET /api/admin/assessment-details/:assessmentId: the spec's assessment detail response (§3) plus
 * each question's contribution to the newest stored analysis (the `score` fields: the sum of its
 * evidence weights), every stored analysis (newest first) and the assessment's reports.
 */
export const assessmentDetailsResponse = z.object({
  assessment: z.object({
    id: z.string(),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
    status: z.enum(['processed', 'pending']),
  }),
  user: z.object({
    id: z.string().nullable(),
    /** The account's name, or that it was a guest (Swedish). */
    name: z.string(),
    email: z.string().nullable(),
    guest: z.boolean(),
  }),
  totalQuestions: z.number().int(),
  answerSummary: z.array(z.object({ questionNumber: z.number().int(), question: z.string(), answer: z.string(), score: z.number() })),
  detailedResponses: z.array(
    z.object({
      questionNumber: z.number().int(),
      questionKey: z.string(),
      questionText: z.string(),
      allOptions: z.array(z.object({ text: z.string(), value: z.string() })),
      selectedValue: z.string(),
      /** The chosen option(s) as the person saw them; null for a skipped, free-text or range answer. */
      selectedOption: z.object({ text: z.string() }).nullable(),
      /** The answer as text (the options' wording, the number, the text, or that it was skipped). */
      answerText: z.string(),
      painLevel: z.number().nullable(),
      score: z.number(),
      contributions: z.array(contributionSchema),
    }),
  ),
  /** Which stored analysis the contributions come from (the newest); null when none is stored. */
  contributionsFrom: z.string().nullable(),
  analyses: z.array(storedAnalysisSchema),
  /** The engine a re-analysis would use now. */
  currentEngineVersion: z.string(),
  reports: z.array(assessmentReportSchema),
});
export type AssessmentDetails = z.infer<typeof assessmentDetailsResponse>;

/** POST /api/admin/assessments/:assessmentId/reanalyse: the new analysis stored beside the old. */
export const reanalyseResponse = z.object({
  analysisId: z.string(),
  engineVersion: z.string(),
  createdAt: z.string(),
  message: z.string(),
});
